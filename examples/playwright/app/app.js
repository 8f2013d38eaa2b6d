// The app under test: people from the identity API and events from the calendar API, at the
// base URL given as ?api= (another origin than the page's), and a form to add one of each.
// It knows nothing of standin's sessions: the browser context adds X-Standin-Session to every
// request the page sends (Playwright's extraHTTPHeaders).

const params = new URLSearchParams(location.search)
const API = params.get('api') ?? 'http://127.0.0.1:8000'
const TOKEN = params.get('token') ?? 'standin-dev-token'

/** @param {string} id */
function byId(id) {
  const element = document.getElementById(id)
  if (!element) throw new Error(`#${id} is missing from the page`)
  return element
}

/**
 * @param {string} method
 * @param {string} path
 * @param {unknown} [body]
 */
async function call(method, path, body) {
  /** @type {Record<string, string>} */
  const headers = { Authorization: `Bearer ${TOKEN}` }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const response = await fetch(`${API}${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  })
  const data = await response.json()
  // The calendar's errors carry `message`, the identity API's `detail` or per-field lists.
  if (!response.ok) throw new Error(data?.message ?? data?.detail ?? JSON.stringify(data))
  return data
}

/**
 * @param {string} id
 * @param {string[]} items
 */
function renderList(id, items) {
  byId(id).replaceChildren(
    ...items.map((text) => {
      const item = document.createElement('li')
      item.textContent = text
      return item
    }),
  )
}

async function refresh() {
  document.body.dataset.ready = 'false'
  const [users, events] = await Promise.all([
    call('GET', '/api/v2beta/core/users/?ordering=username&limit=100'),
    // The calendar lists two years from today unless told otherwise.
    call('GET', '/wp-json/cal/events/v1/events?start_date=2000-01-01&end_date=2099-12-31&per_page=50'),
  ])
  renderList(
    'users',
    users.results.map((/** @type {{username: string, name: string}} */ user) => `${user.username} (${user.name})`),
  )
  renderList(
    'events',
    events.events.map(
      (/** @type {{title: string, start_date: string}} */ event) => `${event.title} at ${event.start_date}`,
    ),
  )
  document.body.dataset.ready = 'true'
}

/**
 * @param {string} formId
 * @param {string} path
 */
function submitsTo(formId, path) {
  const form = /** @type {HTMLFormElement} */ (byId(formId))
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    byId('error').textContent = ''
    try {
      await call('POST', path, Object.fromEntries(new FormData(form)))
      form.reset()
      await refresh()
    } catch (error) {
      byId('error').textContent = /** @type {Error} */ (error).message
    }
  })
}

submitsTo('add-user', '/api/v2beta/core/users/')
submitsTo('add-event', '/wp-json/cal/events/v1/events')
refresh().catch((error) => {
  byId('error').textContent = error.message
})
