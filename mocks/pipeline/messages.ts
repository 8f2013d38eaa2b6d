/**
 * What the pipeline says, in either API's error shape (`Api.statusError`), about the parts of
 * a request that are standin's rather than an API's: the address and its session header.
 */

export const SESSION_HEADER = 'x-standin-session'

const shown = (text: string) => JSON.stringify(text.length > 100 ? `${text.slice(0, 100)}…` : text)

export const pipelineMessages = {
  invalidHost: (host: string | undefined) =>
    host === undefined || host === ''
      ? 'The request target does not name a valid address.'
      : `The Host header ${shown(host)} is not a valid host name (letters, digits, dots and dashes, or an IP address, and an optional port).`,
  invalidSession: 'X-Standin-Session must be 1 to 128 letters, digits, ".", "_", ":" or "-".',
  sessionsFull: (limit: number) =>
    `Too many sessions (limit ${limit}); end one with DELETE /__standin/sessions/<id> or wait for the idle timeout.`,
  unknownSession: (id: string) =>
    `There is no session ${shown(id)}: a session starts with a request that carries the API token, or with POST /__standin/sessions.`,
} as const
