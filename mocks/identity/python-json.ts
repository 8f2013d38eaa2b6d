/**
 * Where and why Python's `json.loads` rejects a text, worded as CPython's decoder words it
 * (DRF reports `JSON parse error - <this>`). Only consulted after JSON.parse has failed,
 * so it locates errors and never builds values.
 */

class DecodeError extends Error {
  constructor(
    readonly reason: string,
    readonly position: number,
  ) {
    super(reason)
  }
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r'])
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?/y
const SIMPLE_ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't'])

function skipWhitespace(text: string, index: number): number {
  while (index < text.length && WHITESPACE.has(text[index] ?? '')) index++
  return index
}

function scanString(text: string, start: number): number {
  // `start` is just past the opening quote.
  let index = start
  for (;;) {
    if (index >= text.length) throw new DecodeError('Unterminated string starting at', start - 1)
    const char = text[index] ?? ''
    if (char === '"') return index + 1
    if (char.charCodeAt(0) < 0x20) throw new DecodeError('Invalid control character at', index)
    if (char === '\\') {
      const escape = text[index + 1]
      if (escape === undefined) throw new DecodeError('Unterminated string starting at', start - 1)
      if (escape === 'u') {
        if (!/^[0-9a-fA-F]{4}$/.test(text.slice(index + 2, index + 6))) {
          throw new DecodeError('Invalid \\uXXXX escape', index + 1)
        }
        index += 6
        continue
      }
      if (!SIMPLE_ESCAPES.has(escape)) throw new DecodeError('Invalid \\escape', index)
      index += 2
      continue
    }
    index++
  }
}

function scanValue(text: string, index: number): number {
  const char = text[index]
  if (char === undefined) throw new DecodeError('Expecting value', index)
  if (char === '"') return scanString(text, index + 1)
  if (char === '{') return scanObject(text, index + 1)
  if (char === '[') return scanArray(text, index + 1)
  for (const literal of ['null', 'true', 'false', 'NaN', 'Infinity', '-Infinity']) {
    if (text.startsWith(literal, index)) return index + literal.length
  }
  NUMBER.lastIndex = index
  if (NUMBER.exec(text)) return NUMBER.lastIndex
  throw new DecodeError('Expecting value', index)
}

function scanObject(text: string, start: number): number {
  let index = skipWhitespace(text, start)
  if (text[index] === '}') return index + 1
  if (text[index] !== '"') throw new DecodeError('Expecting property name enclosed in double quotes', index)
  index++
  for (;;) {
    index = scanString(text, index)
    index = skipWhitespace(text, index)
    if (text[index] !== ':') throw new DecodeError("Expecting ':' delimiter", index)
    index = skipWhitespace(text, index + 1)
    index = skipWhitespace(text, scanValue(text, index))
    const next = text[index]
    index++
    if (next === '}') return index
    if (next !== ',') throw new DecodeError("Expecting ',' delimiter", index - 1)
    index = skipWhitespace(text, index)
    const quote = text[index]
    index++
    if (quote !== '"') throw new DecodeError('Expecting property name enclosed in double quotes', index - 1)
  }
}

function scanArray(text: string, start: number): number {
  let index = skipWhitespace(text, start)
  if (text[index] === ']') return index + 1
  for (;;) {
    index = skipWhitespace(text, scanValue(text, index))
    const next = text[index]
    index++
    if (next === ']') return index
    if (next !== ',') throw new DecodeError("Expecting ',' delimiter", index - 1)
    index = skipWhitespace(text, index)
  }
}

function position(text: string, index: number): string {
  const before = text.slice(0, index)
  const line = before.split('\n').length
  const column = index - (before.lastIndexOf('\n') + 1) + 1
  return `line ${line} column ${column} (char ${index})`
}

/** The decoder's message for a text that JSON.parse rejected. */
export function pythonJsonError(text: string): string {
  try {
    const end = skipWhitespace(text, scanValue(text, skipWhitespace(text, 0)))
    if (end !== text.length) throw new DecodeError('Extra data', end)
  } catch (error) {
    if (error instanceof DecodeError) return `${error.reason}: ${position(text, error.position)}`
    if (error instanceof RangeError) return 'maximum recursion depth exceeded while decoding a JSON document'
    throw error
  }
  // Python accepts these constants; DRF's strict parser then refuses them.
  return 'Out of range float values are not permitted.'
}
