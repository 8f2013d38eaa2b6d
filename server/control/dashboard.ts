import { text } from './describe.js'
import type { ControlResource } from './route.js'

/**
 * `GET /__standin/`: one self-contained page (no assets, no framework) that reads
 * `/__standin/summary` every two seconds: record counts per collection of both APIs, the
 * recent requests (and the stub or the --proxy deployment that answered), active stubs, faults and sessions, the clock;
 * buttons to reset the store and to download a snapshot. Under `--admin-token` it is opened
 * with `?token=<token>`. Written once, as its style, its markup and its script.
 */

const STYLE = `  :root { --ink: #1d2430; --muted: #667085; --line: #e4e7ec; --bg: #f6f7f9; --accent: #3b5bdb; --ok: #2b8a3e; --warn: #e67700; --bad: #c92a2a; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--bg); }
  header { display: flex; align-items: center; gap: 16px; padding: 14px 24px; background: #fff; border-bottom: 1px solid var(--line); }
  header h1 { font-size: 18px; margin: 0; letter-spacing: .2px; }
  header .meta { color: var(--muted); font-size: 13px; }
  header .actions { margin-left: auto; display: flex; gap: 8px; }
  button, a.button { font: inherit; border: 1px solid var(--line); background: #fff; color: var(--ink); padding: 6px 12px; border-radius: 6px; cursor: pointer; text-decoration: none; }
  button.primary { background: var(--accent); border-color: var(--accent); color: #fff; }
  main { display: grid; grid-template-columns: repeat(auto-fit, minmax(320px, 1fr)); gap: 16px; padding: 20px 24px; }
  section { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 14px 16px; }
  section.wide { grid-column: 1 / -1; }
  h2 { font-size: 14px; margin: 0 0 10px; text-transform: uppercase; letter-spacing: .6px; color: var(--muted); }
  table { width: 100%; border-collapse: collapse; }
  td, th { padding: 4px 6px; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; }
  th { font-weight: 600; color: var(--muted); font-size: 12px; }
  td.count { text-align: right; font-variant-numeric: tabular-nums; }
  code { font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; word-break: break-all; }
  .status { font-weight: 600; }
  .s2 { color: var(--ok); } .s3 { color: var(--accent); } .s4 { color: var(--warn); } .s5, .s0 { color: var(--bad); }
  .empty { color: var(--muted); font-style: italic; }
  #notice { color: var(--muted); font-size: 13px; }
`

const MARKUP = `<header>
  <h1>standin</h1>
  <span class="meta" id="clock">…</span>
  <span id="notice"></span>
  <div class="actions">
    <button class="primary" id="reset">Reset store</button>
    <a class="button" id="download" href="/__standin/snapshot" download="standin-snapshot.json">Download snapshot</a>
    <button id="clear">Clear requests</button>
  </div>
</header>
<main>
  <section><h2>Identity API</h2><table id="identity"></table></section>
  <section><h2>Calendar API</h2><table id="calendar"></table></section>
  <section><h2>Stubs</h2><div id="stubs"></div><h2 style="margin-top:14px">Faults</h2><div id="faults"></div><h2 style="margin-top:14px">Sessions</h2><div id="sessions"></div></section>
  <section class="wide"><h2>Recent requests</h2><table id="requests"></table></section>
</main>
`

const SCRIPT = `const $ = (id) => document.getElementById(id)
// With --admin-token the page is opened as /__standin/?token=...: it sends the token on
// every request it makes, and on the download link (a plain GET).
const token = new URLSearchParams(location.search).get('token')
const auth = token ? { 'X-Standin-Admin-Token': token } : {}
if (token) $('download').href = '/__standin/snapshot?token=' + encodeURIComponent(token)
const text = (value) => String(value).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c])
function render(summary) {
  $('clock').textContent = 'now ' + summary.clock.now + (summary.clock.pinned ? ' (pinned)' : '') + ' · started from ' + summary.start.scenario + ' (seed ' + summary.start.seed + ')'
  for (const group of summary.collections) {
    const table = $(group.api)
    if (!table) continue
    table.innerHTML = '<tr><th>collection</th><th style="text-align:right">records</th></tr>' +
      group.collections.map((c) => '<tr><td><code>' + text(c.name) + '</code></td><td class="count">' + c.count + '</td></tr>').join('')
  }
  $('stubs').innerHTML = summary.stubs.length === 0 ? '<p class="empty">none</p>' :
    '<table>' + summary.stubs.map((s) => '<tr><td><code>' + text(s.id) + '</code></td><td><code>' + text((s.request.method || '*') + ' ' + s.request.path) + '</code></td><td>' +
      text('status ' + s.response.status + ', used ' + s.used + (s.times !== undefined ? ' of ' + s.times : '')) + '</td></tr>').join('') + '</table>'
  $('faults').innerHTML = summary.faults.length === 0 ? '<p class="empty">none</p>' :
    '<table>' + summary.faults.map((f) => '<tr><td><code>' + text((f.method || '*') + ' ' + f.path) + '</code></td><td>' +
      text([f.delayMs !== undefined ? 'delay ' + f.delayMs + ' ms' : '', f.status ? 'status ' + f.status : '', f.drop ? 'drop' : '', 'rate ' + (f.rate ?? 1)].filter(Boolean).join(', ')) + '</td></tr>').join('') + '</table>'
  $('sessions').innerHTML = summary.sessions.length === 0 ? '<p class="empty">none</p>' :
    '<table>' + summary.sessions.map((s) => '<tr><td><code>' + text(s.id || s.ref) + '</code></td><td>idle ' + s.idleSeconds + ' s</td></tr>').join('') + '</table>'
  $('requests').innerHTML = '<tr><th>time</th><th>method</th><th>path</th><th>status</th><th>ms</th><th>session</th><th>answered by</th></tr>' +
    (summary.requests.length === 0 ? '<tr><td colspan="7" class="empty">no requests yet</td></tr>' :
      summary.requests.map((r) => { const cut = r.url.indexOf('/', r.url.indexOf('//') + 2); const target = cut === -1 ? '/' : r.url.slice(cut); return '<tr><td>' + text(r.at.slice(11, 19)) + '</td><td>' + text(r.method) + '</td><td><code>' + text(target) +
        '</code></td><td class="status s' + String(r.status)[0] + '">' + r.status + '</td><td class="count">' + r.durationMs.toFixed(1) + '</td><td>' + text(r.session || '') + '</td><td>' + text(r.stub || (r.proxied ? 'proxy ' + r.proxied + (r.drift ? ' (drift: ' + r.drift.length + ')' : '') : '')) + '</td></tr>' }).join(''))
}
async function refresh() {
  try {
    const response = await fetch('/__standin/summary', { headers: auth })
    if (!response.ok) throw new Error('summary answered ' + response.status)
    render(await response.json())
    document.body.dataset.loaded = 'true'
  } catch (error) {
    $('notice').textContent = String(error)
  }
}
$('reset').addEventListener('click', async () => {
  const response = await fetch('/__standin/reset', { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: '{}' })
  $('notice').textContent = response.status === 204 ? 'store reset' : 'reset failed: ' + response.status
  await refresh()
})
$('clear').addEventListener('click', async () => {
  await fetch('/__standin/requests', { method: 'DELETE', headers: auth })
  await refresh()
})
refresh()
setInterval(refresh, 2000)
`

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>standin dashboard</title>
<style>
${STYLE}</style>
</head>
<body>
${MARKUP}<script>
${SCRIPT}</script>
</body>
</html>
`

export const dashboard: ControlResource = {
  routes: [
    {
      method: 'GET',
      path: '/',
      describe: {
        summary: 'The dashboard: one HTML page (under --admin-token, opened with ?token=).',
        responses: { '200': { description: 'The page.', content: { 'text/html': { schema: text } } } },
      },
      handle(ctx) {
        ctx.type = 'text/html; charset=utf-8'
        ctx.body = PAGE
      },
    },
  ],
}
