import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NAMESPACE, REST_PREFIX } from '../../mocks/calendar/context.js'
import { wpRoutes } from '../../mocks/calendar/routes.js'
import { BASE_PATH, resources } from '../../mocks/identity/routes.js'
import {
  fetchInPage,
  launchChromium,
  type PageReply,
  type PageServer,
  recordForeignRequests,
  servePage,
} from '../helpers/browser.js'
import { startKoaStandin, startMswStandin, type Standin } from '../helpers/standin.js'

/**
 * standin/browser in Chromium: the service worker registers and answers every collection of
 * both APIs from a store that lives in the page; writes change later reads; resetStandin
 * restores; errors have the APIs' shapes, byte for byte what the Node host answers.
 */

const CALENDAR = `${REST_PREFIX}/${NAMESPACE}`
/** The calendar's collections: the routes without a parameter that take a POST. */
const calendarCollections = wpRoutes
  .filter(
    (route) =>
      !route.path.includes(':') &&
      route.endpoints.some((endpoint) => endpoint.methods.some(([method]) => method === 'POST')),
  )
  .map((route) => route.path)

let browser: Browser
let server: PageServer
let page: Page
let foreign: string[]
/** The Node host at the default seed, for answers that must match the page's (one MSW server per file). */
let node: Standin

async function openPage(query = ''): Promise<Page> {
  const opened = await browser.newPage()
  await opened.goto(`${server.origin}/${query}`)
  await opened.evaluate(() => window.standin.started)
  return opened
}

beforeAll(async () => {
  ;[browser, server, node] = await Promise.all([
    launchChromium(),
    servePage(new URL('./pages/worker/', import.meta.url).pathname),
    startMswStandin(),
  ])
  page = await browser.newPage()
  foreign = recordForeignRequests(page, server.origin)
  await page.goto(`${server.origin}/`)
  await page.evaluate(() => window.standin.started)
}, 60_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
  await node?.close()
})

const get = (path: string, options?: { auth?: boolean }) => fetchInPage(page, 'GET', path, options)
const send = (method: string, path: string, json?: unknown) =>
  fetchInPage(page, method, path, json === undefined ? {} : { json })

/** Status and body, the origin written out of links. */
function comparable(reply: { status: number; text: string }, origin: string) {
  return { status: reply.status, body: reply.text.split(origin).join('<origin>') }
}

describe('standin/browser in Chromium', () => {
  it('registers mockServiceWorker.js, which then controls the page', async () => {
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      return { controller: navigator.serviceWorker.controller?.scriptURL, state: registration?.active?.state }
    })
    expect(worker).toEqual({ controller: `${server.origin}/mockServiceWorker.js`, state: 'activated' })
  })

  it('answers every identity collection with the same page as the Node host', async () => {
    for (const resource of resources) {
      const path = `${BASE_PATH}${resource.path}`
      const reply = await get(path)
      expect(reply.status, path).toBe(200)
      expect(reply.body.count, path).toBeGreaterThan(0)
      expect(comparable(reply, server.origin), path).toEqual(comparable(await node.send('GET', path), node.origin))
    }
  })

  it('answers every calendar collection with its envelope and items', async () => {
    expect(calendarCollections).toEqual(['/events', '/venues', '/organizers', '/categories', '/tags'])
    for (const collection of calendarCollections) {
      const reply = await get(`${CALENDAR}${collection}`)
      expect(reply.status, collection).toBe(200)
      expect(reply.body[collection.slice(1)].length, collection).toBeGreaterThan(0)
      expect(reply.body.total, collection).toBe(Number(reply.headers['x-tec-total']))
    }
  })

  it('keeps writes in the page: a created, changed and deleted user reads back that way', async () => {
    const created = await send('POST', `${BASE_PATH}/core/users/`, {
      username: 'ada.browser',
      name: 'Ada Browser',
      email: 'ada@example.com',
    })
    expect(created.status).toBe(201)
    const path = `${BASE_PATH}/core/users/${created.body.pk}/`
    expect((await get(path)).body).toEqual(created.body)
    expect((await get(`${BASE_PATH}/core/users/?search=ada.browser`)).body.count).toBe(1)

    expect((await send('PATCH', path, { name: 'Ada B.' })).status).toBe(200)
    expect((await get(path)).body.name).toBe('Ada B.')

    expect((await send('DELETE', path)).status).toBe(204)
    expect((await get(path)).status).toBe(404)
  })

  it('keeps writes in the page: a created event is listed and read back', async () => {
    const created = await send('POST', `${CALENDAR}/events`, {
      title: 'Browser Launch Party',
      start_date: '2031-06-01 19:00:00',
      end_date: '2031-06-01 22:00:00',
      categories: ['Music'],
    })
    expect(created.status).toBe(201)
    const read = await get(`${CALENDAR}/events/${created.body.id}`)
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({
      id: created.body.id,
      title: 'Browser Launch Party',
      start_date: '2031-06-01 19:00:00',
    })
    const listed = await get(`${CALENDAR}/events?start_date=2031-06-01&end_date=2031-06-02`)
    expect(listed.body.events.map((event: { id: number }) => event.id)).toEqual([created.body.id])
  })

  it('resetStandin restores the default data, or another scenario or seed', async () => {
    const users = () => get(`${BASE_PATH}/core/users/?limit=100`)
    const before = await users()
    await send('POST', `${BASE_PATH}/core/users/`, { username: 'temporary', name: 'Temporary' })
    expect((await users()).body.count).toBe(before.body.count + 1)

    await page.evaluate(() => window.standin.resetStandin())
    expect((await users()).body).toEqual(before.body)
    expect((await get(`${CALENDAR}/events?start_date=2031-06-01&end_date=2031-06-02`)).body.events).toEqual([])

    await page.evaluate(() => window.standin.resetStandin({ scenario: 'empty' }))
    expect((await users()).body.count).toBe(0)
    expect((await get(`${CALENDAR}/venues`)).body.total).toBe(0)

    // Another seed runs the Faker seeders, loaded on demand: the same data as the Node host's.
    await page.evaluate(() => window.standin.resetStandin({ seed: 7 }))
    const seven = await startKoaStandin({ seed: 7 })
    try {
      expect(comparable(await users(), server.origin)).toEqual(
        comparable(await seven.send('GET', `${BASE_PATH}/core/users/?limit=100`), seven.origin),
      )
    } finally {
      await seven.close()
    }

    await page.evaluate(() => window.standin.resetStandin())
    expect((await users()).body).toEqual(before.body)
  })

  it('resetStandin takes a scenario document, and factories write to the store the worker serves', async () => {
    const usernames = async () =>
      (await get(`${BASE_PATH}/core/users/?ordering=username`)).body.results.map(
        (user: { username: string }) => user.username,
      )
    await page.evaluate(() =>
      window.standin.resetStandin({
        scenario: {
          extends: 'empty',
          identity: {
            'core/users': [{ $id: 'alice', username: 'alice', name: 'Alice' }],
            'core/groups': [{ name: 'admins', users: [{ $ref: 'core/users#alice' }] }],
          },
        },
      }),
    )
    expect(await usernames()).toEqual(['alice'])
    expect((await get(`${BASE_PATH}/core/groups/`)).body.results[0].users).toHaveLength(1)

    const made = await page.evaluate(() => window.standin.factories.identity['core/users'].create({ username: 'bob' }))
    expect((await get(`${BASE_PATH}/core/users/${made.pk}/`)).body).toEqual(made)
    const refused = await page.evaluate(() =>
      window.standin
        .resetStandin({ scenario: { extends: 'empty', identity: { 'core/users': [{ username: '' }] } } })
        .then(
          () => 'loaded',
          (error: Error) => error.message,
        ),
    )
    expect(refused).toBe('identity.core/users[0]: username: This field may not be blank.')
    expect(await usernames()).toEqual(['alice', 'bob'])
    await page.evaluate(() => window.standin.resetStandin())
  })

  it('answers errors in each API own shape, as the Node host does', async () => {
    const cases: Array<[string, string, { json?: unknown; auth?: boolean }, number]> = [
      ['GET', `${BASE_PATH}/core/users/999999/`, {}, 404],
      ['GET', `${BASE_PATH}/core/users/`, { auth: false }, 401],
      ['POST', `${BASE_PATH}/core/users/`, { json: { username: 'no name' } }, 400],
      ['GET', `${CALENDAR}/events/999999`, {}, 404],
      ['POST', `${CALENDAR}/events`, { json: { title: 'No dates' } }, 400],
      ['POST', `${CALENDAR}/venues`, { json: { venue: 'Anonymous Hall' }, auth: false }, 401],
      ['GET', `${CALENDAR}/nowhere`, {}, 404],
    ]
    for (const [method, path, options, status] of cases) {
      const inPage: PageReply = await fetchInPage(page, method, path, options)
      const inNode = await node.send(method, path, {
        ...(options.json !== undefined ? { json: options.json } : {}),
        auth: options.auth ?? true,
      })
      expect(inPage.status, `${method} ${path}`).toBe(status)
      expect(comparable(inPage, server.origin), `${method} ${path}`).toEqual(comparable(inNode, node.origin))
    }
    expect((await get(`${BASE_PATH}/core/users/999999/`)).body).toEqual({ detail: 'Not found.' })
    expect((await get(`${CALENDAR}/events/999999`)).body).toMatchObject({
      code: expect.any(String),
      message: expect.any(String),
      data: { status: 404 },
    })
  })

  it('asked nothing of any other origin', () => {
    expect(foreign).toEqual([])
  })
})

describe('a worker of your own: createHandlers({ baseUrl, seed, scenario })', () => {
  const API = 'http://api.standin.test'

  it('answers only its base URL, from the scenario and seed it was given', async () => {
    const own = await openPage(`?api=${encodeURIComponent(API)}&seed=7`)
    try {
      const users = await fetchInPage(own, 'GET', `${API}${BASE_PATH}/core/users/?limit=100`)
      const seven = await startKoaStandin({ seed: 7 })
      try {
        const expected = await seven.send('GET', `${BASE_PATH}/core/users/?limit=100`)
        expect(comparable(users, API)).toEqual(comparable(expected, seven.origin))
      } finally {
        await seven.close()
      }
      // The page's own origin is not the API's: the request reaches the dev server, which has no such file.
      expect((await fetchInPage(own, 'GET', `${BASE_PATH}/core/users/`)).status).toBe(404)
    } finally {
      await own.close()
    }
  })

  it('starts from the empty scenario when asked', async () => {
    const own = await openPage(`?api=${encodeURIComponent(API)}&scenario=empty`)
    try {
      expect((await fetchInPage(own, 'GET', `${API}${CALENDAR}/events`)).body.total).toBe(0)
    } finally {
      await own.close()
    }
  })
})
