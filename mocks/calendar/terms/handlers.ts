import type { ApiResponse, JsonObject } from '../../http/types.js'
import type { CalendarDb } from '../db.js'
import { type Call, created, ok } from '../endpoint.js'
import { errors } from '../errors.js'
import { archiveLinks, paginate, totalHeaders } from '../pagination.js'
import { listToArray, type PhpValue, toInt } from '../php.js'
import type { TermRow } from '../schemas.js'
import { sanitizeTitle } from '../text.js'
import { type TaxonomyConfig } from './taxonomies.js'
import { coreTermUrl, renderTerm, termCount } from './render.js'
import { deleteTerm, insertTerm } from './writes.js'

/** What the terms' endpoints do: list with WordPress core's filters and orders, create, update, delete. */

const byName = (term: TermRow) => term.name.toLowerCase()

type SortKey = (term: TermRow, count: number) => string | number
const byId: SortKey = (term) => term.id

/**
 * `WP_Term_Query::parse_orderby` (WordPress 7.0.3 `class-wp-term-query.php`): the columns it
 * knows; `include` only with an `include` list; any other value (`__proto__`, `constructor`,
 * `hasOwnProperty`...) orders by name, its `else` branch. A map without a prototype, so that a
 * client's value never reaches `Object.prototype`.
 */
const ORDERBY: Readonly<Record<string, SortKey>> = Object.assign(Object.create(null), {
  id: byId,
  term_id: byId,
  term_taxonomy_id: byId,
  name: byName,
  slug: (term: TermRow) => term.slug,
  description: (term: TermRow) => term.description.toLowerCase(),
  parent: (term: TermRow) => term.parent,
  count: (_term: TermRow, count: number) => count,
  term_group: () => 0,
  term_order: () => 0,
  taxonomy: () => 0,
})

/** The sort key and direction of a list: `none` has no ORDER BY at all, so `order` does nothing. */
function sortOf(orderby: string, order: PhpValue | undefined, include: PhpValue[]): [SortKey, boolean] {
  if (orderby === 'none') return [byId, false]
  const descending = order !== undefined && String(order).toUpperCase() !== 'ASC'
  if (orderby === 'include' && include.length > 0) return [(term) => include.indexOf(term.id), descending]
  return [ORDERBY[orderby] ?? byName, descending]
}

export function list(config: TaxonomyConfig, call: Call): ApiResponse {
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
  const [key, descending] = sortOf(orderby, params.get('order'), include !== undefined ? listToArray(include) : [])
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

export function termOf(call: Call): TermRow {
  const term = call.db.terms.get(toInt(call.params.get('id')))
  if (!term) throw new Error("term: the route's validator let through a term that does not exist")
  return term
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

export async function create(config: TaxonomyConfig, call: Call): Promise<ApiResponse> {
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

export async function update(config: TaxonomyConfig, call: Call): Promise<ApiResponse> {
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

export async function remove(call: Call): Promise<ApiResponse> {
  const { db, site } = call
  const term = termOf(call)
  const body = renderTerm(site, db, term, false)
  await deleteTerm(db, term)
  return ok(body)
}
