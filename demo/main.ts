import type { CalendarEvent, CalendarPage, Category, IdentityPage, User } from 'standin'
import { DEFAULT_TOKEN, resetStandin, worker } from 'standin/browser'

/**
 * The demo: a users table (identity API) and an events list with a form (calendar API), both
 * answered by standin's service worker. Plain DOM and fetch, as an app would call the real
 * APIs: nothing here knows that the answers are mocked.
 */

const IDENTITY_API = '/api/v2beta'
const CALENDAR_API = '/wp-json/cal/events/v1'
const USERS_PER_PAGE = 8
const EVENTS_PER_PAGE = 5
const AUTH = { Authorization: `Bearer ${DEFAULT_TOKEN}` }

/** The message an API put in its error body: `message` (calendar) or `detail` (identity). */
class ApiError extends Error {}

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: body === undefined ? AUTH : { ...AUTH, 'Content-Type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  })
  const data = await response.json()
  if (!response.ok) throw new ApiError(data?.message ?? data?.detail ?? `HTTP ${response.status}`)
  return data as T
}

function byId<T extends HTMLElement>(id: string): T {
  const element = document.getElementById(id)
  if (!element) throw new Error(`#${id} is missing from the page`)
  return element as T
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  if (className) element.className = className
  element.append(...children)
  return element
}

function debounce(run: () => void, ms: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  return () => {
    clearTimeout(timer)
    timer = setTimeout(run, ms)
  }
}

// ---------------------------------------------------------------------------------------
// Users

const users = { offset: 0, search: '' }

function initials(user: User): string {
  const words = (user.name || user.username).split(/\s+/).filter(Boolean)
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')
}

function userRow(user: User): HTMLTableRowElement {
  const who = el(
    'div',
    'who',
    el('span', 'avatar', initials(user)),
    el('div', '', el('strong', '', user.name || user.username), el('span', 'muted', `@${user.username}`)),
  )
  const role = user.is_superuser ? el('span', 'badge accent', 'Superuser') : el('span', 'badge', 'Member')
  return el('tr', '', el('td', '', who), el('td', 'email', user.email || '—'), el('td', '', role))
}

async function loadUsers(): Promise<void> {
  const query = new URLSearchParams({ limit: String(USERS_PER_PAGE), offset: String(users.offset), ordering: 'name' })
  if (users.search) query.set('search', users.search)
  const page = await request<IdentityPage<User>>('GET', `${IDENTITY_API}/core/users/?${query}`)
  const body = byId<HTMLTableElement>('users-table').tBodies[0]!
  body.replaceChildren(...page.results.map(userRow))
  if (page.results.length === 0) body.append(el('tr', 'empty', el('td', '', 'No user matches this search.')))
  const first = page.count === 0 ? 0 : users.offset + 1
  byId('users-range').textContent = `${first}–${users.offset + page.results.length} of ${page.count} users`
  byId<HTMLButtonElement>('users-prev').disabled = page.previous === null
  byId<HTMLButtonElement>('users-next').disabled = page.next === null
}

// ---------------------------------------------------------------------------------------
// Events

const events = { page: 1 }
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

function clock(details: CalendarEvent['start_date_details']): string {
  return `${details.hour}:${details.minutes}`
}

function eventItem(event: CalendarEvent): HTMLLIElement {
  const start = event.start_date_details
  const when = el(
    'div',
    'when',
    el('span', 'month', MONTHS[Number(start.month) - 1] ?? ''),
    el('span', 'day', String(Number(start.day))),
  )
  const time = event.all_day ? 'All day' : `${clock(start)} – ${clock(event.end_date_details)} ${event.timezone_abbr}`
  const place = Array.isArray(event.venue)
    ? 'No venue yet'
    : [event.venue.venue, event.venue.city].filter(Boolean).join(', ')
  const chips = el('div', 'chips', ...event.categories.map((category) => el('span', 'chip', category.name)))
  const details = el(
    'div',
    'details',
    el('strong', 'title', event.title),
    el('span', 'muted', `${time} · ${place}`),
    chips,
  )
  return el('li', 'event', when, details, el('span', 'cost', event.cost))
}

function filterQuery(): URLSearchParams {
  const query = new URLSearchParams({ per_page: String(EVENTS_PER_PAGE), page: String(events.page) })
  const start = byId<HTMLInputElement>('filter-start').value
  const end = byId<HTMLInputElement>('filter-end').value
  const category = byId<HTMLSelectElement>('filter-category').value
  if (start) query.set('start_date', `${start} 00:00:00`)
  if (end) query.set('end_date', `${end} 23:59:59`)
  if (category) query.set('categories', category)
  return query
}

async function loadEvents(): Promise<void> {
  const list = byId<HTMLOListElement>('event-list')
  let page: CalendarPage<'events'>
  try {
    page = await request<CalendarPage<'events'>>('GET', `${CALENDAR_API}/events?${filterQuery()}`)
  } catch (error) {
    list.replaceChildren(el('li', 'empty', error instanceof ApiError ? error.message : String(error)))
    byId('events-range').textContent = ''
    return
  }
  list.replaceChildren(...page.events.map(eventItem))
  if (page.events.length === 0) list.append(el('li', 'empty', 'No event in this window.'))
  byId('events-range').textContent =
    page.total === 0 ? '0 events' : `Page ${events.page} of ${page.total_pages} · ${page.total} events`
  byId<HTMLButtonElement>('events-prev').disabled = page.previous_rest_url === undefined
  byId<HTMLButtonElement>('events-next').disabled = page.next_rest_url === undefined
}

async function loadCategories(): Promise<void> {
  const page = await request<CalendarPage<'categories'>>('GET', `${CALENDAR_API}/categories?per_page=50`)
  const names = new Map(page.categories.map((category) => [category.id, category.name]))
  const label = (category: Category) =>
    category.parent ? `${names.get(category.parent)} › ${category.name}` : category.name
  const sorted = [...page.categories].sort((a, b) => label(a).localeCompare(label(b)))
  for (const select of [
    byId<HTMLSelectElement>('filter-category'),
    document.querySelector<HTMLSelectElement>('#add-event select[name=category]')!,
  ]) {
    const [none] = select.options
    const selected = select.value
    select.replaceChildren(none!, ...sorted.map((category) => new Option(label(category), String(category.id))))
    select.value = selected
  }
}

async function addEvent(form: HTMLFormElement): Promise<void> {
  const fields = new FormData(form)
  const day = String(fields.get('day'))
  const category = String(fields.get('category'))
  const message = byId('add-event-message')
  try {
    const event = await request<CalendarEvent>('POST', `${CALENDAR_API}/events`, {
      title: fields.get('title'),
      start_date: `${day} ${fields.get('start')}:00`,
      end_date: `${day} ${fields.get('end')}:00`,
      ...(category ? { categories: [Number(category)] } : {}),
    })
    message.dataset.kind = 'success'
    message.textContent = `Added “${event.title}” on ${event.start_date.slice(0, 10)}.`
    form.reset()
    setDefaultDay()
    await Promise.all([loadEvents(), loadCategories()])
  } catch (error) {
    message.dataset.kind = 'error'
    message.textContent = error instanceof Error ? error.message : String(error)
  }
}

function isoDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}

function setDefaultDay(): void {
  const inAWeek = new Date()
  inAWeek.setDate(inAWeek.getDate() + 7)
  document.querySelector<HTMLInputElement>('#add-event input[name=day]')!.value = isoDay(inAWeek)
}

// ---------------------------------------------------------------------------------------
// Wiring

function bind(): void {
  const searchUsers = debounce(() => {
    users.search = byId<HTMLInputElement>('user-search').value.trim()
    users.offset = 0
    void loadUsers()
  }, 200)
  byId('user-search').addEventListener('input', searchUsers)
  byId('users-prev').addEventListener('click', () => {
    users.offset = Math.max(0, users.offset - USERS_PER_PAGE)
    void loadUsers()
  })
  byId('users-next').addEventListener('click', () => {
    users.offset += USERS_PER_PAGE
    void loadUsers()
  })
  byId('event-filters').addEventListener('change', () => {
    events.page = 1
    void loadEvents()
  })
  byId('events-prev').addEventListener('click', () => {
    events.page -= 1
    void loadEvents()
  })
  byId('events-next').addEventListener('click', () => {
    events.page += 1
    void loadEvents()
  })
  byId<HTMLFormElement>('add-event').addEventListener('submit', (submitted) => {
    submitted.preventDefault()
    void addEvent(submitted.currentTarget as HTMLFormElement)
  })
  byId('reset').addEventListener('click', async () => {
    await resetStandin()
    users.offset = 0
    events.page = 1
    byId('add-event-message').textContent = ''
    await Promise.all([loadUsers(), loadEvents(), loadCategories()])
  })
}

async function main(): Promise<void> {
  const status = byId('worker-status')
  try {
    await worker.start({ onUnhandledFrame: 'bypass', quiet: true })
  } catch (error) {
    status.dataset.state = 'failed'
    status.textContent = `Worker failed: ${error instanceof Error ? error.message : String(error)}`
    return
  }
  status.dataset.state = 'active'
  status.textContent = 'Worker active'
  byId<HTMLInputElement>('filter-start').value = isoDay(new Date())
  setDefaultDay()
  bind()
  await Promise.all([loadUsers(), loadEvents(), loadCategories()])
  document.body.dataset.ready = 'true'
}

void main()
