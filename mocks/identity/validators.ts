import { type FieldErrors, messages, NON_FIELD_ERRORS } from './errors.js'
import type { InputContext } from './fields.js'

/** Value checks that belong to one model or another of the identity API. */

const USERNAME = /^[\p{L}\p{N}_.@+-]+$/u
export const validUsername = (text: string) => (USERNAME.test(text) ? undefined : messages.invalidUsername)

/**
 * The text between the first BEGIN line of a label and the END line after it. Found with
 * indexOf: as a lazy regular expression it searched for the END from every BEGIN, quadratic
 * on a body of BEGIN lines alone.
 */
function pemBlock(text: string, label: string): string | undefined {
  const begin = `-----BEGIN ${label}-----`
  const start = text.indexOf(begin)
  if (start === -1) return undefined
  const end = text.indexOf(`-----END ${label}-----`, start + begin.length)
  return end === -1 ? undefined : text.slice(start + begin.length, end)
}

function pemBody(text: string, labels: readonly string[]): Uint8Array | undefined {
  for (const label of labels) {
    const block = pemBlock(text, label)
    if (block === undefined) continue
    const base64 = block.replace(/\s+/g, '')
    if (base64 === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return undefined
    try {
      return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
    } catch {
      return undefined
    }
  }
  return undefined
}

/** A PEM block whose DER starts as an ASN.1 SEQUENCE: what `load_pem_x509_certificate` needs first. */
function isDerSequence(bytes: Uint8Array | undefined): boolean {
  return bytes !== undefined && bytes.length > 16 && bytes[0] === 0x30
}

export const validCertificate = (text: string) =>
  isDerSequence(pemBody(text, ['CERTIFICATE'])) ? undefined : messages.invalidCertificate

/** Blank, or an unencrypted PEM private key. */
export const validPrivateKey = (text: string) =>
  text === '' || isDerSequence(pemBody(text, ['PRIVATE KEY', 'RSA PRIVATE KEY', 'EC PRIVATE KEY']))
    ? undefined
    : messages.invalidPrivateKey

/**
 * A light Python syntax check for expression policies. Upstream compiles the expression
 * and lets a SyntaxError escape as a 500; standin answers a 400 on the field with
 * Python's wording. It finds what clients get wrong most: unbalanced brackets and
 * unterminated strings.
 */
export function pythonSyntaxError(source: string): string | undefined {
  const closers: Record<string, string> = { ')': '(', ']': '[', '}': '{' }
  const stack: Array<{ char: string; line: number }> = []
  let line = 1
  for (let i = 0; i < source.length; i++) {
    const char = source[i] ?? ''
    if (char === '\n') line++
    else if (char === '#') {
      while (i + 1 < source.length && source[i + 1] !== '\n') i++
    } else if (char === '"' || char === "'") {
      const triple = source.startsWith(char.repeat(3), i)
      const quote = triple ? char.repeat(3) : char
      const start = line
      let j = i + quote.length
      let closed = false
      while (j < source.length) {
        if (source[j] === '\\') {
          j += 2
          continue
        }
        if (source[j] === '\n') {
          if (!triple) break
          line++
        }
        if (source.startsWith(quote, j)) {
          closed = true
          break
        }
        j++
      }
      if (!closed) {
        return triple
          ? `EOF while scanning triple-quoted string literal (<string>, line ${start})`
          : `EOL while scanning string literal (<string>, line ${start})`
      }
      i = j + quote.length - 1
    } else if ('([{'.includes(char)) stack.push({ char, line })
    else if (char in closers) {
      const open = stack.pop()
      if (!open || open.char !== closers[char]) return `invalid syntax (<string>, line ${line})`
    }
  }
  if (stack.length > 0) return `unexpected EOF while parsing (<string>, line ${line})`
  return undefined
}

export const validExpression = (text: string) => pythonSyntaxError(text)

/**
 * DRF's UniqueTogetherValidator: on update, fields left out take the instance's values;
 * a null among them skips the check (databases let NULLs repeat).
 */
export function uniqueTogether<Row extends Record<string, unknown>>(
  fields: readonly string[],
  values: Record<string, unknown>,
  instance: Row | undefined,
  others: readonly Row[],
): FieldErrors | undefined {
  const wanted = fields.map((field) => (field in values ? values[field] : instance?.[field]))
  if (wanted.some((value) => value === null || value === undefined)) return undefined
  const clash = others.some((row) => row !== instance && fields.every((field, index) => row[field] === wanted[index]))
  return clash ? { [NON_FIELD_ERRORS]: [messages.uniqueTogether([...fields])] } : undefined
}

/** A field validator for a unique column (other rows than the one being updated). */
export function unique<Db, Row>(
  message: string,
  taken: (db: Db, value: unknown, instance: Row | undefined) => boolean,
) {
  return (value: unknown, context: InputContext<Db, Row>) =>
    taken(context.db, value, context.instance) ? message : undefined
}
