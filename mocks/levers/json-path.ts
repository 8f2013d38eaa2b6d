/**
 * The JSONPath that templated stubs read a posted body with (`{{jsonPath request.body '$.a.b'}}`):
 * the subset that names one value, `$`, `.name`, `['name']` and `[n]` (negative from the end,
 * as Jayway's `[-1]`). Wildcards, `..`, slices and filters are not read: such a path renders an
 * error in its place (each of them may visit every node of a body a client sends, and filters
 * run expressions). One
 * step per segment, so reading costs the path's length, whatever the body. Checked against
 * jsonpath-plus (test/mocks/levers/json-path.test.ts), decision 0036.
 */

export type PathStep = string | number

const NAME = /^[A-Za-z_$][\w$-]*/
const INDEX = /^\[(-?\d{1,9})\]/
const QUOTED = /^\[(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")\]/

/** The steps of a path, or undefined when it is not one this subset reads. */
export function parseJsonPath(path: string): PathStep[] | undefined {
  if (!path.startsWith('$') || path.length > 1000) return undefined
  const steps: PathStep[] = []
  let rest = path.slice(1)
  while (rest !== '') {
    const dotted = rest.startsWith('.') && !rest.startsWith('..') ? NAME.exec(rest.slice(1)) : null
    if (dotted) {
      steps.push(dotted[0])
      rest = rest.slice(1 + dotted[0].length)
      continue
    }
    const index = INDEX.exec(rest)
    if (index) {
      steps.push(Number(index[1]))
      rest = rest.slice(index[0].length)
      continue
    }
    const quoted = QUOTED.exec(rest)
    if (!quoted) return undefined
    steps.push((quoted[1] ?? quoted[2] ?? '').replace(/\\(.)/g, '$1'))
    rest = rest.slice(quoted[0].length)
  }
  return steps
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The value the steps lead to in parsed JSON (own keys only), or undefined. */
export function readJsonPath(value: unknown, steps: readonly PathStep[]): unknown {
  let at = value
  for (const step of steps) {
    if (typeof step === 'number') {
      if (!Array.isArray(at)) return undefined
      at = at[step < 0 ? at.length + step : step]
    } else {
      if (!isRecord(at) || !Object.hasOwn(at, step)) return undefined
      at = at[step]
    }
  }
  return at
}
