// The baseline of the Koa host's benchmarks: bare Koa + @koa/router, each route answering what
// standin answers on that route, the same headers and the same body bytes, as a Koa app does
// (the body a JSON value Koa serialises). Plain JavaScript, started by `node` like the
// server's bundle (no TypeScript loader in the way).
//
//   node bench/baseline-koa.mjs <routes.json>    the file maps a route pattern to a FixedAnswer
import { readFileSync } from 'node:fs'
import Router from '@koa/router'
import Koa from 'koa'

/** @typedef {{ headers: Record<string, string>, body: unknown }} FixedAnswer */

/** @type {Record<string, FixedAnswer>} */
const routes = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8'))
const app = new Koa()
const router = new Router()
for (const [path, answer] of Object.entries(routes)) {
  router.get(path, (ctx) => {
    ctx.set(answer.headers)
    ctx.body = answer.body
  })
}
app.use(router.routes())
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address()
  console.log(`baseline listening on http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`)
})
