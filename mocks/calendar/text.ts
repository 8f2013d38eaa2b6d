/**
 * WordPress's text helpers as far as the API shows them: `wpautop` (content and excerpts come
 * back as HTML paragraphs), `sanitize_title` (slugs) and unique slugs.
 */

const BLOCK = /^<(?:p|div|h[1-6]|ul|ol|li|blockquote|pre|table|figure|section|article|hr|dl|form|address|aside|header|footer|nav)[\s>/]/i

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

export function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim()
}

/** The first `words` words of a text without its tags, with an ellipsis when cut. */
export function summary(html: string, words = 55): string {
  const all = stripTags(html).split(' ').filter((word) => word !== '')
  return all.length > words ? `${all.slice(0, words).join(' ')}\u2026` : all.join(' ')
}

const SPECIAL_LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', Æ: 'AE', ø: 'o', Ø: 'O', œ: 'oe', Œ: 'OE', đ: 'd', Đ: 'D', ł: 'l', Ł: 'L', þ: 'th', ð: 'd' }

/** `sanitize_title`: lower-case ASCII words joined by dashes; other letters percent-encoded as WordPress does. */
export function sanitizeTitle(title: string): string {
  let text = stripTags(title)
    .replace(/[ßæÆøØœŒđĐłŁþð]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&.+?;/g, '')
    .replace(/\./g, '-')
  text = Array.from(text, (char) => (char.charCodeAt(0) > 0x7f ? encodeURIComponent(char).toLowerCase() : char)).join('')
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
