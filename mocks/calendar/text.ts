import { ACCENTS } from './accents.js'
import { phpStripTags } from './strip-tags.js'
import { isWellFormed } from '../http/utf8.js'

/**
 * WordPress's text helpers as far as the API shows them: `wpautop` (content and excerpts come
 * back as HTML paragraphs), `sanitize_title` (slugs) and unique slugs.
 */

const BLOCK =
  /^<(?:p|div|h[1-6]|ul|ol|li|blockquote|pre|table|figure|section|article|hr|dl|form|address|aside|header|footer|nav)[\s>/]/i

/**
 * `wpautop` (trimmed, as the plugin returns it) for text: blank lines separate paragraphs, other
 * line ends become `<br />` (the spaces before them dropped); a paragraph that starts with a
 * block tag is left as it is (WordPress re-flows those; the table in test/ lists how).
 */
export function autop(text: string): string {
  if (phpTrim(text) === '') return ''
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t\n\v\f\r]*\n/)
    .map((block) => block.replace(/^\n+|\n+$/g, ''))
    .filter((block) => !/^[ \t\n\v\f\r]*$/.test(block))
    .map((block) => (BLOCK.test(block) ? block : `<p>${withBreaks(block)}</p>`))
    .join('\n')
}

/** Each line end a `<br />`, the spaces before it dropped (a scan per line: a regex would rescan long runs of spaces). */
function withBreaks(block: string): string {
  return block
    .split('\n')
    .map((line, index, lines) => (index < lines.length - 1 ? trimWith(line, LINE_END_SPACE, false, true) : line))
    .join('<br />\n')
}
const LINE_END_SPACE = new Set([' ', '\t', '\v', '\f', '\r'])

/**
 * Every helper here reads text a client sent (up to 1 MiB), so each runs in time linear in it:
 * patterns that backtrack or search again from every position (`<[^>]*>` on "<<<<…",
 * `&.+?;` on "&&&&…", `\s*,\s*` on a run of spaces) are written as single scans instead
 * (`npm run bench -- text` doubles each input and checks the time does not quadruple).
 */

/** PCRE's `\s` (no `/u`): what PHP's patterns take for whitespace. */
const PCRE_SPACE = new Set([' ', '\t', '\n', '\v', '\f', '\r'])

/** PHP's `preg_split` on `\s*<separator>\s*`: the whitespace around each separator dropped, the ends keep theirs. */
export function splitList(text: string, separator = ','): string[] {
  const parts = text.split(separator)
  if (parts.length === 1) return parts
  return parts.map((part, index) => trimWith(part, PCRE_SPACE, index > 0, index < parts.length - 1))
}

function trimWith(text: string, space: Set<string>, start: boolean, end: boolean): string {
  let from = 0
  let to = text.length
  while (start && from < to && space.has(text[from] ?? '')) from++
  while (end && to > from && space.has(text[to - 1] ?? '')) to--
  return text.slice(from, to)
}

const SCRIPT_OR_STYLE = /<(script|style)/gi

/** `preg_replace('@<(script|style)[^>]*?>.*?</\\1>@si', '', $html)`: each block with its closing tag goes. */
function withoutScripts(html: string): string {
  const lower = html.toLowerCase()
  let out = ''
  let from = 0
  // The next `>` and each name's next closing tag, found once and reused while still ahead.
  let gt = -2
  const closing = new Map<string, number>()
  SCRIPT_OR_STYLE.lastIndex = 0
  for (let found = SCRIPT_OR_STYLE.exec(html); found; found = SCRIPT_OR_STYLE.exec(html)) {
    const name = (found[1] ?? '').toLowerCase()
    if (gt !== -1 && gt < SCRIPT_OR_STYLE.lastIndex) gt = html.indexOf('>', SCRIPT_OR_STYLE.lastIndex)
    if (gt === -1) break
    let close = closing.get(name) ?? -2
    if (close !== -1 && close <= gt) closing.set(name, (close = lower.indexOf(`</${name}>`, gt + 1)))
    if (close === -1) {
      SCRIPT_OR_STYLE.lastIndex = found.index + 1
      continue
    }
    out += html.slice(from, found.index)
    from = close + name.length + 3
    SCRIPT_OR_STYLE.lastIndex = from
  }
  return out + html.slice(from)
}

/** PHP's `trim`: spaces, tabs, line ends, NUL and vertical tabs, nothing else. */
const PHP_TRIM = new Set([' ', '\t', '\n', '\r', '\0', '\v'])
const phpTrim = (text: string) => trimWith(text, PHP_TRIM, true, true)

/** `wp_strip_all_tags($html, true)`: no script or style blocks, no tags, `[\r\n\t ]+` made one space; trimmed. */
export function stripTags(html: string): string {
  return phpTrim(phpStripTags(withoutScripts(html)).replace(/[\r\n\t ]+/g, ' '))
}

/** `$text.replace(/&.+?;/g, '')` as PHP reads it: `&`, at least one character (no `\n`) and the first `;` after it. */
function withoutEntities(text: string): string {
  let out = ''
  let from = 0
  // The next `;` and line end at or after a position, found once and reused while still ahead.
  let semicolon = -2
  let lineEnd = -2
  const nextLineEnd = (at: number) => {
    const found = text.indexOf('\n', at)
    return found === -1 ? text.length : found
  }
  for (let amp = text.indexOf('&'); amp !== -1; amp = text.indexOf('&', amp + 1)) {
    if (semicolon !== -1 && semicolon < amp + 2) semicolon = text.indexOf(';', amp + 2)
    if (semicolon === -1) break
    if (lineEnd < amp + 1) lineEnd = nextLineEnd(amp + 1)
    if (lineEnd < semicolon) continue
    out += text.slice(from, amp)
    from = semicolon + 1
    amp = semicolon
  }
  return out + text.slice(from)
}

/** `wp_trim_words($html, $words, '…')`: the first words of the text without its tags, an ellipsis when cut. */
export function summary(html: string, words = 55): string {
  const all = phpTrim(phpStripTags(withoutScripts(html)))
    .split(/[\n\r\t ]+/)
    .filter((word) => word !== '')
  return all.length > words ? `${all.slice(0, words).join(' ')}\u2026` : all.join(' ')
}

/** `remove_accents` (intl installed, as on most hosts): composed first, then each letter of WordPress's table spelled out. */
function removeAccents(text: string): string {
  if (!/[^\x00-\x7f]/.test(text)) return text
  let out = ''
  for (const char of text.normalize('NFC')) out += ACCENTS.get(char) ?? char
  return out
}

/** `utf8_uri_encode($text, 200)`: non-ASCII characters percent-encoded, the whole cut before it passes 200. */
function uriEncode(text: string, limit = 200): string {
  let out = ''
  for (const char of text) {
    const encoded = char.charCodeAt(0) < 0x80 ? char : encodeURIComponent(char).toLowerCase()
    if (out.length + encoded.length > limit) break
    out += encoded
  }
  return out
}

/** What `sanitize_title` makes a dash in an encoded slug (its 'save' context): dashes, spaces, slashes. */
const DASHED = /%c2%a0|%e2%80%(?:9[34]|8[0-9a]|a[89]|af)|&nbsp;|&#160;|&ndash;|&#8211;|&mdash;|&#8212;|\//g
/** What it drops: invisible characters, quotes, marks and symbols. */
const DROPPED =
  /%c2%(?:ad|a1|bf|ab|bb|a9|ae|b0|b4)|%e2%80%(?:b9|ba|9[89a-f]|a2|a6|8[b-f]|a[a-e])|%e2%84%a2|%cb%8a|%cc%8[014c]|%cd%81|%ef%bb%bf|%ef%bf%bc/g

/**
 * `sanitize_title($title)` as WordPress saves a slug: accents removed, tags stripped, lower
 * case, other letters percent-encoded (200 characters at most), invisible and typographic
 * characters dropped or made dashes, entities and punctuation dropped, words joined by dashes.
 */
export function sanitizeTitle(title: string): string {
  // PHP reads a lone surrogate as bytes that are not UTF-8, on which the slug comes out empty.
  if (!isWellFormed(title)) return ''
  const octets = phpStripTags(removeAccents(title)).replace(/%(?![0-9a-fA-F]{2})/g, '')
  const encoded = uriEncode(octets.toLowerCase())
    .toLowerCase()
    .replace(DASHED, '-')
    .replace(DROPPED, '')
    .replace(/%c3%97/g, 'x')
  return withoutEntities(encoded)
    .replace(/\./g, '-')
    .replace(/[^%a-z0-9 _-]/g, '')
    .replace(/ +/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** WordPress's unique slugs: `name`, then `name-2`, `name-3`... */
export function uniqueSlug(base: string, taken: (slug: string) => boolean): string {
  if (!taken(base)) return base
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}-${suffix}`
    if (!taken(candidate)) return candidate
  }
}
