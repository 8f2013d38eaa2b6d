import { readFileSync } from 'node:fs'
import type { RouterContext } from '@koa/router'
import { error, text } from './describe.js'
import type { ControlResource, ControlRoute } from './route.js'

/**
 * `GET /__standin/`: the workbench, a page of Data, Requests and Levers over the control routes
 * (docs/decisions/0036). Its markup is here; its code (server/workbench/*.ts) and style are
 * built by scripts/build.mjs into dist/workbench/, served as `/__standin/workbench.js` and
 * `.css`. The page and its files hold nothing of the server's state, so they are open under
 * --admin-token: the page asks for the token, and every route it calls needs it.
 */

/** Only the page's own files, from its own origin: nothing inline, nothing elsewhere. */
const POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; form-action 'none'; frame-ancestors 'none'; base-uri 'none'"

const field = (label: string, control: string) => `<label>${label}${control}</label>`

const DATA = `<section id="panel-data" role="tabpanel" aria-labelledby="tab-data" class="split">
  <section class="card" aria-labelledby="data-title">
    <h2 id="data-title">Records</h2>
    <div class="row">
      ${field('Collection', '<select id="collection"></select>')}
      ${field('Search', '<input id="search" type="search" placeholder="any text a record holds">')}
    </div>
    <div class="row"><button type="button" id="previous-page">Previous page</button><button type="button" id="next-page">Next page</button><span id="page-info" class="muted"></span></div>
    <div id="records"></div>
  </section>
  <section class="card" aria-label="The record" id="record"><p class="empty">Choose a record to see it as the API answers it.</p></section>
</section>`

const METHODS = ['', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']
const ANSWERED = ['', 'route', 'miss', 'stub', 'fault', 'proxy', 'standin']
const options = (values: string[], any: string) =>
  values.map((value) => `<option value="${value}">${value === '' ? any : value}</option>`).join('')

const REQUESTS = `<section id="panel-requests" role="tabpanel" aria-labelledby="tab-requests" hidden class="split">
  <section class="card" aria-labelledby="requests-title">
    <h2 id="requests-title">Requests</h2>
    <form id="filters" class="row">
      ${field('Method', `<select id="filter-method">${options(METHODS, 'any')}</select>`)}
      ${field('Path holds', '<input id="filter-path" type="search">')}
      ${field('Status', '<input id="filter-status" inputmode="numeric" size="4">')}
      ${field('Session', '<select id="filter-session"><option value="">any</option></select>')}
      ${field('Answered by', `<select id="filter-answeredBy">${options(ANSWERED, 'anything')}</select>`)}
      <button type="submit">Filter</button>
      <button type="button" id="clear-requests" class="danger">Clear the journal</button>
    </form>
    <div id="requests"></div>
  </section>
  <section class="card" id="request-detail" aria-label="The request" hidden></section>
</section>`

const LEVERS = `<section id="panel-levers" role="tabpanel" aria-labelledby="tab-levers" hidden class="levers">
  <section class="card" aria-labelledby="stubs-title">
    <h2 id="stubs-title">Stubs</h2>
    <div id="stubs"></div>
    <h3><label for="stub-editor">A stub, as POST /__standin/stubs takes it</label></h3>
    <textarea id="stub-editor" spellcheck="false" aria-describedby="stub-message"></textarea>
    <p id="stub-message" role="status"></p>
    <div class="row"><button type="button" class="primary" id="add-stub">Add stub</button><button type="button" id="remove-stubs" class="danger">Remove every stub</button></div>
  </section>
  <section class="card" aria-labelledby="faults-title">
    <h2 id="faults-title">Faults</h2>
    <div id="faults"></div>
    <form id="fault-form" class="row">
      ${field('Method', `<select name="method">${options(METHODS, 'any')}</select>`)}
      ${field('Path (* any run)', '<input name="path" required value="/api/v2beta/*">')}
      ${field('Status', '<input name="status" inputmode="numeric" size="4" value="503">')}
      ${field('Delay ms', '<input name="delayMs" inputmode="numeric" size="5">')}
      ${field('Rate', '<input name="rate" inputmode="decimal" size="4">')}
      <label class="check"><input type="checkbox" name="drop">Drop</label>
      <button type="submit">Add fault</button>
    </form>
    <p id="fault-message" role="status"></p>
  </section>
  <section class="card" aria-labelledby="clock-title">
    <h2 id="clock-title">Clock</h2>
    <div class="row">${field('Pin to (ISO 8601 with a zone)', '<input id="clock-at" value="2030-01-01T10:00:00Z">')}<button type="button" id="pin-clock">Pin</button><button type="button" id="release-clock">Release</button></div>
  </section>
  <section class="card" aria-labelledby="sessions-title">
    <h2 id="sessions-title">Sessions</h2>
    <div id="sessions"></div>
    <div class="row">${field('New session id (empty: the server makes one)', '<input id="session-id">')}<button type="button" id="new-session">Make a session</button></div>
  </section>
  <section class="card" aria-labelledby="reset-title">
    <h2 id="reset-title">Scenario and snapshot</h2>
    <div class="row">${field('Scenario', '<select id="scenario"></select>')}${field('Seed', '<input id="seed" inputmode="numeric" size="8">')}<button type="button" class="danger" id="reset">Reset…</button></div>
    <div class="row"><button type="button" id="download-snapshot">Download snapshot</button>${field('Upload a snapshot', '<input id="upload-snapshot" type="file" accept="application/json,.json">')}</div>
  </section>
</section>`

const DIALOGS = `<dialog id="confirm-reset" aria-labelledby="confirm-title">
  <form method="dialog">
    <h2 id="confirm-title">Reset the store?</h2>
    <p id="confirm-text"></p>
    <div class="row"><button value="cancel" autofocus>Cancel</button><button value="reset" class="danger" id="confirm-reset-button">Reset</button></div>
  </form>
</dialog>
<dialog id="token-dialog" aria-labelledby="token-title">
  <form method="dialog">
    <h2 id="token-title">Admin token</h2>
    <p id="token-why"></p>
    <p>${field('Token (kept for this tab only)', '<input id="token-input" type="password" autocomplete="off">')}</p>
    <div class="row"><button value="use" class="primary">Use token</button><button value="cancel">Cancel</button></div>
  </form>
</dialog>`

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>standin workbench</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/__standin/workbench.css">
<script type="module" src="/__standin/workbench.js"></script>
</head>
<body>
<header>
  <h1>standin workbench</h1>
  <span class="meta" id="clock">…</span>
  <div class="store">${field('Store', '<select id="store"><option value="">shared store</option></select>')}<button type="button" id="forget-token">Forget admin token</button></div>
  <p id="notice" role="status" aria-live="polite"></p>
</header>
<nav role="tablist" aria-label="Workbench">
  <button type="button" role="tab" id="tab-data" aria-controls="panel-data" aria-selected="true">Data</button>
  <button type="button" role="tab" id="tab-requests" aria-controls="panel-requests" aria-selected="false" tabindex="-1">Requests</button>
  <button type="button" role="tab" id="tab-levers" aria-controls="panel-levers" aria-selected="false" tabindex="-1">Levers</button>
</nav>
<main>
${DATA}
${REQUESTS}
${LEVERS}
</main>
${DIALOGS}
</body>
</html>
`

/** Where the build put the page's files: beside the server's bundle (or its chunk), or under dist/ of a clone. */
const PLACES = ['./workbench/', '../workbench/', '../../dist/workbench/']

/** Read once found; a file not built yet is looked for again (a clone built after the server started). */
const assets = new Map<string, string>()

function asset(name: string): string | undefined {
  const kept = assets.get(name)
  if (kept !== undefined) return kept
  for (const place of PLACES) {
    try {
      const found = readFileSync(new URL(`${place}${name}`, import.meta.url), 'utf8')
      assets.set(name, found)
      return found
    } catch {
      // Not built there.
    }
  }
  return undefined
}

function serveAsset(name: string, type: string): ControlRoute {
  return {
    method: 'GET',
    path: `/${name}`,
    describe: {
      summary: `The workbench's ${type === 'text/css' ? 'style' : 'code'} (built by npm run build).`,
      open: true,
      responses: {
        '200': { description: 'The file.', content: { [type]: { schema: text } } },
        '503': error('Not built: run npm run build.'),
      },
    },
    handle(ctx: RouterContext) {
      const body = asset(name)
      ctx.set('Cache-Control', 'no-cache')
      if (body === undefined) {
        ctx.status = 503
        ctx.body = { error: `The workbench's ${name} is not built: run npm run build.` }
        return
      }
      ctx.type = `${type}; charset=utf-8`
      ctx.body = body
    },
  }
}

export const workbench: ControlResource = {
  routes: [
    {
      method: 'GET',
      path: '/',
      describe: {
        summary: 'The workbench: Data, Requests and Levers (open under --admin-token; it asks for the token).',
        open: true,
        responses: { '200': { description: 'The page.', content: { 'text/html': { schema: text } } } },
      },
      handle(ctx) {
        ctx.set('Content-Security-Policy', POLICY)
        ctx.type = 'text/html; charset=utf-8'
        ctx.body = PAGE
      },
    },
    serveAsset('workbench.js', 'text/javascript'),
    serveAsset('workbench.css', 'text/css'),
  ],
}
