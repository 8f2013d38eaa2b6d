/**
 * PHP's `strip_tags` (no tags allowed), the state machine of php_strip_tags_ex in one pass:
 * `<` followed by whitespace is text; inside a tag, quotes hide `>` and a `<` nests; `<!--` runs
 * to `-->`, `<?` to `?>`, `<!` to `>`; a tag never closed swallows the rest; NUL bytes go.
 * (A `<?` block's quotes and parentheses, which PHP also tracks, are not: it ends at `?>`.)
 */

/** Where the scan is: in text, a tag, `<?…?>`, `<!…>` or `<!--…-->`. */
const State = { Text: 0, Tag: 1, Php: 2, Bang: 3, Comment: 4 } as const

const isSpace = (char: string | undefined) =>
  char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\v' || char === '\f'

export function phpStripTags(html: string): string {
  let out = ''
  let textFrom = 0
  let state: number = State.Text
  let quote = ''
  let depth = 0
  for (let index = 0; index < html.length; index++) {
    const char = html[index]
    const previous = html[index - 1]
    if (state === State.Text) {
      if (char === '\0') {
        out += html.slice(textFrom, index)
        textFrom = index + 1
      } else if (char === '<' && !isSpace(html[index + 1])) {
        out += html.slice(textFrom, index)
        state = State.Tag
      }
      continue
    }
    if (state === State.Comment) {
      if (char === '>' && previous === '-' && html[index - 2] === '-') state = State.Text
    } else if (state === State.Php) {
      if (char === '>' && previous === '?') state = State.Text
    } else if (char === '"' || char === "'") {
      // A quote opens (or closes the one open) except after a backslash outside a tag proper.
      if ((state === State.Tag || previous !== '\\') && (quote === '' || quote === char))
        quote = quote === '' ? char : ''
    } else if (quote !== '') {
      continue
    } else if (char === '<' && state === State.Tag) {
      if (!isSpace(html[index + 1])) depth++
    } else if (char === '>') {
      if (depth > 0) depth--
      else state = State.Text
    } else if (state === State.Tag && previous === '<' && (char === '!' || char === '?')) {
      state = char === '!' ? State.Bang : State.Php
    } else if (state === State.Bang && char === '-' && previous === '-' && html[index - 2] === '!') {
      state = State.Comment
    }
    if (state === State.Text) {
      quote = ''
      textFrom = index + 1
    }
  }
  return state === State.Text ? out + html.slice(textFrom) : out
}
