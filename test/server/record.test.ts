import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli, type ServerProcess, startServer, stopAll } from '../helpers/cli-process.js'
import { comparable, type Deployment, readLists } from '../helpers/deployment-lists.js'
import { startUpstream, type Upstream, type UpstreamOptions } from '../helpers/misbehaving-upstream.js'

/**
 * `standin record` against a deployment stood up for real: another standin process, seeded
 * differently (seed 7, its own token), recorded through its public routes; the file loaded by a
 * third process, whose lists must show the source's values.
 */

const deployment = (origin: string, token: string): Deployment => ({
  origin,
  get: async (path) => (await fetch(`${origin}${path}`, { headers: { authorization: `Bearer ${token}` } })).json(),
})

/**
 * What the API never lets a client write, so no recording can carry (the report of issue 24
 * lists them): venues' coordinates, an event's currency code, text a create trims (a
 * certificate's last line end), term counts (they count events the lists never show: hidden
 * from listings, or protected), and a protected event's fields (shown blanked).
 */
function withoutUnwritable(lists: Record<string, any[]>, blanked: Set<string>): Record<string, any[]> {
  const copy = structuredClone(lists)
  const venue = (item: any) => {
    if (item && typeof item === 'object') for (const field of ['geo_lat', 'geo_lng']) delete item[field]
  }
  for (const pair of copy['crypto/certificatekeypairs']!) pair.certificate_data = pair.certificate_data.trim()
  for (const item of copy.venues!) venue(item)
  for (const term of [...copy.categories!, ...copy.tags!]) delete term.count
  copy.events = copy.events!.filter((event) => !blanked.has(event.slug))
  for (const event of copy.events) {
    venue(event.venue)
    delete event.cost_details.currency_code
    for (const term of [...event.categories, ...event.tags]) delete term.count
    // A draft's permalink names its id.
    for (const field of ['url', 'website']) event[field] = event[field].replace(/([?&]p=)\d+/, '$1<id>')
  }
  return copy
}

const folder = mkdtempSync(join(tmpdir(), 'standin-record-'))
let source: ServerProcess
/** `standin record` from the source, into `out`. */
const recordSource = (out: string, ...more: string[]) =>
  runCli('record', '--from', source.origin, '--token', 'src-token', '--out', out, ...more)

beforeAll(async () => {
  source = await startServer('--seed', '7', '--token', 'src-token')
})
afterAll(stopAll)

describe('standin record', () => {
  it('records a deployment whose file loads to the same lists, less what the API assigns', async () => {
    const file = join(folder, 'staging.json')
    const recorded = await recordSource(file)
    expect(recorded.stderr).toMatch(/^standin record: identity core\/users: page 1, \d+ read of \d+, \d+ kept$/m)
    expect(recorded.stderr).toMatch(/^standin record: wrote .*staging\.json: identity \d+ records/m)
    expect(recorded.status).toBe(0)
    const document = JSON.parse(readFileSync(file, 'utf8'))
    expect(document.extends).toBe('empty')
    expect(document.identity.stages.length).toBeGreaterThan(0)
    expect(document.calendar.authors.length).toBeGreaterThan(0)
    expect(document.calendar.images.length).toBeGreaterThan(0)

    const loaded = await startServer('--scenario', file, '--token', 'dst-token')
    const before = deployment(source.origin, 'src-token')
    const after = deployment(loaded.origin, 'dst-token')
    const [sourceLists, loadedLists] = await Promise.all([readLists(before), readLists(after)])
    const blanked = new Set(sourceLists.events!.filter((event) => event.all_day === null).map((event) => event.slug))
    expect(blanked.size).toBe(1)
    const expected = comparable(before, withoutUnwritable(sourceLists, blanked), { dropSecrets: true })
    const actual = comparable(after, withoutUnwritable(loadedLists, blanked), { dropSecrets: true })
    for (const collection of Object.keys(expected)) {
      expect(expected[collection]!.length, collection).toBeGreaterThan(0)
      expect(actual[collection], collection).toEqual(expected[collection])
    }
    // Every flow binding is kept, with the stage it names (declared: the API serves no stages).
    const stages = (lists: Record<string, any[]>) => lists['flows/bindings']!.map((binding) => binding.stage).sort()
    expect(stages(loadedLists)).toEqual(stages(sourceLists))
    // The protected event is there, blank as the source shows it.
    const blank = sourceLists.events!.find((event) => event.all_day === null)
    expect(loadedLists.events!.find((event) => event.slug === blank.slug)?.description).toBe('')
    await loaded.stop()
  })

  it('replaces secrets with values the API takes, unless told to keep them', async () => {
    const replaced = join(folder, 'replaced.json')
    const kept = join(folder, 'kept.json')
    expect((await recordSource(replaced)).status).toBe(0)
    const keeping = await recordSource(kept, '--keep-secrets')
    expect(keeping.status).toBe(0)
    const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')).identity
    const [without, with_] = [read(replaced), read(kept)]
    const source_ = await deployment(source.origin, 'src-token').get('/api/v2beta/providers/oauth2/?limit=100')
    const secret = (record: any) =>
      source_.results.find((provider: any) => provider.name === record.name)?.client_secret
    for (const provider of with_['providers/oauth2']) expect(provider.client_secret).toBe(secret(provider))
    for (const provider of without['providers/oauth2']) {
      expect(provider.client_secret).not.toBe(secret(provider))
      expect(provider.client_secret).toHaveLength(secret(provider).length)
    }
    const keys = without['crypto/certificatekeypairs']
      .map((pair: any) => pair.key_data)
      .filter((key: string) => key !== '')
    expect(keys.length).toBeGreaterThan(0)
    for (const key of keys) expect(key).toMatch(/^-----BEGIN PRIVATE KEY-----\n[\s\S]+\n-----END PRIVATE KEY-----$/)
    for (const config of without['outposts/proxy']) expect(config.cookie_secret).toMatch(/^[A-Z0-9]{32}$/)
    // The replaced secrets load (the API takes them).
    const loaded = await startServer('--scenario', replaced)
    expect(loaded.origin).toMatch(/^http:/)
    await loaded.stop()
  })

  it('--max caps each collection and keeps every link whole', async () => {
    const file = join(folder, 'small.json')
    const recorded = await recordSource(file, '--max', '2')
    expect(recorded.status).toBe(0)
    const { identity, calendar } = JSON.parse(readFileSync(file, 'utf8'))
    expect(identity['flows/bindings']).toHaveLength(2)
    expect(calendar.events).toHaveLength(2)
    // The groups kept bring their members, though more than two.
    const members = identity['core/groups'].flatMap((group: any) => group.users)
    expect(identity['core/users'].length).toBeGreaterThanOrEqual(new Set(members.map((ref: any) => ref.$ref)).size)
    const loaded = await startServer('--scenario', file)
    const lists = await readLists(deployment(loaded.origin, 'standin-dev-token'))
    const sourceGroups = await readLists(deployment(source.origin, 'src-token'))
    for (const group of lists['core/groups']!) {
      const original = sourceGroups['core/groups']!.find((candidate) => candidate.name === group.name)
      expect(group.users.length, group.name).toBe(original.users.length)
    }
    await loaded.stop()
  })
})

describe('standin record stops with one line, and writes nothing', () => {
  const upstreams: Upstream[] = []
  afterAll(() => Promise.all(upstreams.map((upstream) => upstream.close())))

  /** A recording from a deployment that behaves so: its status and last line, the file as it was. */
  const attempt = async (origin: string | UpstreamOptions, ...more: string[]) => {
    if (typeof origin !== 'string') {
      const upstream = await startUpstream(origin)
      upstreams.push(upstream)
      origin = upstream.origin
    }
    const file = join(folder, `failed-${upstreams.length}-${more.length}.json`)
    writeFileSync(file, 'before')
    const started = Date.now()
    const result = await runCli('record', '--from', origin, '--token', 'src-token', '--out', file, ...more)
    expect(readFileSync(file, 'utf8')).toBe('before')
    expect(readdirSync(folder).filter((name) => name.endsWith('.tmp'))).toEqual([])
    const lines = result.stderr.trim().split('\n')
    return { status: result.status, last: lines.at(-1) ?? '', seconds: (Date.now() - started) / 1000 }
  }

  it('on a token the deployment refuses', async () => {
    const refused = await attempt(source.origin, '--token', 'wrong')
    expect(refused.status).toBe(1)
    expect(refused.last).toMatch(
      /^standin record: http:\/\/\S+\/api\/v2beta\/core\/users\/\S* refused the token \(401: .*\); nothing written$/,
    )
  })

  it('on what is not the API: a page, a redirect, an error, a shape it never answers, a body too large', async () => {
    const html = await attempt({ behaviour: 'html' })
    expect(html.status).toBe(1)
    expect(html.last).toMatch(/answered 200 with text\/html: not the identity API .*; nothing written$/)
    expect((await attempt({ behaviour: 'redirect' })).last).toMatch(/answered a redirect \(302\) to \/elsewhere/)
    expect((await attempt({ behaviour: 'error' })).last).toMatch(/answered 500 with text\/plain: not the identity API/)
    expect((await attempt({ behaviour: 'echo' })).last).toMatch(
      /a list without "count" and "results", which the identity API never answers; nothing written$/,
    )
    const huge = await attempt({ behaviour: 'huge', hugeBytes: 65 * 1024 * 1024 })
    expect(huge.last).toMatch(/answered more than 64 MiB: not an API page; nothing written$/)
  })

  it('on a deployment that does not answer in time, or not at all', async () => {
    const slow = await attempt({ behaviour: 'slow' }, '--timeout', '1')
    expect(slow.last).toMatch(/\/api\/v2beta\/core\/users\/\S*: no answer within 1 s; nothing written$/)
    expect(slow.seconds).toBeLessThan(10)
    const reset = await attempt({ behaviour: 'reset' })
    expect(reset.last).toMatch(/cannot reach the identity API \(\w+\); nothing written$/)
    const free = await startUpstream()
    await free.close()
    const closed = await attempt(free.origin)
    expect(closed.last).toMatch(/cannot reach the identity API \(ECONNREFUSED\); nothing written$/)
  })

  it('on what the command line gets wrong, with the help', async () => {
    const result = await runCli('record', '--token', 'x', '--out', join(folder, 'x.json'))
    expect(result.status).toBe(2)
    expect(result.stderr).toMatch(/^standin record: give --from <origin>/)
    expect(result.stderr).toContain('Usage: standin record')
  })
})
