import type { RequestParams } from './body.js'
import { textOf } from './php.js'

/**
 * The plugin's duplicate detection for venues and organizers (`Tribe__Duplicate__Post`), run
 * on every create, standalone or inline on an event: a record of the same type, not trashed,
 * whose name matches and whose fields match each of the compared fields the create gives (not
 * empty) is answered instead of a new one. The compared fields and how each compares are the
 * ones the plugin declares (`get_duplicate_post_fields` / `get_duplicate_custom_fields`):
 *
 * - `same`: equal under MySQL's default collation (case and accents ignored, trailing spaces too);
 * - `like`: every word of the given value (letters, digits, hyphens) occurs in the record's.
 *
 * docs/decisions/0005-calendar-deviations.md says where this differs from what the plugin's
 * code ends up comparing.
 */

type Match = 'same' | 'like'

/** A type's compared fields (API names; the name is always compared, `same`). */
export type DuplicateFields = Readonly<Record<string, Match>>

const collator = new Intl.Collator('en', { sensitivity: 'base' })

function same(given: string, stored: string): boolean {
  return collator.compare(given.replace(/ +$/, ''), stored.replace(/ +$/, '')) === 0
}

/** Lower case without accents, as MySQL's default collation compares. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

function like(given: string, stored: string): boolean {
  const haystack = fold(stored)
  return given
    .split(/[^a-z\d-]+/i)
    .filter((word) => word !== '')
    .every((word) => haystack.includes(fold(word)))
}

/** What a create gives of the compared fields: the name, and every compared field not empty. */
export function givenFields(nameField: string, fields: DuplicateFields, params: RequestParams): Record<string, string> {
  const given: Record<string, string> = { [nameField]: textOf(params.get(nameField)).trim() }
  for (const field of Object.keys(fields)) {
    const value = textOf(params.get(field))
    if (value !== '') given[field] = value
  }
  return given
}

/** Whether a record (its text under each compared field, `''` when it has none) duplicates what a create gives. */
export function isDuplicate(
  nameField: string,
  fields: DuplicateFields,
  given: Record<string, string>,
  record: Record<string, string>,
): boolean {
  return Object.entries(given).every(([field, value]) => {
    const stored = record[field] ?? ''
    return field === nameField || fields[field] !== 'like' ? same(value, stored) : like(value, stored)
  })
}
