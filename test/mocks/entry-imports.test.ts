import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

/**
 * What importing `standin/node` (the built package, by its name) loads: no Faker and no zod for
 * the default data and reads; zod with the first write; Faker only for another seed.
 */

const root = new URL('../../', import.meta.url).pathname

/** Runs `body` after importing standin/node in a fresh process; answers which packages were loaded. */
function loadedAfter(body: string): { faker: boolean; zod: boolean } {
  const script = `
import { registerHooks } from 'node:module'
const loaded = new Set()
registerHooks({ resolve(specifier, context, next) { const found = next(specifier, context); loaded.add(found.url); return found } })
const { server, resetStandin } = await import('standin/node')
server.listen({ onUnhandledFrame: 'error' })
const auth = { Authorization: 'Bearer standin-dev-token', 'Content-Type': 'application/json' }
${body}
server.close()
const has = (name) => [...loaded].some((url) => url.includes('/node_modules/' + name + '/'))
process.stdout.write(JSON.stringify({ faker: has('@faker-js/faker'), zod: has('zod') }))
`
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' })
  if (run.status !== 0) throw new Error(run.stderr)
  return JSON.parse(run.stdout) as { faker: boolean; zod: boolean }
}

describe('importing standin/node', () => {
  it('loads neither Faker nor zod for the default data and reads', () => {
    const loaded = loadedAfter(`
      for (const path of ['/api/v2beta/core/users/', '/wp-json/cal/events/v1/events']) {
        const response = await fetch('http://app.test' + path, { headers: auth })
        if (response.status !== 200) throw new Error(path + ' answered ' + response.status)
      }
      await resetStandin()`)
    expect(loaded).toEqual({ faker: false, zod: false })
  })

  it('loads zod with the first write, and Faker for another seed only', () => {
    const written = loadedAfter(`
      const response = await fetch('http://app.test/api/v2beta/core/users/', { method: 'POST', headers: auth, body: JSON.stringify({ username: 'first.write', name: 'W' }) })
      if (response.status !== 201) throw new Error('create answered ' + response.status)`)
    expect(written).toEqual({ faker: false, zod: true })
    expect(loadedAfter('await resetStandin({ seed: 7 })').faker).toBe(true)
  })
})
