import type { ApiResponse, JsonObject } from '../../http/types.js'
import { type Args, unrequired } from '../args.js'
import type { Site } from '../context.js'
import type { CalendarDb } from '../db.js'
import {
  authenticatedOnly,
  type Call,
  created,
  deleteBy,
  editBy,
  ID_PATTERN,
  type ItemNames,
  type ListNames,
  ok,
  readBy,
  readKey,
  type WpRoute,
} from '../endpoint.js'
import { errors } from '../errors.js'
import { archiveLinks, pageArgs, paginate, totalHeaders } from '../pagination.js'
import { isEmpty, listToArray, toInt, type PhpValue } from '../php.js'
import type { Taxonomy, TermRow } from '../schemas.js'
import { sanitizeTitle, uniqueSlug } from '../text.js'
import { isEventId, isString } from '../validators.js'

/**
 * Event categories (`tribe_events_cat`, hierarchical) and event tags (`post_tag`): the
 * plugin wraps WordPress's terms controller, so lists, single terms, writes and errors follow
 * WordPress core, with the plugin's envelope and links.
 */

export interface TaxonomyConfig {
  taxonomy: Taxonomy
  /** The collection under the namespace, and the resource part of route names. */
  resource: 'categories' | 'tags'
  hierarchical: boolean
  /** What descriptions call one term, and several. */
  noun: string
  nouns: string
  /** WordPress core's REST base for the taxonomy (`_links` point at core routes). */
  coreBase: string
  /** The term archive page, under the home URL. */
  archiveBase: string
  /** Post types the taxonomy is registered for, with their core REST bases. */
  postTypes: string[]
}

export const CATEGORIES: TaxonomyConfig = {
  taxonomy: 'tribe_events_cat',
  resource: 'categories',
  hierarchical: true,
  noun: 'event category',
  nouns: 'event categories',
  coreBase: 'tribe_events_cat',
  archiveBase: 'events/category',
  postTypes: ['tribe_events'],
}

export const TAGS: TaxonomyConfig = {
  taxonomy: 'post_tag',
  resource: 'tags',
  hierarchical: false,
  noun: 'event tag',
  nouns: 'event tags',
  coreBase: 'tags',
  archiveBase: 'tag',
  postTypes: ['posts', 'tribe_events'],
}

function configOf(taxonomy: Taxonomy): TaxonomyConfig {
  return taxonomy === 'tribe_events_cat' ? CATEGORIES : TAGS
}

/** WordPress's term count: published posts carrying the term (counted once per change of events). */
export function termCount(db: CalendarDb, term: TermRow): number {
  const counts = db.events.memo('term counts', () => {
    const byTerm = new Map<string, number>()
    for (const event of db.events.rows()) {
      if (event.status !== 'publish') continue
      for (const id of event.categories)
        byTerm.set(`tribe_events_cat:${id}`, (byTerm.get(`tribe_events_cat:${id}`) ?? 0) + 1)
      for (const id of event.tags) byTerm.set(`post_tag:${id}`, (byTerm.get(`post_tag:${id}`) ?? 0) + 1)
    }
    return byTerm
  })
  return counts.get(`${term.taxonomy}:${term.id}`) ?? 0
}

function termUrls(site: Site, term: TermRow): JsonObject {
  const { resource } = configOf(term.taxonomy)
  const urls: JsonObject = {
    self: `${site.api}/${resource}/${term.id}`,
    collection: `${site.api}/${resource}`,
  }
  if (term.parent !== 0) urls.up = `${site.api}/${resource}/${term.parent}`
  return urls
}

/** The term archive page; nested categories carry their ancestors' slugs. */
function archiveUrl(site: Site, db: CalendarDb, term: TermRow): string {
  const slugs = [term.slug]
  const seen = new Set([term.id])
  for (let parent = db.terms.get(term.parent); parent && !seen.has(parent.id); parent = db.terms.get(parent.parent)) {
    slugs.unshift(parent.slug)
    seen.add(parent.id)
  }
  return `${site.home}/${configOf(term.taxonomy).archiveBase}/${slugs.join('/')}/`
}

/** A term as an event embeds it. */
export function renderEmbeddedTerm(site: Site, db: CalendarDb, term: TermRow): JsonObject {
  return {
    name: term.name,
    slug: term.slug,
    term_group: 0,
    term_taxonomy_id: term.id,
    taxonomy: term.taxonomy,
    description: term.description,
    parent: term.parent,
    count: termCount(db, term),
    filter: 'raw',
    id: term.id,
    urls: termUrls(site, term),
  }
}

/** A term as `/categories` and `/tags` show it; single reads and writes add core's `_links`. */
function renderTerm(
  site: Site,
  db: CalendarDb,
  term: TermRow,
  withLinks: boolean,
  count = termCount(db, term),
): JsonObject {
  const config = configOf(term.taxonomy)
  const body: JsonObject = {
    id: term.id,
    count,
    description: term.description,
    name: term.name,
    slug: term.slug,
    taxonomy: term.taxonomy,
  }
  if (config.hierarchical) body.parent = term.parent
  body.meta = []
  body.url = archiveUrl(site, db, term)
  body.urls = termUrls(site, term)
  if (withLinks) body._links = coreTermLinks(site, term)
  return body
}

/** WordPress core's address of a term (its terms controller's route). */
function coreTermUrl(site: Site, term: Pick<TermRow, 'taxonomy' | 'id'>): string {
  return `${site.restRoot}/wp/v2/${configOf(term.taxonomy).coreBase}/${term.id}`
}

/** The `_links` WordPress core's terms controller gives a term (`up`, to the parent, is embeddable). */
function coreTermLinks(site: Site, term: TermRow): JsonObject {
  const config = configOf(term.taxonomy)
  const core = `${site.restRoot}/wp/v2`
  const links: JsonObject = {
    self: [{ href: coreTermUrl(site, term) }],
    collection: [{ href: `${core}/${config.coreBase}` }],
    about: [{ href: `${core}/taxonomies/${term.taxonomy}` }],
  }
  if (term.parent !== 0)
    links.up = [{ embeddable: true, href: coreTermUrl(site, { taxonomy: term.taxonomy, id: term.parent }) }]
  links['wp:post_type'] = config.postTypes.map((type) => ({ href: `${core}/${type}?${config.coreBase}=${term.id}` }))
  links.curies = [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }]
  return links
}

/**
 * What `_embed` puts in place of a link to a term's core address: the term as WordPress
 * core's controller shows it in the `embed` context. Undefined for any other address.
 */
export function embeddedCoreTerm(site: Site, db: CalendarDb, href: string): JsonObject | undefined {
  const match = /\/wp\/v2\/([^/]+)\/(\d+)$/.exec(href)
  const term = match ? db.terms.get(Number(match[2])) : undefined
  if (!term || coreTermUrl(site, term) !== href) return undefined
  return {
    id: term.id,
    link: archiveUrl(site, db, term),
    name: term.name,
    slug: term.slug,
    taxonomy: term.taxonomy,
    _links: coreTermLinks(site, term),
  }
}

/** Events list their terms by name. */
export function sortByName(terms: TermRow[]): TermRow[] {
  return [...terms].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id)
}

// ---------------------------------------------------------------------------------------
// Terms named on event writes

export type TermPlan = { ids: number[]; names: string[] }

/**
 * The plugin's `translate_terms_to_ids`: each entry is an existing term id (unknown ids are
 * skipped), an existing slug or name, or a new name to create. Undefined for entries that
 * are neither text nor numbers.
 */
export function planTerms(db: CalendarDb, taxonomy: Taxonomy, value: PhpValue): TermPlan | undefined {
  const plan: TermPlan = { ids: [], names: [] }
  const terms = db.termsOf(taxonomy)
  for (const entry of listToArray(value)) {
    if (typeof entry === 'number') {
      if (terms.some((term) => term.id === entry)) plan.ids.push(entry)
      continue
    }
    if (typeof entry !== 'string') return undefined
    const name = entry.trim()
    if (name === '') continue
    const slug = sanitizeTitle(name)
    const found =
      terms.find((term) => term.slug === entry) ??
      terms.find((term) => term.name.toLowerCase() === name.toLowerCase() || (slug !== '' && term.slug === slug))
    if (found) plan.ids.push(found.id)
    else if (!plan.names.some((pending) => pending.toLowerCase() === name.toLowerCase())) plan.names.push(name)
  }
  return plan
}

async function insertTerm(
  db: CalendarDb,
  taxonomy: Taxonomy,
  fields: { name: string; slug?: string; description?: string; parent?: number },
): Promise<TermRow> {
  const terms = db.termsOf(taxonomy)
  const base = sanitizeTitle(fields.slug ?? fields.name)
  const id = db.nextTermId()
  const slug = uniqueSlug(base || String(id), (candidate) => terms.some((term) => term.slug === candidate))
  return db.terms.insert({
    id,
    taxonomy,
    name: fields.name,
    slug,
    description: fields.description ?? '',
    parent: fields.parent ?? 0,
  })
}

/** Creates the new names of a plan; answers every id, in the order given. */
export async function applyTermPlan(db: CalendarDb, taxonomy: Taxonomy, plan: TermPlan): Promise<number[]> {
  const ids = [...plan.ids]
  for (const name of plan.names) ids.push((await insertTerm(db, taxonomy, { name })).id)
  return [...new Set(ids)]
}

// ---------------------------------------------------------------------------------------
// Routes

function existingTerm(taxonomy: Taxonomy) {
  return (value: PhpValue, env: { db: CalendarDb }) => {
    const items = listToArray(value)
    return (
      items.length > 0 &&
      items.every((item) => typeof item === 'number' && env.db.terms.get(item)?.taxonomy === taxonomy)
    )
  }
}

function listArgs(config: TaxonomyConfig): Args {
  const args: Args = {
    ...pageArgs(config.nouns),
    search: {
      required: false,
      validate: isString,
      description: 'Limit results to those matching a string',
      type: 'string',
    },
    exclude: {
      required: false,
      validate: existingTerm(config.taxonomy),
      description: 'Ensure result set exclude specific IDs',
      docType: 'array',
      items: { type: 'integer' },
    },
    include: {
      required: false,
      validate: existingTerm(config.taxonomy),
      description: 'Limit result set to specific IDs',
      docType: 'array',
      items: { type: 'integer' },
    },
    order: {
      required: false,
      validate: isString,
      description: 'Order sort attribute ascending or descending',
      type: 'string',
    },
    orderby: { required: false, validate: isString, description: 'Sort collection by term attribute', type: 'string' },
    hide_empty: {
      required: false,
      default: true,
      description: 'Whether to hide terms not assigned to any posts',
      type: 'boolean',
    },
  }
  if (config.hierarchical) {
    args.parent = {
      required: false,
      validate: existingTerm(config.taxonomy),
      description: 'Limit result set to terms assigned to a specific parent',
      type: 'integer',
    }
  }
  args.post = {
    required: false,
    validate: isEventId,
    description: 'Limit result set to terms assigned to a specific post',
    type: 'integer',
  }
  args.event = {
    required: false,
    validate: isEventId,
    description: 'Limit result set to terms assigned to a specific event (an alias of the "post" parameter)',
    type: 'integer',
  }
  args.slug = {
    required: false,
    validate: isString,
    description: 'Limit result set to terms with a specific slug',
    type: 'string',
  }
  return args
}

function idArgs(config: TaxonomyConfig): Args {
  return {
    id: {
      in: 'path',
      type: 'integer',
      description: `the ${config.noun} term ID`,
      required: true,
      validate: existingTerm(config.taxonomy),
    },
  }
}

function createArgs(config: TaxonomyConfig): Args {
  const args: Args = {
    name: { required: true, validate: isString, type: 'string', description: `The ${config.noun} name` },
    description: { required: false, validate: isString, type: 'string', description: `The ${config.noun} description` },
    slug: { required: false, validate: isString, type: 'string', description: `The ${config.noun} slug` },
  }
  if (config.hierarchical) {
    args.parent = {
      required: false,
      validate: existingTerm(config.taxonomy),
      type: 'integer',
      description: `The ${config.noun} parent term ID`,
    }
  }
  return args
}

const ORDERBY: Record<string, (term: TermRow, count: number) => string | number> = {
  id: (term) => term.id,
  term_id: (term) => term.id,
  name: (term) => term.name.toLowerCase(),
  slug: (term) => term.slug,
  description: (term) => term.description.toLowerCase(),
  parent: (term) => term.parent,
  count: (_term, count) => count,
  term_group: () => 0,
}

function list(config: TaxonomyConfig, call: Call): ApiResponse {
  const { db, params, site } = call
  const page = Number(params.get('page'))
  const perPage = Number(params.get('per_page'))
  const counts = new Map(db.termsOf(config.taxonomy).map((term) => [term.id, termCount(db, term)]))
  let rows = db.termsOf(config.taxonomy)

  const include = params.get('include')
  const exclude = params.get('exclude')
  if (include !== undefined) {
    const ids = new Set(listToArray(include))
    rows = rows.filter((term) => ids.has(term.id))
  }
  if (exclude !== undefined) {
    const ids = new Set(listToArray(exclude))
    rows = rows.filter((term) => !ids.has(term.id))
  }
  const parent = config.hierarchical ? params.get('parent') : undefined
  if (parent !== undefined) rows = rows.filter((term) => term.parent === toInt(parent))
  const post = params.get('event') ?? params.get('post')
  if (post !== undefined) {
    const event = db.events.get(toInt(post))
    const ids = new Set(event ? event[config.taxonomy === 'tribe_events_cat' ? 'categories' : 'tags'] : [])
    rows = rows.filter((term) => ids.has(term.id))
  }
  const slug = params.get('slug')
  if (typeof slug === 'string') rows = rows.filter((term) => term.slug === slug)
  const search = params.get('search')
  if (typeof search === 'string') {
    const needle = search.toLowerCase()
    rows = rows.filter((term) => term.name.toLowerCase().includes(needle) || term.slug.includes(needle))
  }
  if (params.get('hide_empty') === true && post === undefined) {
    const all = db.termsOf(config.taxonomy)
    const nonEmpty = (term: TermRow, seen: Set<number>): boolean =>
      (counts.get(term.id) ?? 0) > 0 ||
      (config.hierarchical &&
        all.some(
          (child) => child.parent === term.id && !seen.has(child.id) && nonEmpty(child, new Set([...seen, child.id])),
        ))
    rows = rows.filter((term) => nonEmpty(term, new Set([term.id])))
  }

  const orderby = typeof params.get('orderby') === 'string' ? String(params.get('orderby')).toLowerCase() : 'name'
  const order = params.get('order')
  const descending = order !== undefined && String(order).toUpperCase() !== 'ASC'
  const includeOrder = include !== undefined ? listToArray(include) : []
  const key =
    orderby === 'include' ? (term: TermRow) => includeOrder.indexOf(term.id) : (ORDERBY[orderby] ?? ORDERBY.name!)
  const sorted = [...rows].sort((a, b) => {
    const [x, y] = [key(a, counts.get(a.id) ?? 0), key(b, counts.get(b.id) ?? 0)]
    const compared = x < y ? -1 : x > y ? 1 : a.id - b.id
    return descending ? -compared : compared
  })

  const result = paginate(sorted, page, perPage)
  const base = `${site.api}/${config.resource}/`
  const links = archiveLinks(base, [], page, page < result.totalPages, page > 1)
  const body: JsonObject = {
    rest_url: links.rest_url,
    total: result.total,
    total_pages: result.totalPages,
    [config.resource]: result.items.map((term) => renderTerm(site, db, term, false, counts.get(term.id))),
  }
  if (links.next_rest_url) body.next_rest_url = links.next_rest_url
  if (links.previous_rest_url) body.previous_rest_url = links.previous_rest_url
  return ok(body, totalHeaders(result))
}

function termOf(call: Call): TermRow {
  return call.db.terms.get(toInt(call.params.get('id'))) as TermRow
}

function nameTaken(
  db: CalendarDb,
  config: TaxonomyConfig,
  name: string,
  parent: number,
  except?: number,
): TermRow | undefined {
  return db
    .termsOf(config.taxonomy)
    .find(
      (term) =>
        term.id !== except &&
        term.name.toLowerCase() === name.toLowerCase() &&
        (!config.hierarchical || term.parent === parent),
    )
}

/** Core's parent checks, made where core makes them (in the handler, after permissions). */
function parentProblem(config: TaxonomyConfig, call: Call): ApiResponse | undefined {
  if (!call.params.has('parent')) return undefined
  if (!config.hierarchical) return errors.taxonomyNotHierarchical()
  const parent = call.db.terms.get(toInt(call.params.get('parent')))
  return parent?.taxonomy === config.taxonomy ? undefined : errors.parentTermMissing()
}

async function create(config: TaxonomyConfig, call: Call): Promise<ApiResponse> {
  const { db, params, site } = call
  const problem = parentProblem(config, call)
  if (problem) return problem
  const name = String(params.get('name')).trim()
  if (name === '') return errors.emptyTermName()
  const parent = config.hierarchical && params.has('parent') ? toInt(params.get('parent')) : 0
  const existing = nameTaken(db, config, name, parent)
  if (existing) return errors.termExists(config.hierarchical, existing.id)
  const slug = params.get('slug')
  if (typeof slug === 'string') {
    const wanted = sanitizeTitle(slug)
    if (db.termsOf(config.taxonomy).some((term) => term.slug === wanted)) return errors.duplicateTermSlug(wanted)
  }
  const description = params.get('description')
  const term = await insertTerm(db, config.taxonomy, {
    name,
    ...(typeof slug === 'string' ? { slug } : {}),
    ...(typeof description === 'string' ? { description } : {}),
    parent,
  })
  return created(renderTerm(site, db, term, true), { Location: coreTermUrl(site, term) })
}

async function update(config: TaxonomyConfig, call: Call): Promise<ApiResponse> {
  const { db, params, site } = call
  const term = termOf(call)
  const problem = parentProblem(config, call)
  if (problem) return problem
  const changes: Partial<TermRow> = {}
  if (params.has('name')) {
    changes.name = String(params.get('name')).trim()
    if (changes.name === '') return errors.emptyTermName()
  }
  if (params.has('description')) changes.description = String(params.get('description'))
  if (params.has('parent') && config.hierarchical) changes.parent = toInt(params.get('parent'))
  const slug = params.get('slug')
  if (typeof slug === 'string') {
    const wanted = sanitizeTitle(slug) || term.slug
    const taken = db.termsOf(config.taxonomy).some((other) => other.id !== term.id && other.slug === wanted)
    if (taken) return errors.duplicateTermSlug(wanted)
    changes.slug = wanted
  }
  const saved = await db.terms.update(term.id, changes)
  return ok(renderTerm(site, db, saved, true))
}

/** Deletes a term for good: events drop it, its children move up to its parent. */
export async function deleteTerm(db: CalendarDb, term: TermRow): Promise<void> {
  const field = term.taxonomy === 'tribe_events_cat' ? 'categories' : 'tags'
  for (const event of db.events.filter((row) => row[field].includes(term.id))) {
    await db.events.update(event.id, { [field]: event[field].filter((id) => id !== term.id) })
  }
  for (const child of db.termsOf(term.taxonomy).filter((row) => row.parent === term.id)) {
    await db.terms.update(child.id, { parent: term.parent })
  }
  db.terms.delete(term.id)
}

async function remove(call: Call): Promise<ApiResponse> {
  const { db, site } = call
  const term = termOf(call)
  const body = renderTerm(site, db, term, false)
  await deleteTerm(db, term)
  return ok(body)
}

/** A taxonomy's route names: its list's, and its terms' by id. */
export type TermNames<Resource extends string> = ListNames<Resource> & ItemNames<Resource>

export function termRoutes<Resource extends TaxonomyConfig['resource']>(
  config: TaxonomyConfig & { resource: Resource },
  names: TermNames<Resource>,
): WpRoute[] {
  const noun = config.noun
  return [
    {
      resource: config.resource,
      path: `/${config.resource}`,
      endpoints: [
        {
          methods: [['GET', names.list]],
          args: listArgs(config),
          handle: (call) => list(config, call),
          reads: readKey(names.list),
          doc: {
            summary: `Lists the ${config.nouns}`,
            responses: {
              '200': {
                description: `Returns all the ${config.nouns} matching the search criteria`,
                schema: {
                  $ref: `#/components/schemas/${config.resource === 'categories' ? 'CategoryList' : 'TagList'}`,
                },
              },
              '400': { description: 'One or more of the specified query variables has a bad format' },
            },
          },
        },
        {
          methods: [['POST', names.create]],
          args: createArgs(config),
          permission: authenticatedOnly,
          handle: (call) => create(config, call),
          doc: {
            summary: `Creates an ${noun}`,
            responses: {
              '201': {
                description: `Returns the data of the created ${noun}`,
                schema: { $ref: '#/components/schemas/TermItem' },
              },
              '400': {
                description:
                  'A required parameter is missing, an input parameter is in the wrong format or the term exists',
              },
              '401': { description: `The user is not authorized to create ${config.nouns}` },
            },
          },
        },
      ],
    },
    {
      resource: config.resource,
      path: `/${config.resource}/:id`,
      params: { id: ID_PATTERN },
      endpoints: [
        {
          methods: readBy(names),
          args: idArgs(config),
          handle: (call) => ok(renderTerm(call.site, call.db, termOf(call), true)),
          reads: readKey(names.read, { item: true }),
          doc: {
            summary: `Returns an ${noun}`,
            responses: {
              '200': {
                description: `Returns the data of the ${noun} with the specified term ID`,
                schema: { $ref: '#/components/schemas/TermItem' },
              },
              '400': { description: `The ${noun} term ID is missing or does not exist.` },
            },
          },
        },
        {
          methods: deleteBy(names),
          args: idArgs(config),
          permission: authenticatedOnly,
          handle: (call) => remove(call),
          doc: {
            summary: `Deletes an ${noun}`,
            responses: {
              '200': {
                description: `Deletes an ${noun} and returns its data`,
                schema: { $ref: '#/components/schemas/TermItem' },
              },
              '400': { description: `The ${noun} term ID is missing or does not exist.` },
              '401': { description: `The current user cannot delete the ${noun} with the specified term ID.` },
            },
          },
        },
        {
          methods: editBy(names),
          args: { ...idArgs(config), ...unrequired(createArgs(config)) },
          permission: authenticatedOnly,
          handle: (call) => update(config, call),
          doc: {
            summary: `Updates an ${noun}`,
            responses: {
              '200': {
                description: `Returns the data of the updated ${noun}`,
                schema: { $ref: '#/components/schemas/TermItem' },
              },
              '400': { description: 'A required parameter is missing or an input parameter is in the wrong format' },
              '401': { description: `The user is not authorized to update ${config.nouns}` },
            },
          },
        },
      ],
    },
  ]
}

/** Whether a value names no terms at all (`""`, `[]`): writes then remove every term. */
export function namesNoTerms(value: PhpValue): boolean {
  return isEmpty(value) || listToArray(value).length === 0
}
