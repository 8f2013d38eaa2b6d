import { isWellFormed } from '../../http/utf8.js'
import type { CalendarDb } from '../db.js'
import { isEmpty, listToArray, type PhpValue } from '../php.js'
import type { Taxonomy, TermRow } from '../schemas.js'
import { sanitizeTitle, uniqueSlug } from '../text.js'

/**
 * Writing terms: a new term (its unique slug), deleting one (events drop it, children move up),
 * and the terms an event write names, created when new (the plugin's `translate_terms_to_ids`).
 */

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
    // A name of bytes that are not UTF-8 (list_to_array URL-decodes): wp_insert_term fails on it
    // and translate_terms_to_ids (common src/Tribe/Terms.php) goes on without it.
    if (name === '' || !isWellFormed(name)) continue
    const slug = sanitizeTitle(name)
    const found =
      terms.find((term) => term.slug === entry) ??
      terms.find((term) => term.name.toLowerCase() === name.toLowerCase() || (slug !== '' && term.slug === slug))
    if (found) plan.ids.push(found.id)
    else if (!plan.names.some((pending) => pending.toLowerCase() === name.toLowerCase())) plan.names.push(name)
  }
  return plan
}

export async function insertTerm(
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

/** Whether a value names no terms at all (`""`, `[]`): writes then remove every term. */
export function namesNoTerms(value: PhpValue): boolean {
  return isEmpty(value) || listToArray(value).length === 0
}
