import type { Helper } from './cases.js'

/**
 * How the oracle's table is compared: where ours answers otherwise than PHP on purpose (each with
 * its reason), and the canonical form both answers take before they are compared.
 */

const text = (input: unknown) => (typeof input === 'string' ? input : '')
const hasTag = (input: unknown) => text(input).includes('<')

/** Where ours answers otherwise on purpose: the reason is recorded beside each such case. */
export const DIFFERENCES: Array<{ fn: Helper; when: (input: unknown) => boolean; why: string }> = [
  {
    fn: 'strtotime',
    when: (input) => /^\d{8}$/.test(text(input)),
    why: 'digits alone never reach strtotime in the API: the plugin reads a numeric date as a unix timestamp first (parseTime)',
  },
  {
    fn: 'strtotime',
    when: (input) => /-W\d/.test(text(input)),
    why: 'ISO week dates are not among the formats standin reads (none of the documented ones)',
  },
  {
    fn: 'autop',
    when: hasTag,
    why: 'ours leaves HTML as the client sent it inside its paragraphs; wpautop re-flows block tags onto lines of their own and closes what it can',
  },
  {
    fn: 'autop',
    when: (input) => /[\f\v\0]/.test(text(input)),
    why: 'wpautop turns a paragraph of form feeds or vertical tabs into line breaks; ours drops a paragraph with nothing but whitespace',
  },
  {
    fn: 'listToArray',
    when: (input) => Array.isArray(input) && input.includes(null),
    why: 'the plugin keeps null entries of an array; ours drops them, as no caller can use a null id or name',
  },
  {
    fn: 'parseQueryString',
    when: (input) => /\[\d+\]/.test(text(input)),
    why: 'a JavaScript object lists integer keys in ascending order whatever order they came in, so keys 1 then 0 read as a list in ours and as a map in PHP',
  },
  {
    fn: 'parseQueryString',
    when: (input) => text(input).startsWith('?'),
    why: "callers pass a URL's search part: its leading `?` is not part of the first name",
  },
]

/**
 * A value as JSON compares it here: map keys in any order (PHP keeps insertion order, JS sorts
 * integer keys), an empty list equal to an empty map (PHP has one array for both), and a byte
 * that is not UTF-8 as U+FFFD (the recording substitutes it; ours keeps it as a lone surrogate,
 * U+DC80–U+DCFF, mocks/http/utf8.ts).
 */
export const canonical = (value: unknown): unknown =>
  typeof value === 'string'
    ? value.replace(/[\udc80-\udcff]/g, '\ufffd')
    : Array.isArray(value) && value.length === 0
      ? {}
      : Array.isArray(value)
        ? value.map(canonical)
        : value !== null && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .sort(([a], [b]) => (a < b ? -1 : 1))
                .map(([key, item]) => [key, canonical(item)]),
            )
          : value
