import { generateKeyPairSync, randomInt } from 'node:crypto'
import { isObject } from '../../mocks/http/json.js'
import type { JsonObject, JsonValue } from '../../mocks/http/types.js'

/**
 * Secrets in what standin writes down from a deployment (a recording, recorded stubs): private
 * keys, client and cookie secrets, tokens, passwords. Each is replaced by a generated value of
 * the same kind, which the API accepts where the original was (a PEM private key for a PEM
 * private key, as many letters and digits for a secret), so a file handed around holds none of
 * the deployment's. Fields that only name a secret (`password_field`,
 * `basic_auth_password_attribute`) or say how long one lives (`token_validity`) are not secrets.
 */

/** A field holding a secret: its name ends with one of these words. */
const SECRET_FIELD = /(?:^|_)(?:secret|password|passwd|token|private_key|api_key|apikey|key_data)$/i
/** Query parameters that carry one (`?token=`, `?access_token=`). */
export const isSecretName = (name: string) => SECRET_FIELD.test(name)

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
const UPPER_AND_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

function randomText(length: number, alphabet: string): string {
  let text = ''
  for (let index = 0; index < length; index++) text += alphabet[randomInt(alphabet.length)]
  return text
}

/** A fresh unencrypted P-256 private key in PEM, which the identity API takes as `key_data`. */
function privateKeyPem(): string {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString().trim()
}

/** A generated value in the place of a secret text: empty stays empty (no secret to hide). */
function replacementFor(secret: string): string {
  if (secret === '') return ''
  if (/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(secret)) return privateKeyPem()
  // Upper case and digits only stays so (a cookie secret); otherwise letters and digits.
  const alphabet = /^[A-Z0-9]+$/.test(secret) ? UPPER_AND_DIGITS : ALPHANUMERIC
  return randomText(Math.min(secret.length, 255), alphabet)
}

/** A copy of `value` with every secret field's text replaced, at any depth. */
export function withoutSecrets(value: JsonObject): JsonObject
export function withoutSecrets(value: JsonValue): JsonValue
export function withoutSecrets(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(withoutSecrets)
  if (!isObject(value)) return value
  const copy: JsonObject = {}
  for (const [name, inner] of Object.entries(value))
    copy[name] = typeof inner === 'string' && isSecretName(name) ? replacementFor(inner) : withoutSecrets(inner)
  return copy
}
