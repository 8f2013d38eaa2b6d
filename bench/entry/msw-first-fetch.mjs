// The baseline of standin-first-fetch.mjs: msw/node with one hand-written handler.
const { setupServer } = await import('msw/node')
const { http, HttpResponse } = await import('msw')
const server = setupServer(
  http.get('http://app.test/api/v2beta/core/users/1/', () => HttpResponse.json({ pk: 1, username: 'pbadmin' })),
)
server.listen({ onUnhandledFrame: 'error' })
const response = await fetch('http://app.test/api/v2beta/core/users/1/', {
  headers: { Authorization: 'Bearer standin-dev-token' },
})
if (response.status !== 200) throw new Error(`answered ${response.status}`)
await response.json()
process.stdout.write(`${performance.now()}\n`)
server.close()
