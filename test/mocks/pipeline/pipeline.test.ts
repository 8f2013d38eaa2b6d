import { describe, expect, it, vi } from 'vitest'
import { FaultSet } from '../../../mocks/levers/faults.js'
import { createPipeline, type IncomingRequest, type PipelineContext } from '../../../mocks/pipeline/pipeline.js'
import { StubSet } from '../../../mocks/levers/stubs.js'
import type { Api, ApiResponse } from '../../../mocks/http/types.js'
import { Random } from '../../../mocks/store/random.js'
import { createTransactionalQueue } from '../../../mocks/store/transaction.js'

/** The pipeline's steps and their order, on a small API whose answers say which step answered. */

interface Store extends PipelineContext {
  name: string
}

const store = (name: string): Store => ({
  name,
  faults: new FaultSet(new Random(1)),
  stubs: new StubSet(),
  exclusive: createTransactionalQueue(
    () => ({}),
    () => undefined,
  ),
})

const resolve = vi.fn((_request, context: Store): ApiResponse => ({ status: 200, body: { from: context.name } }))

const api: Api<Store> = {
  name: 'test',
  routes: [
    { name: 'test.thing.read', method: 'GET', path: '/api/things/:id', resolve },
    {
      name: 'test.thing.fail',
      method: 'POST',
      path: '/api/things/:id',
      resolve: () => Promise.reject(new Error('secret')),
    },
  ],
  prefixes: ['/api'],
  fallback: () => ({ status: 404, body: { error: 'no route' } }),
  statusError: (status, message) => ({ status, body: { error: message ?? `status ${status}` } }),
  serverError: () => ({ status: 500, body: { error: 'server error' } }),
  authenticated: (request) => request.headers.authorization === 'yes',
  collections: () => [],
  cors: { methods: [], requestHeaders: [], exposedHeaders: [] },
}

const incoming = (fields: Partial<IncomingRequest> = {}): IncomingRequest => ({
  method: 'GET',
  url: 'http://test.example/api/things/1',
  headers: [],
  body: undefined,
  remoteAddress: undefined,
  ...fields,
})

describe('the pipeline', () => {
  it('answers a route through the store the host gives', async () => {
    const outcome = await createPipeline(api).handle(incoming(), store('shared'))
    expect(outcome).toEqual({
      kind: 'answer',
      response: { status: 200, body: { from: 'shared' } },
      context: expect.objectContaining({ name: 'shared' }),
      by: 'route',
      route: expect.any(String),
    })
  })

  it('checks limits first: an address that does not parse, then a target, headers and body past the limits', async () => {
    const select = vi.fn()
    const pipeline = createPipeline(api, { select })
    const badHost = await pipeline.handle(
      incoming({ url: 'http://1.2.3.4.5/api/things/1', headers: [['Host', '1.2.3.4.5']] }),
      store('shared'),
    )
    expect(badHost).toEqual({
      kind: 'answer',
      response: {
        status: 400,
        body: { error: expect.stringContaining('The Host header "1.2.3.4.5" is not a valid host name') },
      },
      by: 'standin',
    })
    const target = await pipeline.handle(
      incoming({ url: `http://test.example/api/${'x'.repeat(9000)}` }),
      store('shared'),
    )
    expect(target.kind === 'answer' && target.response.status).toBe(414)
    const overLimit = await pipeline.handle(incoming({ overLimit: 413 }), store('shared'))
    expect(overLimit.kind === 'answer' && overLimit.response.status).toBe(413)
    const body = await pipeline.handle(incoming({ method: 'POST', body: 'x'.repeat(1024 * 1024 + 1) }), store('shared'))
    expect(body.kind === 'answer' && body.response.status).toBe(413)
    expect(select).not.toHaveBeenCalled()
  })

  it("lets the host pick the store, or refuse in the API's shape", async () => {
    const other = store('session')
    const pipeline = createPipeline(api, {
      select: (request, shared) =>
        request.headers['x-pick'] === 'other'
          ? { context: other }
          : request.headers['x-pick'] === 'none'
            ? { refuse: 401, message: 'no store for you' }
            : { context: shared },
    })
    const picked = await pipeline.handle(incoming({ headers: [['X-Pick', 'other']] }), store('shared'))
    expect(picked.kind === 'answer' && picked.response.body).toEqual({ from: 'session' })
    const refused = await pipeline.handle(incoming({ headers: [['X-Pick', 'none']] }), store('shared'))
    expect(refused).toEqual({
      kind: 'answer',
      response: { status: 401, body: { error: 'no store for you' } },
      by: 'standin',
    })
  })

  it("decides the store's faults, the request's own and Prefer, before the route", async () => {
    const shared = store('shared')
    shared.faults.add([{ path: '/api/things/*', method: 'GET', status: 503 }])
    resolve.mockClear()
    const pipeline = createPipeline(api)
    const failed = await pipeline.handle(incoming(), shared)
    expect(failed.kind === 'answer' && failed.response).toEqual({ status: 503, body: { error: 'status 503' } })
    expect(resolve).not.toHaveBeenCalled()
    shared.faults.clear()
    expect(await pipeline.handle(incoming({ faults: [{ path: '/api/*', drop: true }] }), shared)).toEqual({
      kind: 'drop',
      context: shared,
    })
    const preferred = await pipeline.handle(incoming({ headers: [['Prefer', 'code=429']] }), shared)
    expect(preferred.kind === 'answer' && preferred.response.status).toBe(429)
    const parent = store('server')
    parent.faults.add([{ path: '*', status: 502 }])
    const child = { ...store('child'), faults: new FaultSet(new Random(1), parent.faults) }
    const inherited = await pipeline.handle(incoming(), child)
    expect(inherited.kind === 'answer' && inherited.response.status).toBe(502)
  })

  it("answers a matching stub before faults and the route, its own first, then the carried ones, then the parent's", async () => {
    const parent = store('server')
    const child = { ...store('session'), stubs: new StubSet(parent.stubs) }
    child.faults.add([{ path: '*', status: 503 }])
    parent.stubs.add([{ request: { path: '/api/things/:id' }, response: { status: 202, body: 'server' } }])
    child.stubs.add([
      { request: { method: 'GET', path: '/api/things/2' }, response: { status: 200, body: 'session' }, times: 1 },
    ])
    resolve.mockClear()
    const pipeline = createPipeline(api)
    const first = await pipeline.handle(incoming({ url: 'http://test.example/api/things/2' }), child)
    expect(first).toEqual({
      kind: 'answer',
      response: { status: 200, headers: { 'Content-Type': 'application/json' }, body: 'session' },
      context: child,
      stub: 'stub-2',
      by: 'stub',
    })
    // Used once, the session's stub is gone: the server's answers, for every method.
    const second = await pipeline.handle(incoming({ method: 'DELETE', url: 'http://test.example/api/things/2' }), child)
    expect(second.kind === 'answer' && [second.response.status, second.stub]).toEqual([202, 'stub-1'])
    expect(child.stubs.stubs).toEqual([])
    const carried = await pipeline.handle(
      incoming({ stubs: [{ id: 'carried', request: { path: '/api/*' }, response: { status: 418 }, used: 0 }] }),
      child,
    )
    expect(carried.kind === 'answer' && [carried.response, carried.stub]).toEqual([
      { status: 418, headers: {} },
      'carried',
    ])
    const head = await pipeline.handle(incoming({ method: 'HEAD' }), child)
    expect(head.kind === 'answer' && head.response).toEqual({
      status: 202,
      headers: { 'Content-Type': 'application/json' },
    })
    expect(resolve).not.toHaveBeenCalled()
    parent.stubs.clear()
    const faulted = await pipeline.handle(incoming(), child)
    expect(faulted.kind === 'answer' && [faulted.response.status, faulted.stub]).toEqual([503, undefined])
  })

  it("answers the API's 500 for whatever a step throws, and reports the error", async () => {
    const onError = vi.fn()
    const thrown = await createPipeline(api, { onError }).handle(incoming({ method: 'POST' }), store('shared'))
    expect(thrown).toEqual({
      kind: 'answer',
      response: { status: 500, body: { error: 'server error' } },
      by: 'standin',
    })
    expect(onError).toHaveBeenCalledWith(new Error('secret'), expect.objectContaining({ method: 'POST' }))
    const failingSelect = await createPipeline(api, {
      onError,
      select: () => Promise.reject(new Error('no store')),
    }).handle(incoming(), store('shared'))
    expect(failingSelect.kind === 'answer' && failingSelect.response.status).toBe(500)
  })

  it('drops the body of an answer to HEAD, errors included', async () => {
    const pipeline = createPipeline(api)
    const head = await pipeline.handle(incoming({ method: 'HEAD' }), store('shared'))
    expect(head.kind === 'answer' && head.response).toEqual({ status: 200 })
    const refused = await pipeline.handle(incoming({ method: 'HEAD', overLimit: 414 }), store('shared'))
    expect(refused.kind === 'answer' && refused.response).toEqual({ status: 414 })
  })
})

describe('waiting for the store', () => {
  it('answers 503 after 10 s behind a store that stays busy, and the work never runs', async () => {
    vi.useFakeTimers()
    try {
      const busy = store('busy')
      let release = () => {}
      void busy.exclusive(() => new Promise<void>((done) => (release = done)))
      resolve.mockClear()
      const waiting = createPipeline(api).handle(incoming(), busy)
      await vi.advanceTimersByTimeAsync(9_000)
      let settled = false
      void waiting.then(() => (settled = true))
      await vi.advanceTimersByTimeAsync(0)
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(1_001)
      expect(await waiting).toMatchObject({ kind: 'answer', response: { status: 503 } })
      release()
      await vi.advanceTimersByTimeAsync(0)
      expect(resolve).not.toHaveBeenCalled()
      // Once the store is free, requests run at once again.
      expect(await createPipeline(api).handle(incoming(), busy)).toMatchObject({ response: { status: 200 } })
    } finally {
      vi.useRealTimers()
    }
  })
})
