import './style.css'
import { adminToken, keepAdminToken, onTokenNeeded } from './api.js'
import { refreshData, setUpData } from './data.js'
import { byId, say } from './dom.js'
import { refreshLevers, setUpLevers } from './levers.js'
import { refreshRequests, setUpRequests } from './requests.js'
import { refreshStore, setUpStore } from './store.js'

/**
 * standin's workbench at /__standin/ (docs/decisions/0036): Data, Requests and Levers over the
 * control plane's documented routes, refreshed every two seconds while the tab is visible.
 * Built by scripts/build.mjs into dist/workbench/ and served by server/control/workbench.ts.
 */

const TABS = ['data', 'requests', 'levers'] as const
type Tab = (typeof TABS)[number]
const REFRESH: Record<Tab, () => Promise<void>> = {
  data: refreshData,
  requests: refreshRequests,
  levers: refreshLevers,
}
let active: Tab = 'data'

function select(tab: Tab, focus = false): void {
  active = tab
  for (const name of TABS) {
    const button = byId(`tab-${name}`, HTMLButtonElement)
    const selected = name === tab
    button.setAttribute('aria-selected', String(selected))
    button.tabIndex = selected ? 0 : -1
    byId(`panel-${name}`, HTMLElement).hidden = !selected
    if (selected && focus) button.focus()
  }
  void refresh()
}

/** The tab list as WAI-ARIA's: arrows, Home and End move between tabs. */
function setUpTabs(): void {
  for (const [index, name] of TABS.entries()) {
    const button = byId(`tab-${name}`, HTMLButtonElement)
    button.addEventListener('click', () => select(name))
    button.addEventListener('keydown', (event) => {
      const moves: Record<string, number> = {
        ArrowRight: index + 1,
        ArrowLeft: index - 1,
        Home: 0,
        End: TABS.length - 1,
      }
      const to = moves[event.key]
      if (to === undefined) return
      event.preventDefault()
      select(TABS[(to + TABS.length) % TABS.length] ?? 'data', true)
    })
  }
}

let refreshing = false
async function refresh(): Promise<void> {
  if (refreshing) return
  refreshing = true
  try {
    await refreshStore()
    await REFRESH[active]()
    byId('forget-token', HTMLButtonElement).hidden = !adminToken()
    document.body.dataset.loaded = 'true'
  } catch (error) {
    say(`Could not refresh: ${error instanceof Error ? error.message : String(error)}`, 'error')
  } finally {
    refreshing = false
  }
}

/** The token dialog: the page asks once, and keeps the answer for this tab only. */
function askForToken(): Promise<boolean> {
  const dialog = byId('token-dialog', HTMLDialogElement)
  const input = byId('token-input', HTMLInputElement)
  byId('token-why', HTMLElement).textContent = adminToken()
    ? 'That admin token was refused: enter the one the server was started with (--admin-token).'
    : 'This server was started with --admin-token: enter it to use the workbench.'
  input.value = ''
  dialog.showModal()
  return new Promise((resolve) => {
    dialog.addEventListener(
      'close',
      () => {
        const given = dialog.returnValue === 'use' && input.value.trim() !== ''
        if (given) keepAdminToken(input.value.trim())
        resolve(given)
      },
      { once: true },
    )
  })
}

function start(): void {
  // A link with ?token= (the start line's, older dashboards'): kept for the tab, then out of the address bar.
  const url = new URL(location.href)
  const given = url.searchParams.get('token')
  if (given) {
    keepAdminToken(given)
    url.searchParams.delete('token')
    history.replaceState(null, '', url)
  }
  onTokenNeeded(askForToken)
  byId('forget-token', HTMLButtonElement).addEventListener('click', () => {
    keepAdminToken('')
    byId('forget-token', HTMLButtonElement).hidden = true
    say('The admin token is forgotten for this tab.')
  })
  setUpTabs()
  setUpData()
  setUpRequests()
  setUpLevers()
  setUpStore(() => void refresh())
  select('data')
  setInterval(() => {
    if (document.visibilityState === 'visible') void refresh()
  }, 2000)
}

start()
