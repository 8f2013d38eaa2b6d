import { utf8Step } from '../http/utf8.js'

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

/** `strict_constant` (rest_framework/utils/json.py): NaN and the infinities are refused. */
class ConstantError extends Error {}

/** DRF's words for a float JSON cannot carry: `repr` of the constant Python read. */
export function outOfRange(repr: string): string {
  return `Out of range float values are not JSON compliant: ${repr}`
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
    if (!text.startsWith(literal, index)) continue
    // DRF's strict parse_constant raises at the first of these, wherever a later error is.
    if (literal.endsWith('N') || literal.endsWith('y')) throw new ConstantError(literal)
    return index + literal.length
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
  // json.loads refuses a str that starts with a byte-order mark before it decodes anything.
  if (text.startsWith('\ufeff')) return `Unexpected UTF-8 BOM (decode using utf-8-sig): ${position(text, 0)}`
  try {
    const end = skipWhitespace(text, scanValue(text, skipWhitespace(text, 0)))
    if (end !== text.length) throw new DecodeError('Extra data', end)
  } catch (error) {
    if (error instanceof DecodeError) return `${error.reason}: ${position(text, error.position)}`
    if (error instanceof ConstantError) return outOfRange(`'${error.message}'`)
    if (error instanceof RangeError) return 'maximum recursion depth exceeded while decoding a JSON document'
    throw error
  }
  return 'Expecting value: line 1 column 1 (char 0)'
}

const keepingBom = new TextDecoder('utf-8', { ignoreBOM: true })

const hex = (byte: number) => `0x${byte.toString(16).padStart(2, '0')}`

/**
 * How DRF's JSONParser reads a body that is not UTF-8 (rest_framework/parsers.py,
 * `JSONParser.parse`: `codecs.getreader('utf-8')(stream)`, then `json.load`): the text when
 * only an incomplete sequence at the very end is wrong (the stream reader keeps it back and
 * drops it), else the message of Python's UnicodeDecodeError at the first bad byte, with the
 * byte range CPython's decoder reports.
 */
export function pythonUtf8(bytes: Uint8Array): { text: string } | { error: string } {
  for (let index = 0; index < bytes.length;) {
    const step = utf8Step(bytes, index)
    if (step.kind === 'truncated') return { text: keepingBom.decode(bytes.subarray(0, index)) }
    if (step.kind === 'invalid') {
      const where =
        step.length === 1
          ? `byte ${hex(bytes[index] ?? 0)} in position ${index}`
          : `bytes in position ${index}-${index + step.length - 1}`
      return { error: `'utf-8' codec can't decode ${where}: ${step.reason}` }
    }
    index += step.length
  }
  return { text: keepingBom.decode(bytes) }
}
