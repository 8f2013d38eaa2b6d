import { beforeAll, describe, expect, it } from 'vitest'
import { scenarioVersion } from '../../../fixtures/scenario-loader.js'
import { DEFAULT_SEED } from '../../../fixtures/scenario-names.js'
import type { Site } from '../../../mocks/calendar/context.js'
import { RENDERED_EVENT, type RenderOptions, renderEvent } from '../../../mocks/calendar/events/render.js'
import type { EventRow } from '../../../mocks/calendar/schemas.js'
import { createMockContext, type MockContext } from '../../../mocks/context/context.js'
import { createSettableClock } from '../../../mocks/levers/clock.js'
import type { JsonObject } from '../../../mocks/http/types.js'
import { adoptStores } from '../../../mocks/context/snapshot.js'

/**
 * Rendered events are kept by what their declaration names (`RENDERED_EVENT`, render.ts) and
 * shared by every read that shows them: each declared input changed renders afresh, the same
 * inputs give the kept object, and under test that object is frozen all the way down.
 */

const NOW = new Date('2026-11-20T10:00:00Z')
const SITE: Site = {
  origin: 'http://standin.test',
  host: 'standin.test',
  home: 'http://standin.test',
  restRoot: 'http://standin.test/wp-json',
  api: 'http://standin.test/wp-json/cal/events/v1',
  kept: true,
}
let context: MockContext
let first: EventRow
let second: EventRow

beforeAll(async () => {
  context = createMockContext({ clock: createSettableClock(NOW) })
  adoptStores(context, await scenarioVersion('default', DEFAULT_SEED, NOW))
  const [one, two] = context.calendar.events.rows()
  if (!one || !two) throw new Error('the scenario has fewer than two events')
  first = one
  second = two
})

interface Render {
  site: Site
  event: () => EventRow
  options: RenderOptions
}

const base: Render = { site: SITE, event: () => first, options: {} }

/** For each declared input: a rendering differing from `base` in that input. */
const variations: Record<string, Render> = {
  api: { ...base, site: { ...SITE, api: 'http://standin.test/fr/wp-json/cal/events/v1' } },
  home: { ...base, site: { ...SITE, home: 'http://standin.test/fr' } },
  event: { ...base, event: () => second },
  single: { ...base, options: { single: true } },
  blank: { ...base, options: { blank: true } },
}

const render = ({ site, event, options }: Render) => renderEvent(site, context.calendar, event(), options)

describe('rendered events, keyed by declaration', () => {
  it('declares its inputs, and each has a variation below', () => {
    expect([...RENDERED_EVENT.own].sort()).toEqual(Object.keys(variations).sort())
  })

  it('gives the kept rendering for the same inputs', () => {
    expect(render({ ...base, options: { single: false, blank: false } })).toBe(render(base))
  })

  for (const [input, changed] of Object.entries(variations)) {
    it(`renders afresh when ${input} changes`, () => {
      const kept = render(base)
      const fresh = render(changed)
      expect(fresh).not.toBe(kept)
      expect(render(changed)).toBe(fresh)
    })
  }

  it('is frozen all the way down under test: a reader that writes to it throws', () => {
    const rendered = render(base) as JsonObject
    expect(() => {
      rendered.title = 'changed'
    }).toThrow(TypeError)
    const details = rendered.start_date_details as JsonObject
    expect(() => {
      details.year = '1999'
    }).toThrow(TypeError)
    const values = (rendered.cost_details as { values: string[] }).values
    expect(() => values.push('1')).toThrow(TypeError)
    expect(render(base).title).not.toBe('changed')
  })
})
