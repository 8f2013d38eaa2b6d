import { call, failureOf } from './api.js'
import { byId, fill, h, say, table } from './dom.js'

/**
 * The Data tab: every collection of both APIs with its count, a collection's records a page at
 * a time and found by any text they hold, and one record as the API answers it; all of the
 * store chosen in the header (GET /__standin/collections, /records).
 */

interface Collections {
  collections: Array<{ api: string; collections: Array<{ name: string; count: number }> }>
}

interface RecordsPage {
  key: string
  count: number
  page: number
  pageSize: number
  records: Array<Record<string, unknown>>
}

const PAGE_SIZE = 20
const state: { collection: string; page: number; shown: string; selected?: string } = {
  collection: 'identity core/users',
  page: 1,
  shown: '',
}

/** What names a record in a list: its first field that reads as a name. */
const LABELS = ['username', 'title', 'name', 'slug', 'venue', 'organizer', 'email']
function labelOf(record: Record<string, unknown>): string {
  for (const field of LABELS) {
    const value = record[field]
    if (typeof value === 'string' && value !== '') return value
    if (typeof value === 'object' && value !== null && 'rendered' in value && typeof value.rendered === 'string')
      return value.rendered
  }
  return ''
}

async function loadCollections(): Promise<void> {
  const reply = await call<Collections>('GET', '/collections')
  if (reply.status !== 200) return say(failureOf(reply), 'error')
  const select = byId('collection', HTMLSelectElement)
  const options = reply.body.collections.map((group) =>
    h(
      'optgroup',
      { label: group.api },
      ...group.collections.map((collection) =>
        h('option', { value: `${group.api} ${collection.name}` }, `${collection.name} (${collection.count})`),
      ),
    ),
  )
  const text = JSON.stringify(reply.body)
  if (text === select.dataset.shown) return
  select.dataset.shown = text
  select.replaceChildren(...options)
  select.value = state.collection
}

function showRecord(record: Record<string, unknown>, key: string): void {
  state.selected = String(record[key])
  fill(
    byId('record', HTMLElement),
    h('h3', {}, `Record ${key} ${String(record[key])}`),
    h('pre', { tabIndex: 0, 'aria-label': 'The record as the API answers it' }, JSON.stringify(record, null, 2)),
  )
}

async function loadRecords(): Promise<void> {
  const [api = '', collection = ''] = state.collection.split(' ')
  const search = byId('search', HTMLInputElement).value
  const query = new URLSearchParams({ api, collection, search, page: String(state.page), pageSize: String(PAGE_SIZE) })
  const reply = await call<RecordsPage>('GET', `/records?${query}`)
  if (reply.status !== 200) return say(failureOf(reply), 'error')
  const text = JSON.stringify(reply.body)
  if (text === state.shown) return
  state.shown = text
  const { key, count, records } = reply.body
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE))
  byId('page-info', HTMLElement).textContent =
    `${count} ${count === 1 ? 'record' : 'records'} · page ${state.page} of ${pages}`
  byId('previous-page', HTMLButtonElement).disabled = state.page <= 1
  byId('next-page', HTMLButtonElement).disabled = state.page >= pages
  const rows = records.map((record) => [
    h('button', { type: 'button', className: 'link', onclick: () => showRecord(record, key) }, String(record[key])),
    labelOf(record),
  ])
  fill(
    byId('records', HTMLElement),
    records.length === 0
      ? h('p', { className: 'empty' }, 'No records.')
      : table(`${collection} records`, [key, 'name'], rows),
  )
  const selected = records.find((record) => String(record[key]) === state.selected)
  if (selected) showRecord(selected, key)
}

export async function refreshData(): Promise<void> {
  await loadCollections()
  await loadRecords()
}

export function setUpData(): void {
  byId('collection', HTMLSelectElement).addEventListener('change', (event) => {
    if (event.target instanceof HTMLSelectElement) state.collection = event.target.value
    state.page = 1
    state.selected = undefined
    fill(byId('record', HTMLElement))
    void loadRecords()
  })
  let typing: ReturnType<typeof setTimeout> | undefined
  byId('search', HTMLInputElement).addEventListener('input', () => {
    clearTimeout(typing)
    typing = setTimeout(() => {
      state.page = 1
      void loadRecords()
    }, 200)
  })
  byId('previous-page', HTMLButtonElement).addEventListener('click', () => {
    state.page = Math.max(1, state.page - 1)
    void loadRecords()
  })
  byId('next-page', HTMLButtonElement).addEventListener('click', () => {
    state.page += 1
    void loadRecords()
  })
}
