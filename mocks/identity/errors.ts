import { reasonPhrase } from '../http/status.js'
import type { ApiResponse } from '../http/types.js'
import { UploadedFile } from './uploaded-file.js'

/**
 * Every error the identity API answers, in Django REST Framework's shapes and words
 * (rest_framework 3.11.1 and Django 3.1, as passbook 0.10.9 ships them).
 */

export type FieldErrors = Record<string, string[]>

/** DRF's `non_field_errors` key, used for object-level validation. */
export const NON_FIELD_ERRORS = 'non_field_errors'

/** Python's str() of a value, as DRF formats it into messages. */
export function pythonStr(value: unknown): string {
  if (typeof value === 'string') return value
  if (value instanceof UploadedFile) return value.name
  return pythonRepr(value)
}

function pythonRepr(value: unknown): string {
  if (value === null || value === undefined) return 'None'
  if (value === true) return 'True'
  if (value === false) return 'False'
  if (typeof value === 'number') return String(value)
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
  if (Array.isArray(value)) return `[${value.map(pythonRepr).join(', ')}]`
  if (typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${pythonRepr(k)}: ${pythonRepr(v)}`)
      .join(', ')}}`
  }
  return String(value)
}

/** Python's type name of a parsed JSON value (`Expected a dictionary, but got list.`). */
function pythonTypeName(value: unknown): string {
  if (value === null || value === undefined) return 'NoneType'
  if (value instanceof UploadedFile) return 'InMemoryUploadedFile'
  if (Array.isArray(value)) return 'list'
  switch (typeof value) {
    case 'string':
      return 'str'
    case 'boolean':
      return 'bool'
    case 'number':
      return Number.isInteger(value) ? 'int' : 'float'
    default:
      return 'dict'
  }
}

export const messages = {
  required: 'This field is required.',
  null: 'This field may not be null.',
  blank: 'This field may not be blank.',
  invalidString: 'Not a valid string.',
  invalidJson: 'Value must be valid JSON.',
  nullCharacters: 'Null characters are not allowed.',
  maxLength: (max: number) => `Ensure this field has no more than ${max} characters.`,
  stringTooLarge: 'String value too large.',
  invalidInteger: 'A valid integer is required.',
  maxValue: (max: number) => `Ensure this value is less than or equal to ${max}.`,
  minValue: (min: number) => `Ensure this value is greater than or equal to ${min}.`,
  invalidBoolean: 'Must be a valid boolean.',
  invalidChoice: (value: unknown) => `"${pythonStr(value)}" is not a valid choice.`,
  invalidSlug: 'Enter a valid "slug" consisting of letters, numbers, underscores or hyphens.',
  invalidEmail: 'Enter a valid email address.',
  invalidUrl: 'Enter a valid URL.',
  invalidUsername: 'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
  pkDoesNotExist: (value: unknown) => `Invalid pk "${pythonStr(value)}" - object does not exist.`,
  pkIncorrectType: (value: unknown) => `Incorrect type. Expected pk value, received ${pythonTypeName(value)}.`,
  invalidUuid: (value: unknown) => `\u201c${pythonStr(value)}\u201d is not a valid UUID.`,
  notAList: (value: unknown) => `Expected a list of items but got type "${pythonTypeName(value)}".`,
  emptyList: 'This list may not be empty.',
  notADictionary: (value: unknown) => `Invalid data. Expected a dictionary, but got ${pythonTypeName(value)}.`,
  noData: 'No data provided',
  uniqueTogether: (fields: string[]) => `The fields ${fields.join(', ')} must make a unique set.`,
  invalidCertificate: 'Unable to load certificate.',
  invalidPrivateKey: 'Unable to load private key.',
} as const

function detail(status: number, text: string, headers?: Record<string, string>): ApiResponse {
  return { status, body: { detail: text }, ...(headers ? { headers } : {}) }
}

/** The realm upstream's token authenticator announces; DRF answers 401 (not 403) because of it. */
const WWW_AUTHENTICATE = 'Basic realm="passbook"'

export const errors = {
  notFound: () => detail(404, 'Not found.'),
  methodNotAllowed: (method: string, allow: string) => detail(405, `Method "${method}" not allowed.`, { Allow: allow }),
  notAcceptable: () => detail(406, 'Could not satisfy the request Accept header.'),
  unsupportedMediaType: (contentType: string) => detail(415, `Unsupported media type "${contentType}" in request.`),
  parseError: (reason: string) => detail(400, `JSON parse error - ${reason}`),
  multipartError: () => detail(400, 'Multipart form parse error - Invalid boundary in multipart: None'),
  notAuthenticated: () =>
    detail(401, 'Authentication credentials were not provided.', { 'WWW-Authenticate': WWW_AUTHENTICATE }),
  authenticationFailed: (text: string) => detail(401, text, { 'WWW-Authenticate': WWW_AUTHENTICATE }),
  validation: (fieldErrors: FieldErrors): ApiResponse => ({
    status: 400,
    body: fieldErrors,
  }),
  /** A status the host imposes: DRF's wording where DRF has one, else the reason phrase. */
  status: (status: number, message?: string) => ({
    ...detail(status, message ?? STATUS_DETAILS[status] ?? `${reasonPhrase(status)}.`),
    headers: { 'Content-Type': 'application/json' },
  }),
}

const STATUS_DETAILS: Record<number, string> = {
  401: 'Authentication credentials were not provided.',
  403: 'You do not have permission to perform this action.',
  404: 'Not found.',
  429: 'Request was throttled.',
  500: 'A server error occurred.',
  503: 'Service temporarily unavailable, try again later.',
}
