// A cold process: import standin/node, listen, answer one fetch; prints the milliseconds since
// the process started (bench/entries.ts compares it with msw-first-fetch.mjs).
const { server } = await import('standin/node')
server.listen({ onUnhandledFrame: 'error' })
const response = await fetch('http://app.test/api/v2beta/core/users/1/', {
  headers: { Authorization: 'Bearer standin-dev-token' },
})
if (response.status !== 200) throw new Error(`answered ${response.status}`)
await response.json()
process.stdout.write(`${performance.now()}\n`)
server.close()
