import type { JournalEntry } from '../journal.js'
import type { NearMissShown } from '../control/near-misses.js'
import { call, failureOf } from './api.js'
import { byId, fill, h, pretty, say, table, type Child } from './dom.js'

/**
 * The Requests tab: the journal, newest first, filtered by method, path, status, session and
 * what answered; one request's detail (headers and bodies as the journal keeps them, the time
 * it took, what answered it) and, for one no route matched, the nearest routes and why each
 * missed (GET /__standin/requests, /requests/:id).
 */

interface Journal {
  requests: JournalEntry[]
}
interface Detail {
  request: JournalEntry
  nearMisses: NearMissShown[]
}

const state: { shown: string; open?: number } = { shown: '' }

const pathOf = (url: string) => {
  const parsed = URL.parse(url)
  return parsed ? `${parsed.pathname}${parsed.search}` : url
}

function answeredBy(entry: JournalEntry): string {
  if (entry.answeredBy === 'stub' && entry.stub) return `stub ${entry.stub}`
  if (entry.proxied) return `proxy ${entry.proxied}${entry.drift?.length ? ` (drift: ${entry.drift.length})` : ''}`
  return entry.route ? `route ${entry.route}` : entry.answeredBy
}

function filterQuery(): string {
  const query = new URLSearchParams({ limit: '200' })
  for (const name of ['method', 'path', 'status', 'session', 'answeredBy']) {
    const field = byId(`filter-${name}`, HTMLElement)
    const value = field instanceof HTMLInputElement || field instanceof HTMLSelectElement ? field.value.trim() : ''
    // The session filter's empty choice is "any"; "shared" asks for the shared store's ('').
    if (name === 'session') {
      if (value !== '') query.set('session', value === 'shared' ? '' : value)
    } else if (value !== '') query.set(name, value)
  }
  return query.toString()
}

function headerTable(caption: string, headers: Record<string, string>): Node {
  const rows = Object.entries(headers).map(([name, value]) => [h('code', {}, name), h('code', {}, value)])
  return rows.length === 0 ? h('p', { className: 'empty' }, 'none kept') : table(caption, ['header', 'value'], rows)
}

function nearMissList(misses: NearMissShown[]): Node {
  return h(
    'section',
    { className: 'near-misses', 'aria-labelledby': 'near-misses-title' },
    h('h4', { id: 'near-misses-title' }, 'No route matched: the nearest routes'),
    h(
      'ol',
      {},
      ...misses.map((miss) =>
        h(
          'li',
          {},
          h('code', {}, `${miss.method} ${miss.path}`),
          ` (${miss.route}) `,
          h('ul', {}, ...miss.reasons.map((reason) => h('li', {}, reason))),
        ),
      ),
    ),
  )
}

async function openDetail(id: number): Promise<void> {
  state.open = id
  const reply = await call<Detail>('GET', `/requests/${id}`)
  if (reply.status !== 200) return say(failureOf(reply), 'error')
  const { request, nearMisses } = reply.body
  const panel = byId('request-detail', HTMLElement)
  fill(
    panel,
    h('h3', { id: 'detail-title', tabIndex: -1 }, `${request.method} ${pathOf(request.url)}`),
    h(
      'dl',
      {},
      h('dt', {}, 'status'),
      h('dd', {}, request.status === 0 ? '0 (connection dropped)' : request.status),
      h('dt', {}, 'took'),
      h('dd', {}, `${request.durationMs.toFixed(1)} ms`),
      h('dt', {}, 'answered by'),
      h('dd', {}, answeredBy(request)),
      h('dt', {}, 'session'),
      h('dd', {}, request.session ?? 'shared store'),
      h('dt', {}, 'at'),
      h('dd', {}, request.at),
    ),
    nearMisses.length > 0 && nearMissList(nearMisses),
    request.drift !== undefined &&
      request.drift.length > 0 &&
      h(
        'section',
        { className: 'near-misses', 'aria-label': 'Drift' },
        h('h4', {}, "Where the deployment's answer parts from standin's document"),
        h('ul', {}, ...request.drift.map((line) => h('li', {}, line))),
      ),
    h('h4', {}, 'Request headers'),
    headerTable('Request headers', request.requestHeaders),
    h('h4', {}, 'Request body'),
    h('pre', { tabIndex: 0 }, pretty(request.requestBody) || '(none)'),
    h('h4', {}, 'Response headers'),
    headerTable('Response headers', request.responseHeaders),
    h('h4', {}, 'Response body'),
    h('pre', { tabIndex: 0 }, pretty(request.responseBody) || '(none)'),
  )
  panel.hidden = false
  byId('detail-title', HTMLElement).focus()
}

function row(entry: JournalEntry): Child[] {
  return [
    entry.at.slice(11, 19),
    entry.method,
    h(
      'button',
      {
        type: 'button',
        className: 'link',
        onclick: () => void openDetail(entry.id),
        'aria-label': `Open ${entry.method} ${pathOf(entry.url)} (#${entry.id})`,
      },
      h('code', {}, pathOf(entry.url)),
    ),
    h('span', { className: `status s${String(entry.status)[0]}` }, entry.status),
    entry.durationMs.toFixed(1),
    answeredBy(entry),
    entry.session ?? '',
  ]
}

export async function refreshRequests(): Promise<void> {
  const reply = await call<Journal>('GET', `/requests?${filterQuery()}`)
  if (reply.status !== 200) return say(failureOf(reply), 'error')
  const text = JSON.stringify(reply.body.requests.map((entry) => entry.id))
  if (text === state.shown) return
  state.shown = text
  const entries = reply.body.requests
  fill(
    byId('requests', HTMLElement),
    entries.length === 0
      ? h('p', { className: 'empty' }, 'No requests (with these filters) yet.')
      : table(
          'The journal, newest first',
          ['time', 'method', 'path', 'status', 'ms', 'answered by', 'session'],
          entries.map(row),
        ),
  )
}

export function setUpRequests(): void {
  byId('filters', HTMLFormElement).addEventListener('submit', (event) => {
    event.preventDefault()
    state.shown = ''
    void refreshRequests()
  })
  byId('filters', HTMLFormElement).addEventListener('change', () => {
    state.shown = ''
    void refreshRequests()
  })
  byId('clear-requests', HTMLButtonElement).addEventListener('click', async () => {
    const reply = await call('DELETE', '/requests')
    say(reply.status === 204 ? 'The journal is empty.' : failureOf(reply), reply.status === 204 ? 'ok' : 'error')
    state.shown = ''
    await refreshRequests()
  })
}

/** The session filter's choices: the sessions as the server shows them. */
export function sessionChoices(shown: string[]): void {
  const select = byId('filter-session', HTMLSelectElement)
  const value = select.value
  select.replaceChildren(
    h('option', { value: '' }, 'any'),
    h('option', { value: 'shared' }, 'shared store'),
    ...shown.map((id) => h('option', { value: id }, id)),
  )
  select.value = [...select.options].some((option) => option.value === value) ? value : ''
}
