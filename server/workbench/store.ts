import { call, currentSession, download, failureOf, useSession } from './api.js'
import { byId, fill, h, say, table } from './dom.js'
import { sessionChoices } from './requests.js'

/**
 * The store the page acts on and what changes it whole: the header's store selector (the shared
 * store or a session), sessions made and ended, the clock pinned and released, a reset to any
 * known scenario (after a confirmation), and the snapshot downloaded and uploaded.
 */

interface Sessions {
  sessions: Array<{ id?: string; ref?: string; idleSeconds: number }>
}
interface Clock {
  now: string
  pinned: boolean
}
interface Scenarios {
  scenarios: string[]
  start: { scenario: string; seed: number }
}

const SESSIONS_KEY = 'standin-sessions'
/** Sessions this tab made: without the admin token the server shows others only as fingerprints. */
const ownSessions = (): string[] => JSON.parse(sessionStorage.getItem(SESSIONS_KEY) ?? '[]')
const keepOwn = (ids: string[]) => sessionStorage.setItem(SESSIONS_KEY, JSON.stringify([...new Set(ids)]))

let shownSessions = ''
let onStoreChange: () => void = () => undefined

const storeName = () => (currentSession() === '' ? 'the shared store' : `session ${currentSession()}`)

export async function refreshStore(): Promise<void> {
  if (byId('scenario', HTMLSelectElement).options.length === 0) await loadScenarios()
  const [clock, sessions] = await Promise.all([call<Clock>('GET', '/clock'), call<Sessions>('GET', '/sessions')])
  if (clock.status === 200)
    byId('clock', HTMLElement).textContent =
      `${storeName()}: now ${clock.body.now}${clock.body.pinned ? ' (pinned)' : ''}`
  if (sessions.status !== 200 || JSON.stringify(sessions.body) === shownSessions) return
  shownSessions = JSON.stringify(sessions.body)
  const listed = sessions.body.sessions
  const ids = [...new Set([...listed.flatMap((session) => (session.id ? [session.id] : [])), ...ownSessions()])]
  const select = byId('store', HTMLSelectElement)
  select.replaceChildren(
    h('option', { value: '' }, 'shared store'),
    ...ids.map((id) => h('option', { value: id }, `session ${id}`)),
  )
  select.value = ids.includes(currentSession()) ? currentSession() : ''
  sessionChoices(listed.map((session) => session.id ?? session.ref ?? ''))
  const rows = listed.map((session) => {
    const id = session.id
    return [
      h('code', {}, id ?? session.ref ?? ''),
      `idle ${session.idleSeconds} s`,
      id
        ? h('button', { type: 'button', onclick: () => void endSession(id), 'aria-label': `End session ${id}` }, 'End')
        : h('span', { className: 'muted' }, 'id shown to the admin only'),
    ]
  })
  fill(
    byId('sessions', HTMLElement),
    rows.length === 0
      ? h('p', { className: 'empty' }, 'No sessions.')
      : table('Sessions', ['session', 'idle', ''], rows),
  )
}

async function endSession(id: string): Promise<void> {
  const reply = await call('DELETE', `/sessions/${encodeURIComponent(id)}`, { session: '' })
  say(reply.status === 204 ? `Session ${id} ended.` : failureOf(reply), reply.status === 204 ? 'ok' : 'error')
  keepOwn(ownSessions().filter((own) => own !== id))
  if (currentSession() === id) switchTo('')
  shownSessions = ''
  await refreshStore()
}

function switchTo(id: string): void {
  useSession(id)
  byId('store', HTMLSelectElement).value = id
  say(`Acting on ${storeName()}.`)
  onStoreChange()
}

async function newSession(): Promise<void> {
  const input = byId('session-id', HTMLInputElement)
  const reply = await call<{ id: string }>('POST', '/sessions', {
    json: input.value.trim() === '' ? {} : { id: input.value.trim() },
    session: '',
  })
  if (reply.status !== 200 && reply.status !== 201) return say(failureOf(reply), 'error')
  keepOwn([...ownSessions(), reply.body.id])
  input.value = ''
  shownSessions = ''
  await refreshStore()
  switchTo(reply.body.id)
}

async function pin(pinned: boolean): Promise<void> {
  const at = byId('clock-at', HTMLInputElement).value.trim()
  const reply = pinned ? await call<Clock>('POST', '/clock', { json: { now: at } }) : await call('DELETE', '/clock')
  const ok = reply.status === 200 || reply.status === 204
  say(
    ok
      ? pinned
        ? `The clock of ${storeName()} is pinned to ${at}.`
        : `The clock of ${storeName()} follows real time.`
      : failureOf(reply),
    ok ? 'ok' : 'error',
  )
  await refreshStore()
}

async function loadScenarios(): Promise<void> {
  const reply = await call<Scenarios>('GET', '/scenarios')
  if (reply.status !== 200) return
  const select = byId('scenario', HTMLSelectElement)
  select.replaceChildren(...reply.body.scenarios.map((name) => h('option', { value: name }, name)))
  select.value = reply.body.start.scenario
  byId('seed', HTMLInputElement).value = String(reply.body.start.seed)
}

/** Reset asks first: the store's data is replaced whole. */
function confirmReset(): void {
  const scenario = byId('scenario', HTMLSelectElement).value
  byId('confirm-text', HTMLElement).textContent =
    `Reset ${storeName()} to the scenario "${scenario}" (seed ${byId('seed', HTMLInputElement).value})? Every record it holds now is replaced.`
  byId('confirm-reset', HTMLDialogElement).showModal()
}

async function reset(): Promise<void> {
  const scenario = byId('scenario', HTMLSelectElement).value
  const seed = Number(byId('seed', HTMLInputElement).value)
  const reply = await call('POST', '/reset', { json: { scenario, seed } })
  say(
    reply.status === 204 ? `Reset ${storeName()} to "${scenario}".` : failureOf(reply),
    reply.status === 204 ? 'ok' : 'error',
  )
  onStoreChange()
}

async function upload(file: File): Promise<void> {
  const reply = await call('PUT', '/snapshot', { raw: await file.text() })
  say(
    reply.status === 204 ? `Loaded ${file.name} into ${storeName()}.` : failureOf(reply),
    reply.status === 204 ? 'ok' : 'error',
  )
  onStoreChange()
}

export function setUpStore(changed: () => void): void {
  onStoreChange = changed
  byId('store', HTMLSelectElement).addEventListener('change', (event) => {
    if (event.target instanceof HTMLSelectElement) switchTo(event.target.value)
  })
  byId('new-session', HTMLButtonElement).addEventListener('click', () => void newSession())
  byId('pin-clock', HTMLButtonElement).addEventListener('click', () => void pin(true))
  byId('release-clock', HTMLButtonElement).addEventListener('click', () => void pin(false))
  byId('reset', HTMLButtonElement).addEventListener('click', confirmReset)
  const dialog = byId('confirm-reset', HTMLDialogElement)
  dialog.addEventListener('close', () => {
    if (dialog.returnValue === 'reset') void reset()
  })
  byId('download-snapshot', HTMLButtonElement).addEventListener('click', () =>
    download('/snapshot', 'standin-snapshot.json').catch((error: unknown) => say(String(error), 'error')),
  )
  byId('upload-snapshot', HTMLInputElement).addEventListener('change', (event) => {
    const file = event.target instanceof HTMLInputElement ? event.target.files?.[0] : undefined
    if (file) void upload(file)
  })
}
