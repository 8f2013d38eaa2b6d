/**
 * The workbench's one way to the server: the documented control routes, so the cross-site
 * guard, the Host check and `--admin-token` apply as to any client. The admin token, when the
 * server wants one, is asked for once and kept for this tab only (sessionStorage); the store a
 * call acts on is the one chosen in the header (a session's through X-Standin-Session).
 */

const TOKEN_KEY = 'standin-admin-token'

export interface Reply<Body> {
  status: number
  body: Body
}

let asking: Promise<boolean> | undefined

/** The admin token this tab was given, if any. */
export const adminToken = () => sessionStorage.getItem(TOKEN_KEY) ?? undefined

export function keepAdminToken(token: string): void {
  if (token === '') sessionStorage.removeItem(TOKEN_KEY)
  else sessionStorage.setItem(TOKEN_KEY, token)
}

/** Waits for the token dialog (main.ts opens it) when the server asks for the admin token: true when one was given. */
let askForToken: () => Promise<boolean> = async () => false
export function onTokenNeeded(ask: () => Promise<boolean>): void {
  askForToken = ask
}

/** The session the page acts on ('' for the shared store). */
let session = ''
export const currentSession = () => session
export function useSession(id: string): void {
  session = id
}

interface CallOptions {
  json?: unknown
  /** Act on this store instead of the chosen one ('' the shared store). */
  session?: string
  /** A body sent as it is (a snapshot file), as JSON. */
  raw?: string
}

function headersFor(options: CallOptions): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  const token = adminToken()
  if (token) headers['X-Standin-Admin-Token'] = token
  const store = options.session ?? session
  if (store !== '') headers['X-Standin-Session'] = store
  if (options.json !== undefined || options.raw !== undefined) headers['Content-Type'] = 'application/json'
  return headers
}

/**
 * A control route's answer. A 401 for the admin token asks for it (once for every call waiting
 * on it) and tries again, until a token works or the user cancels (then the 401 is the answer).
 */
export async function call<Body>(method: string, path: string, options: CallOptions = {}): Promise<Reply<Body>> {
  for (;;) {
    const body = options.raw ?? (options.json === undefined ? undefined : JSON.stringify(options.json))
    const response = await fetch(`/__standin${path}`, { method, headers: headersFor(options), body })
    if (response.status === 401) {
      asking ??= askForToken().finally(() => (asking = undefined))
      if (await asking) continue
    }
    const text = await response.text()
    const parsed: Body = text === '' ? undefined : JSON.parse(text)
    return { status: response.status, body: parsed }
  }
}

/** The message of a refusal, or a line saying what the status was. */
export function failureOf(reply: Reply<unknown>): string {
  const body = reply.body
  if (typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string') return body.error
  return `The server answered ${reply.status}.`
}

/** A download of a control route's answer (the snapshot), with the headers a link cannot send. */
export async function download(path: string, filename: string): Promise<void> {
  const response = await fetch(`/__standin${path}`, { headers: headersFor({}) })
  if (!response.ok) throw new Error(`The download answered ${response.status}.`)
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
