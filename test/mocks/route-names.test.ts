import { globSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { calendarApi } from '../../mocks/calendar/routes.js'
import { identityApi } from '../../mocks/identity/routes.js'

/**
 * A route name finds its file (DESIGN.md, Naming): every route name of both APIs is written out
 * as a literal in exactly one file, the one named after its URL group (`identity.core.users.list`
 * in identity/collections/core.ts, `calendar.venues.list` in calendar/linked/venues.ts), so a
 * plain text search for the name lands there; and the pacts name their interactions with the
 * same strings.
 */
const root = new URL('../../', import.meta.url).pathname

const sources = globSync('mocks/**/*.ts', { cwd: root }).map((file) => ({
  file,
  text: readFileSync(`${root}${file}`, 'utf8'),
}))

/** Routes answered outside a file named after their group, and why. */
const ELSEWHERE: Record<string, string> = {
  // The API root and the Swagger document belong to the route table itself.
  'identity.root': 'mocks/identity/routes.ts',
  'identity.swagger': 'mocks/identity/routes.ts',
  // `/outposts/proxy/` is a view of proxy providers (upstream's ProxyOutpostConfigViewSet).
  'identity.outposts.proxy': 'mocks/identity/collections/providers.ts',
  // The front page, and the namespace index (`/wp-json/cal/events/v1/`).
  'calendar.home': 'mocks/calendar/routes.ts',
  'calendar.index': 'mocks/calendar/namespace.ts',
}

const routes = [...identityApi.routes, ...calendarApi.routes]
const names = [...new Set(routes.map((route) => route.name))]

describe('route names', () => {
  it.each(names)('%s is a literal in the file of its URL group', (name) => {
    const files = sources.filter(({ text }) => text.includes(`'${name}'`)).map(({ file }) => file)
    expect(files).toHaveLength(1)
    const [api, group] = name.split('.')
    const resource = name.slice(0, name.lastIndexOf('.')).replace(/\.by_slug$/, '')
    const expected = ELSEWHERE[resource] ?? ELSEWHERE[`${api}.${group}`]
    if (expected) expect(files[0]).toBe(expected)
    else expect(files[0]).toMatch(new RegExp(`^mocks/${api}/(.+/)?${group}(\\.ts|/[^/]+\\.ts)$`))
  })

  it('say the path they answer: <api>.<resource>.<action>, the resource as the path names it', () => {
    const DISCOVERY = new Set(['identity.root', 'identity.swagger', 'calendar.home', 'calendar.site', 'calendar.index'])
    for (const route of routes) {
      const resource = route.name.slice(0, route.name.lastIndexOf('.'))
      if (DISCOVERY.has(resource)) continue
      const [api, ...parts] = resource.split('.')
      if (api === 'identity') expect(route.path, route.name).toContain(`/${parts.join('/')}/`)
      else {
        const bySlug = parts.at(-1) === 'by_slug'
        const [group = ''] = parts
        expect(route.path, route.name).toMatch(new RegExp(`/${group}(/by-slug/:slug|/:id)?$`))
        expect(route.path.includes('/by-slug/'), route.name).toBe(bySlug)
      }
    }
  })

  it.each(globSync('contracts/pacts/*.json', { cwd: root }))('%s names each interaction by its route', (file) => {
    const { interactions } = JSON.parse(readFileSync(`${root}${file}`, 'utf8')) as {
      interactions: { description: string }[]
    }
    for (const { description } of interactions) expect(names, description).toContain(description.split(':')[0])
  })
})
