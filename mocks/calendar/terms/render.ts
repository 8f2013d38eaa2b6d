import type { JsonObject } from '../../http/types.js'
import type { Site } from '../context.js'
import type { CalendarDb } from '../db.js'
import type { TermRow } from '../schemas.js'
import { configOf } from './taxonomies.js'
import { publishedCount } from '../events/indexes.js'

/** A term as the plugin shows it (in `/categories` and `/tags`, embedded in events) and as WordPress core links it. */

/** WordPress's term count: published posts carrying the term (kept per version of events, following each write). */
export function termCount(db: CalendarDb, term: TermRow): number {
  return publishedCount(db, term.taxonomy, term.id)
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
export function renderTerm(
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
export function coreTermUrl(site: Site, term: Pick<TermRow, 'taxonomy' | 'id'>): string {
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
