/**
 * WordPress's text helpers as far as the API shows them: `wpautop` (content and excerpts come
 * back as HTML paragraphs), `sanitize_title` (slugs) and unique slugs.
 */

const BLOCK =
  /^<(?:p|div|h[1-6]|ul|ol|li|blockquote|pre|table|figure|section|article|hr|dl|form|address|aside|header|footer|nav)[\s>/]/i

/** `wpautop`: blank lines separate paragraphs, single newlines become `<br />`; trimmed. */
export function autop(text: string): string {
  const normalized = text.replace(/\r\n?/g, '\n').trim()
  if (normalized === '') return ''
  return normalized
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => (BLOCK.test(block) ? block : `<p>${block.replace(/\n/g, '<br />\n')}</p>`))
    .join('\n')
}

/**
 * Every helper here reads text a client sent (up to 1 MiB), so each runs in time linear in it:
 * patterns that backtrack or search again from every position (`<[^>]*>` on "<<<<…",
 * `&.+?;` on "&&&&…", `\s*,\s*` on a run of spaces) are written as single scans instead
 * (`npm run bench -- text` doubles each input and checks the time does not quadruple).
 */

/** A comma-separated list, the whitespace around each comma dropped (the ends keep theirs): `split(/\s*,\s*\/)`. */
export function splitList(text: string): string[] {
  const parts = text.split(',')
  if (parts.length === 1) return parts
  return parts.map((part, index) =>
    index === 0 ? part.trimEnd() : index === parts.length - 1 ? part.trimStart() : part.trim(),
  )
}

/** Text without its tags (`<` to the next `>`), whitespace runs made one space; trimmed. */
export function stripTags(html: string): string {
  let text = ''
  let from = 0
  for (let open = html.indexOf('<'); open !== -1; open = html.indexOf('<', from)) {
    const close = html.indexOf('>', open + 1)
    // No `>` after this `<` means none after any later `<` either: the rest is text.
    if (close === -1) break
    text += html.slice(from, open)
    from = close + 1
  }
  text += html.slice(from)
  return text.replace(/\s+/g, ' ').trim()
}

const LINE_TERMINATOR = /[\n\r\u2028\u2029]/

/** `text.replace(/&.+?;/g, '')`: an entity is `&`, at least one character (no line end) and the first `;` after it. */
function withoutEntities(text: string): string {
  let out = ''
  let from = 0
  // The next `;` and line end at or after a position, found once and reused while still ahead.
  let semicolon = -2
  let lineEnd = -2
  const nextLineEnd = (at: number) => {
    const found = text.slice(at).search(LINE_TERMINATOR)
    return found === -1 ? text.length : at + found
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

/** The first `words` words of a text without its tags, with an ellipsis when cut. */
export function summary(html: string, words = 55): string {
  const all = stripTags(html)
    .split(' ')
    .filter((word) => word !== '')
  return all.length > words ? `${all.slice(0, words).join(' ')}\u2026` : all.join(' ')
}

const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  ø: 'o',
  Ø: 'O',
  œ: 'oe',
  Œ: 'OE',
  đ: 'd',
  Đ: 'D',
  ł: 'l',
  Ł: 'L',
  þ: 'th',
  ð: 'd',
}

/** `sanitize_title`: lower-case ASCII words joined by dashes; other letters percent-encoded as WordPress does. */
export function sanitizeTitle(title: string): string {
  let text = stripTags(title)
    .replace(/[ßæÆøØœŒđĐłŁþð]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
  text = withoutEntities(text).replace(/\./g, '-')
  text = Array.from(text, (char) => (char.charCodeAt(0) > 0x7f ? encodeURIComponent(char).toLowerCase() : char)).join(
    '',
  )
  return text
    .replace(/[^%a-z0-9 _-]/g, '')
    .replace(/%(?![0-9a-f]{2})/g, '')
    .replace(/\s+/g, '-')
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
