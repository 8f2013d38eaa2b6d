import type { Context } from 'koa'
import { apis } from '../../mocks/context/apis.js'
import { READERS } from '../../mocks/data/readers.js'
import { IN_PROCESS_ORIGIN } from '../../mocks/factories/call.js'
import type { ApiName } from '../../mocks/factories/collections.js'
import { answer, array, error, integer, object, query, ref, text } from './describe.js'
import { fail } from './json.js'
import type { ControlResource } from './route.js'
import { onTarget } from './target.js'

/**
 * `GET /__standin/collections` and `GET /__standin/records`: what the workbench's Data tab
 * browses. Every collection of both APIs with its count, and a collection's records a page at
 * a time, found by any text they hold; each record as the API's own read answers it to the
 * administrator (the renderers standin/data reads through, mocks/data/readers.ts), of the
 * shared store or a session's.
 */

const MAX_PAGE_SIZE = 100

const isApiName = (name: unknown): name is ApiName => name === 'identity' || name === 'calendar'

interface RecordsQuery {
  api: ApiName
  collection: string
  search: string
  page: number
  pageSize: number
}

function recordsQueryOf(given: Context['query']): RecordsQuery | string {
  const { api, collection, search = '', page = '1', pageSize = '20' } = given
  for (const [name, value] of Object.entries({ api, collection, search, page, pageSize }))
    if (Array.isArray(value)) return `Give "${name}" once.`
  if (!isApiName(api)) return '"api" must be identity or calendar.'
  if (typeof collection !== 'string' || !Object.hasOwn(READERS[api], collection))
    return `"collection" must be one of ${api}'s: ${Object.keys(READERS[api]).join(', ')}.`
  if (typeof page !== 'string' || !/^[1-9]\d{0,6}$/.test(page)) return '"page" must be a positive integer.'
  if (
    typeof pageSize !== 'string' ||
    !/^\d{1,3}$/.test(pageSize) ||
    Number(pageSize) < 1 ||
    Number(pageSize) > MAX_PAGE_SIZE
  )
    return `"pageSize" must be an integer from 1 to ${MAX_PAGE_SIZE}.`
  if (typeof search !== 'string' || search.length > 200) return '"search" must be a text of at most 200 characters.'
  return { api, collection, search: search.toLowerCase(), page: Number(page), pageSize: Number(pageSize) }
}

/**
 * Records as the API answers this caller: their links (and WordPress's global ids, a host
 * alone) on the server's address, not the in-process one they are rendered on.
 */
function onAddress(page: readonly unknown[], ctx: Context): unknown[] {
  const inProcess = new URL(IN_PROCESS_ORIGIN)
  // Written into JSON text: the Host as a JSON string's insides.
  const host = JSON.stringify(ctx.host).slice(1, -1)
  const text = JSON.stringify(page)
    .replaceAll(IN_PROCESS_ORIGIN, `${ctx.protocol}://${host}`)
    .replaceAll(inProcess.host, host)
  return JSON.parse(text)
}

export const records: ControlResource = {
  schemas: {
    Collections: object({
      collections: array(object({ api: text, collections: array(object({ name: text, count: integer(0) })) })),
    }),
    Records: object({
      api: text,
      collection: text,
      key: { ...text, description: 'The field that keys its records (pk, id).' },
      count: { ...integer(0), description: 'Records that hold the search text (all without one).' },
      page: integer(1),
      pageSize: integer(1, MAX_PAGE_SIZE),
      records: array({ type: 'object', description: "As the API's read of the record answers it." }),
    }),
  },
  routes: [
    {
      method: 'GET',
      path: '/collections',
      describe: {
        summary: "Every collection of both APIs and its count, in the store (a session's under its header).",
        session: true,
        responses: { '200': answer('The collections.', ref('Collections')) },
      },
      handle: onTarget((ctx, context) => {
        ctx.body = { collections: apis.map((api) => ({ api: api.name, collections: api.collections(context) })) }
      }),
    },
    {
      method: 'GET',
      path: '/records',
      describe: {
        summary: "A page of a collection's records as the API answers them, found by a text they hold.",
        session: true,
        parameters: [
          query('api', { enum: ['identity', 'calendar'] }, 'The API.'),
          query('collection', text, 'Its collection, as /__standin/collections names it (core/users, events).'),
          query('search', { ...text, maxLength: 200 }, 'Only records holding this text (in any case, in any field).'),
          query('page', { ...text, pattern: '^[1-9]\\d{0,6}$' }, 'From 1 (default 1).'),
          query('pageSize', { ...text, pattern: '^\\d{1,3}$' }, `1 to ${MAX_PAGE_SIZE} (default 20).`),
        ],
        responses: {
          '200': answer('The page.', ref('Records')),
          '400': error('The API, the collection or a paging value is not one.'),
        },
      },
      handle: onTarget((ctx, context) => {
        const asked = recordsQueryOf(ctx.query)
        if (typeof asked === 'string') return fail(ctx, asked)
        const reader = READERS[asked.api][asked.collection]
        if (!reader) return fail(ctx, 'No such collection.')
        const all = reader.records(context)
        const found =
          asked.search === ''
            ? all
            : all.filter((record) => JSON.stringify(record).toLowerCase().includes(asked.search))
        const start = (asked.page - 1) * asked.pageSize
        ctx.body = {
          api: asked.api,
          collection: asked.collection,
          key: reader.key,
          count: found.length,
          page: asked.page,
          pageSize: asked.pageSize,
          records: onAddress(found.slice(start, start + asked.pageSize), ctx),
        }
      }),
    },
  ],
}
