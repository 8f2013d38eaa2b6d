// In a fresh process (as a test file runs), fetches of one path through msw's setupServer: to
// standin/node's own server, or to a hand-written handler answering the status, headers and
// bytes of a JSON file. Warms up, then prints the CPU and wall milliseconds per fetch of the
// measured ones (bench/msw.ts compares the two sides).
import { readFileSync } from 'node:fs'

const [kind, url = '', answerFile] = process.argv.slice(2)
const WARM = 200
const MEASURED = Number(process.env.BENCH_MSW_REQUESTS ?? 600)
const init = { headers: { Authorization: 'Bearer standin-dev-token' } }

let server
if (kind === 'standin') {
  ;({ server } = await import('standin/node'))
} else {
  const { http, HttpResponse } = await import('msw')
  const { setupServer } = await import('msw/node')
  const answer = JSON.parse(readFileSync(answerFile ?? '', 'utf8'))
  const bytes = Buffer.from(answer.body, 'base64')
  const path = new URL(url).origin + new URL(url).pathname
  server = setupServer(
    http.get(path, () => new HttpResponse(bytes, { status: answer.status, headers: answer.headers })),
  )
}
server.listen({ onUnhandledFrame: 'error' })
const fetchOnce = async () => {
  const response = await fetch(url, init)
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  await response.arrayBuffer()
}
for (let i = 0; i < WARM; i++) await fetchOnce()
const cpu = process.cpuUsage()
const started = performance.now()
for (let i = 0; i < MEASURED; i++) await fetchOnce()
const spent = process.cpuUsage(cpu)
const wall = performance.now() - started
server.close()
process.stdout.write(
  `${JSON.stringify({ cpu: (spent.user + spent.system) / 1000 / MEASURED, wall: wall / MEASURED })}\n`,
)
