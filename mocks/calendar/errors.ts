import { reasonPhrase } from '../http/status.js'
import type { ApiResponse, JsonObject, JsonValue } from '../http/types.js'
import type { JsonErrorCode } from './body.js'

/**
 * Every error the calendar API answers, in WordPress's REST shape
 * `{code, message, data: {status, params?, details?}}` and with upstream's words
 * (WordPress core and The Events Calendar 6.17.2). One builder, then one template per code.
 */

/** An error a validator hands back (WordPress's `WP_Error`): it becomes an entry of `details`. */
function wpError(
  code: string,
  message: string,
  data: JsonObject | null = null,
): { code: string; message: string; data: JsonObject | null } {
  return { code, message, data }
}

export type ValidatorError = ReturnType<typeof wpError>

/** The one builder: status goes in `data.status`, extra data after it. */
function errorResponse(code: string, message: string, status: number, extra: JsonObject = {}) {
  return { status, body: { code, message, data: { status, ...extra } } } satisfies ApiResponse
}

type PostKind = 'event' | 'venue' | 'organizer'

export const messages = {
  noRoute: 'No route was found matching the URL and request method.',
  invalidJson: 'Invalid JSON body passed.',
  forbidden: 'Sorry, you are not allowed to do that.',
  invalidNamespace: 'The specified namespace could not be found.',
  invalidParameter: 'Invalid parameter.',
  notOfType: (param: string, type: string) => `${param} is not of type ${type}.`,
  ticketsNotActive: 'Event Tickets plugin is not activated.',
  critical:
    '<p>There has been a critical error on this website.</p><p><a href="https://wordpress.org/documentation/article/faq-troubleshooting/">Learn more about troubleshooting WordPress.</a></p>',
} as const

export const errors = {
  noRoute: () => errorResponse('rest_no_route', messages.noRoute, 404),
  /** `WP_REST_Request::parse_json_params`: PHP's `json_last_error()` and its message. */
  invalidJson: (code: JsonErrorCode = 4) =>
    errorResponse('rest_invalid_json', messages.invalidJson, 400, {
      json_error_code: code,
      json_error_message: JSON_ERRORS[code],
    }),
  missingParams: (names: string[]) =>
    errorResponse('rest_missing_callback_param', `Missing parameter(s): ${names.join(', ')}`, 400, { params: names }),
  /** `details` is `[]` (PHP's empty array) when every failure was a plain `false`. */
  invalidParams: (params: Record<string, string>, details: Record<string, JsonValue>) =>
    errorResponse('rest_invalid_param', `Invalid parameter(s): ${Object.keys(params).join(', ')}`, 400, {
      params,
      details: Object.keys(details).length === 0 ? [] : details,
    }),
  /** 401 for an anonymous caller, 403 for an authenticated one. */
  forbidden: (authenticated: boolean) => errorResponse('rest_forbidden', messages.forbidden, authenticated ? 403 : 401),
  invalidNamespace: () => errorResponse('rest_invalid_namespace', messages.invalidNamespace, 404),
  /** WordPress refuses the callback before it reads the request, with `json_error`: no `data`. */
  invalidCallback: (): ApiResponse => ({
    status: 400,
    body: { code: 'rest_callback_invalid', message: 'Invalid JSONP callback function.' },
  }),

  eventNotFound: (id: number | string) =>
    errorResponse('rest-event-not-found', `Event with ID ${id} does not exist.`, 404),
  invalidEventId: () => errorResponse('rest-invalid-event-id', 'The specified ID is not a valid event.', 400),
  eventNotAccessible: () => errorResponse('event-not-accessible', 'The requested event is not accessible', 403),
  eventPasswordProtected: () =>
    errorResponse('event-password-protected', 'The requested event is not accessible without a password', 403),
  eventNoLongerAvailable: () => errorResponse('event-no-longer-available', 'This event is no longer available', 403),

  inTrash: (kind: PostKind) => errorResponse(`${kind}-is-in-trash`, `The ${kind} is already trashed`, 410),
  notAccessible: (kind: 'venue' | 'organizer') =>
    errorResponse(`${kind}-not-accessible`, `The requested ${kind} is not accessible`, 403),
  couldNotCreate: (kind: 'venue' | 'organizer') =>
    errorResponse(`could-not-create-${kind}`, `The ${kind} could not be created from the provided data`, 400),
  invalidLinkedPostId: () => errorResponse('invalid-linked-post-id', 'The provided linked post ID is not valid', 400),
  archivePageNotFound: (kind: PostKind) =>
    errorResponse(`${kind}-archive-page-not-found`, `The requested ${kind} archive page does not exist`, 404),

  termExists: (hierarchical: boolean, termId: number) =>
    errorResponse(
      'term_exists',
      hierarchical
        ? 'A term with the name provided already exists with this parent.'
        : 'A term with the name provided already exists in this taxonomy.',
      400,
      { term_id: termId },
    ),
  /** Upstream answers this one without a status (so 500); a correct server says 400. */
  duplicateTermSlug: (slug: string) =>
    errorResponse('duplicate_term_slug', `The slug \u201c${slug}\u201d is already in use by another term.`, 400),
  /** Upstream answers this one without a status (so 500); a correct server says 400. */
  emptyTermName: () => errorResponse('empty_term_name', 'A name is required for this term.', 400),
  taxonomyNotHierarchical: () =>
    errorResponse('rest_taxonomy_not_hierarchical', 'Cannot set parent term, taxonomy is not hierarchical.', 400),
  parentTermMissing: () => errorResponse('rest_term_invalid', 'Parent term does not exist.', 400),
  /**
   * A failure of the mock's own code: what WordPress answers a REST request after a fatal
   * error (WP_Fatal_Error_Handler through wp_die's JSON handler), no-cache headers included.
   */
  critical: (): ApiResponse => {
    const { status, body } = errorResponse('internal_server_error', messages.critical, 500)
    return {
      status,
      headers: {
        'Content-Type': 'application/json; charset=UTF-8',
        'Cache-Control': 'no-cache, must-revalidate, max-age=0, no-store, private',
        Expires: 'Wed, 11 Jan 1984 05:00:00 GMT',
      },
      body: { ...body, additional_errors: [] },
    }
  },
  /** A status the host imposes (a fault, a limit), worded as WordPress would. */
  status: (status: number, message?: string) => ({
    ...errorResponse(STATUS_CODES[status] ?? `http_${status}`, message ?? reasonPhrase(status), status),
    headers: { 'Content-Type': 'application/json; charset=UTF-8' },
  }),
}

/** PHP's `json_last_error_msg()` for each code a body can cause (ext/json/json.c). */
const JSON_ERRORS: Record<JsonErrorCode, string> = {
  1: 'Maximum stack depth exceeded',
  3: 'Control character error, possibly incorrectly encoded',
  4: 'Syntax error',
  5: 'Malformed UTF-8 characters, possibly incorrectly encoded',
  10: 'Single unpaired UTF-16 surrogate in unicode escape',
}

const STATUS_CODES: Record<number, string> = {
  401: 'rest_forbidden',
  404: 'rest_no_route',
  413: 'rest_request_too_large',
  414: 'rest_uri_too_long',
  429: 'rest_too_many_requests',
  431: 'rest_request_header_fields_too_large',
  500: 'internal_server_error',
  503: 'rest_service_unavailable',
}

/** Validator errors that appear inside `rest_invalid_param`'s `details`. */
export const validatorErrors = {
  notOfType: (param: string, type: string) => wpError('rest_invalid_type', messages.notOfType(param, type), { param }),
  ticketsNotActive: () => wpError('event-tickets-not-active', messages.ticketsNotActive),
}
