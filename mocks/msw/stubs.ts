import { http, type RequestHandler } from 'msw'
import { standinUrls } from './faults.js'
import { parseStub, type Stub, type StubDefinition } from '../levers/stubs.js'
import { templatesReady } from '../levers/templates.js'

/**
 * A stub as an MSW handler, to prepend with `server.use()` (or `worker.use()`), so that
 * `server.resetHandlers()` removes it:
 *
 *   server.use(stub({ request: { method: 'GET', path: '/api/v2beta/core/users/:id/' },
 *                     response: { status: 503, body: { detail: 'down' } }, times: 1 }))
 *
 * It takes what `POST /__standin/stubs` takes, and like the fault handlers it decides nothing:
 * it attaches its stub to the requests on standin's paths and lets them through; standin's
 * handler matches it in the pipeline (mocks/levers/stubs.ts), with the same code and the same
 * count of uses as the standalone server's stubs. A templated stub (`response.template`) is
 * filled from each request as the server's are (mocks/levers/templates.ts).
 */

/** The stubs attached to a request (msw hands every handler the same Request), latest `use()` first. */
const attached = new WeakMap<Request, Stub[]>()

export function carriedStubs(request: Request): readonly Stub[] | undefined {
  return attached.get(request)
}

let handlerStubs = 0

export function stub(definition: StubDefinition, options: { baseUrl?: string } = {}): RequestHandler {
  const parsed = parseStub(definition)
  if (!parsed.ok) throw new TypeError(`standin stub: ${parsed.error}`)
  // Counted in the handler: `times` spans every request this handler sees.
  const kept: Stub = { id: `msw-stub-${++handlerStubs}`, ...parsed.value, used: 0 }
  const attach = (request: Request) => {
    attached.set(request, [...(attached.get(request) ?? []), kept])
    return undefined
  }
  if (!kept.response.template) return http.all(standinUrls(options.baseUrl), ({ request }) => attach(request))
  // In Node its templates are compiled already (a mistake threw above); in a browser Handlebars
  // is loaded now, and a template that does not parse fails the requests the stub would answer.
  const ready = templatesReady(kept.response).catch((error: unknown) => String(error))
  return http.all(standinUrls(options.baseUrl), async ({ request }) => {
    const problem = await ready
    if (problem) throw new TypeError(`standin stub: ${problem}`)
    return attach(request)
  })
}
