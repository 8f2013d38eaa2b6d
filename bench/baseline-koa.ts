import { readFileSync } from 'node:fs'
import Router from '@koa/router'
import Koa from 'koa'

/**
 * The throughput baseline: bare Koa + @koa/router, each route answering a fixed response
 * (the headers and JSON body standin answers on that route). Usage: baseline-koa.ts
 * <routes.json> where the file maps a route pattern to its FixedAnswer.
 */
export interface FixedAnswer {
  headers: Record<string, string>
  body: unknown
}

const routes = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as Record<string, FixedAnswer>
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
