import type { Stub } from '../../mocks/levers/stubs.js'
import type { KeptFaultRule } from '../../mocks/levers/faults.js'
import { call, failureOf } from './api.js'
import { byId, fill, h, say, table, type Child } from './dom.js'

/**
 * The Levers tab's stubs and faults, of the store chosen in the header: listed, added (the
 * editor shows the control plane's own message for a stub it refuses) and removed, through
 * /__standin/stubs and /__standin/faults.
 */

const EXAMPLE_STUB = {
  request: { method: 'GET', path: '/api/v2beta/core/users/:id/' },
  response: {
    status: 200,
    template: true,
    body: { pk: '{{request.params.id}}', username: 'stubbed', at: '{{now}}' },
  },
}

const shown = { stubs: '', faults: '' }

function stubRows(stubs: readonly Stub[]): Child[][] {
  return stubs.map((stub) => [
    h('code', {}, stub.id),
    h('code', {}, `${stub.request.method ?? '*'} ${stub.request.path}`),
    `${stub.response.status}${stub.response.template ? ' (template)' : ''}`,
    `${stub.used}${stub.times === undefined ? '' : ` of ${stub.times}`}`,
    h(
      'button',
      { type: 'button', onclick: () => void remove('stubs', stub.id), 'aria-label': `Remove ${stub.id}` },
      'Remove',
    ),
  ])
}

function faultRows(faults: readonly KeptFaultRule[]): Child[][] {
  return faults.map((fault) => [
    h('code', {}, fault.id),
    h('code', {}, `${fault.method ?? '*'} ${fault.path}`),
    [
      fault.delayMs === undefined ? '' : `delay ${JSON.stringify(fault.delayMs)} ms`,
      fault.status ? `status ${fault.status}` : '',
      fault.drop ? 'drop' : '',
      `rate ${fault.rate ?? 1}`,
    ]
      .filter(Boolean)
      .join(', '),
    h(
      'button',
      { type: 'button', onclick: () => void remove('faults', fault.id), 'aria-label': `Remove ${fault.id}` },
      'Remove',
    ),
  ])
}

async function remove(set: 'stubs' | 'faults', id: string): Promise<void> {
  const reply = await call('DELETE', `/${set}/${encodeURIComponent(id)}`)
  say(reply.status === 204 ? `${id} removed.` : failureOf(reply), reply.status === 204 ? 'ok' : 'error')
  shown[set] = ''
  await refreshLevers()
}

export async function refreshLevers(): Promise<void> {
  const [stubs, faults] = await Promise.all([
    call<{ stubs: Stub[] }>('GET', '/stubs'),
    call<{ faults: KeptFaultRule[] }>('GET', '/faults'),
  ])
  if (stubs.status === 200)
    show('stubs', stubs.body, ['id', 'request', 'status', 'used', ''], () => stubRows(stubs.body.stubs))
  if (faults.status === 200)
    show('faults', faults.body, ['id', 'request', 'effect', ''], () => faultRows(faults.body.faults))
}

/** A list of stubs or faults as a table, redrawn only when the server's answer changed. */
function show(set: 'stubs' | 'faults', body: unknown, headings: string[], rowsOf: () => Child[][]): void {
  const text = JSON.stringify(body)
  if (text === shown[set]) return
  shown[set] = text
  const name = set === 'stubs' ? 'Stubs' : 'Faults'
  const rows = rowsOf()
  fill(
    byId(set, HTMLElement),
    rows.length === 0 ? h('p', { className: 'empty' }, `No ${set}.`) : table(name, headings, rows),
  )
}

async function addStub(): Promise<void> {
  const editor = byId('stub-editor', HTMLTextAreaElement)
  const message = byId('stub-message', HTMLElement)
  const refuse = (why: string) => {
    message.textContent = why
    message.dataset.kind = 'error'
    editor.setAttribute('aria-invalid', 'true')
  }
  let json: unknown
  try {
    json = JSON.parse(editor.value)
  } catch (error) {
    return refuse(`The stub is not JSON: ${error instanceof Error ? error.message : String(error)}`)
  }
  const reply = await call<Stub>('POST', '/stubs', { json })
  if (reply.status !== 201) return refuse(failureOf(reply))
  editor.removeAttribute('aria-invalid')
  message.dataset.kind = 'ok'
  message.textContent = `Added ${reply.body.id}.`
  shown.stubs = ''
  await refreshLevers()
}

function faultOf(form: HTMLFormElement): Record<string, unknown> {
  const data = new FormData(form)
  const text = (name: string) => String(data.get(name) ?? '').trim()
  const rule: Record<string, unknown> = { path: text('path') }
  if (text('method')) rule.method = text('method')
  if (text('status')) rule.status = Number(text('status'))
  if (text('delayMs')) rule.delayMs = Number(text('delayMs'))
  if (data.get('drop') === 'on') rule.drop = true
  if (text('rate')) rule.rate = Number(text('rate'))
  return rule
}

export function setUpLevers(): void {
  const editor = byId('stub-editor', HTMLTextAreaElement)
  editor.value = JSON.stringify(EXAMPLE_STUB, null, 2)
  byId('add-stub', HTMLButtonElement).addEventListener('click', () => void addStub())
  byId('remove-stubs', HTMLButtonElement).addEventListener('click', async () => {
    const reply = await call('DELETE', '/stubs')
    say(
      reply.status === 204 ? 'Every stub of the store removed.' : failureOf(reply),
      reply.status === 204 ? 'ok' : 'error',
    )
    shown.stubs = ''
    await refreshLevers()
  })
  byId('fault-form', HTMLFormElement).addEventListener('submit', async (event) => {
    event.preventDefault()
    if (!(event.target instanceof HTMLFormElement)) return
    const reply = await call('POST', '/faults', { json: faultOf(event.target) })
    const message = byId('fault-message', HTMLElement)
    message.textContent = reply.status === 201 ? 'Fault added.' : failureOf(reply)
    message.dataset.kind = reply.status === 201 ? 'ok' : 'error'
    shown.faults = ''
    await refreshLevers()
  })
}
