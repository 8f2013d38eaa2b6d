import type { RouterTables, Step } from './router.js'
import type { Route } from './types.js'

/**
 * The routes nearest to a request no route matched, each with why it missed, as WireMock's
 * near-miss report gives them: read from a router's own tables (router.ts), apart from the
 * matcher so that only the server's control plane, which reports them, carries this code.
 */

/** A route that did not match a request, how far it was (0 a match) and why, in words. */
export interface NearMiss<Context> {
  route: Route<Context>
  distance: number
  reasons: string[]
}

/** How unlike two segments are, from 0 to 1: edits over the longer's length (a typo is near). */
function unlikeness(a: string, b: string): number {
  const longer = Math.max(a.length, b.length)
  if (longer === 0) return 0
  // Far apart in length is far apart: no need to count the edits of a long segment.
  if (Math.abs(a.length - b.length) > 16 || longer > 256) return 1
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
    previous = current
  }
  return (previous[b.length] ?? longer) / longer
}

const shown = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text)

/**
 * Where a path parts from a route's way, segment by segment, as WireMock's near misses say:
 * a literal that differs (scored by how unlike), a parameter the segment does not fit, a
 * trailing slash one has and the other not, segments too many or too few.
 */
function missOf<Context>(steps: Step<Context>[], segments: readonly string[], literal: (text: string) => string) {
  const reasons: string[] = []
  let distance = 0
  const slashed = (list: readonly unknown[]) => list.length > 0 && list.at(-1) === ''
  const routeSlash = slashed(steps)
  const pathSlash = slashed(segments)
  const wanted = routeSlash ? steps.slice(0, -1) : steps
  const given = pathSlash ? segments.slice(0, -1) : segments
  for (let index = 0; index < Math.max(wanted.length, given.length); index++) {
    const step = wanted[index]
    const segment = given[index]
    if (step === undefined || segment === undefined) continue
    if (typeof step === 'string') {
      if (literal(segment) === step) continue
      distance += unlikeness(literal(segment), step)
      reasons.push(`segment ${index + 1}: ${shown(segment)} is not ${shown(step)}`)
    } else if (segment === '' || (step.pattern && !step.pattern.test(segment))) {
      distance += 0.5
      reasons.push(
        `segment ${index + 1}: ${shown(segment)} does not fit :${step.name}${step.source ? ` (${step.source})` : ''}`,
      )
    }
  }
  if (wanted.length !== given.length) {
    distance += Math.abs(wanted.length - given.length)
    reasons.push(`the path has ${given.length} segments, the route ${wanted.length}`)
  }
  if (routeSlash !== pathSlash) {
    distance += 0.25
    reasons.push(
      routeSlash
        ? 'trailing slash: the route ends with "/", the path does not'
        : 'trailing slash: the path ends with "/", the route does not',
    )
  }
  return { distance, reasons }
}

/** A GET route answers HEAD too. */
const methodMatches = <Context>(route: Route<Context>, method: string) =>
  route.method === method || (method === 'HEAD' && route.method === 'GET')

const withWrongMethod = <Context>(miss: NearMiss<Context>, method: string): NearMiss<Context> => ({
  ...miss,
  distance: miss.distance + 0.5,
  reasons: [`method: the route takes ${miss.route.method}, not ${method}`, ...miss.reasons],
})

/** The routes nearest to a method and path, nearest first, each with why it did not match. */
export function nearMisses<Context>(
  tables: RouterTables<Context>,
  method: string,
  pathname: string,
  count = 5,
): Array<NearMiss<Context>> {
  const segments = tables.segmentsOf(pathname)
  return tables.ways
    .map(({ route, steps }) => ({ route, ...missOf(steps, segments, tables.literal) }))
    .map((miss) => (methodMatches(miss.route, method) ? miss : withWrongMethod(miss, method)))
    .filter((miss) => miss.distance > 0)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, count)
}
