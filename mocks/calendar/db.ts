import { sequenceBehind, Store, type StoreState } from '../store/store.js'
import { Table } from '../store/table.js'
import type { AttachmentRow, EventRow, OrganizerRow, Taxonomy, TermRow, UserRow, VenueRow } from './schemas.js'

/**
 * The calendar's store: one table per kind of record. Events, venues, organizers and image
 * attachments are WordPress posts and draw their ids from ONE sequence (an id names at most
 * one of them); terms have their own. Sequences never go back (ids are not reused).
 */

/** The site's administrator: WordPress always has one, and the API token acts as them. */
export const SITE_ADMIN: UserRow = { id: 1, login: 'admin', name: 'admin', email: 'admin@calendar.example' }

/** The row schemas, loaded on the first write: a process that only reads never loads zod. */
const schemas = () => import('./schemas.js')

export type PostKind = 'event' | 'venue' | 'organizer' | 'attachment'

export type CalendarTables = {
  users: Table<UserRow, number>
  attachments: Table<AttachmentRow, number>
  venues: Table<VenueRow, number>
  organizers: Table<OrganizerRow, number>
  events: Table<EventRow, number>
  terms: Table<TermRow, number>
}

export class CalendarDb extends Store<CalendarTables, { posts: number; terms: number; users: number }> {
  /** Users besides the site's administrator. */
  readonly users = new Table<UserRow, number>(
    'users',
    async () => (await schemas()).userSchema,
    (row) => row.id,
  )
  readonly attachments = new Table<AttachmentRow, number>(
    'attachments',
    async () => (await schemas()).attachmentSchema,
    (row) => row.id,
  )
  readonly venues = new Table<VenueRow, number>(
    'venues',
    async () => (await schemas()).venueSchema,
    (row) => row.id,
    {
      indexes: { slug: (row) => row.slug.toLowerCase() },
    },
  )
  readonly organizers = new Table<OrganizerRow, number>(
    'organizers',
    async () => (await schemas()).organizerSchema,
    (row) => row.id,
    {
      indexes: { slug: (row) => row.slug.toLowerCase() },
    },
  )
  readonly events = new Table<EventRow, number>(
    'events',
    async () => (await schemas()).eventSchema,
    (row) => row.id,
    {
      indexes: { slug: (row) => row.slug.toLowerCase() },
    },
  )
  readonly terms = new Table<TermRow, number>(
    'terms',
    async () => (await schemas()).termSchema,
    (row) => row.id,
  )

  constructor(seed = 0) {
    super(seed, { posts: 0, terms: 0, users: SITE_ADMIN.id })
  }

  get tables(): CalendarTables {
    return {
      users: this.users,
      attachments: this.attachments,
      venues: this.venues,
      organizers: this.organizers,
      events: this.events,
      terms: this.terms,
    }
  }

  nextPostId(): number {
    return ++this.sequences.posts
  }

  nextTermId(): number {
    return ++this.sequences.terms
  }

  nextUserId(): number {
    return ++this.sequences.users
  }

  /** A sequence behind an id its tables already hold (the next insert would collide), described. */
  laggingSequence(): string | undefined {
    const ids = (rows: ReadonlyArray<{ id: number }>) => rows.map((row) => row.id)
    return sequenceBehind([
      [
        'posts',
        this.sequences.posts,
        [
          ...ids(this.events.rows()),
          ...ids(this.venues.rows()),
          ...ids(this.organizers.rows()),
          ...ids(this.attachments.rows()),
        ],
      ],
      ['terms', this.sequences.terms, ids(this.terms.rows())],
      ['users', this.sequences.users, [SITE_ADMIN.id, ...ids(this.users.rows())]],
    ])
  }

  /** Which kind of post an id names, if any. */
  postKind(id: number): PostKind | undefined {
    if (this.events.has(id)) return 'event'
    if (this.venues.has(id)) return 'venue'
    if (this.organizers.has(id)) return 'organizer'
    if (this.attachments.has(id)) return 'attachment'
    return undefined
  }

  userExists(id: number): boolean {
    return id === SITE_ADMIN.id || this.users.has(id)
  }

  termsOf(taxonomy: Taxonomy) {
    return this.terms.filter((term) => term.taxonomy === taxonomy)
  }
}

export type CalendarSnapshot = StoreState<keyof CalendarTables, 'posts' | 'terms' | 'users'>
