import type { HttpMethod, Route } from './types.js'

/**
 * Finds the route for a method and path by walking a tree of path segments: the cost
 * follows the path's length, not the number of routes. (@koa/router tries every route in
 * turn: 23 µs per request with our 271 routes, against 0.3 µs for one route.)
 */

interface Node<Context> {
  literals: Map<string, Node<Context>>
  param: { name: string; node: Node<Context> } | undefined
  /** Each method's route, with the names of its parameters in path order. */
  routes: Map<HttpMethod, { route: Route<Context>; paramNames: string[] }>
}

export type RouteMatch<Context> =
  /** A route answers this method at this path. */
  | { route: Route<Context>; params: Record<string, string> }
  /** Routes exist at this path, but not for this method. */
  | { route: undefined; methods: HttpMethod[] }

const newNode = <Context>(): Node<Context> => ({ literals: new Map(), param: undefined, routes: new Map() })

function decodeSegment(segment: string): string {
  if (!segment.includes('%')) return segment
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

function paramNames(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1))
}

export function createRouter<Context>(routes: ReadonlyArray<Route<Context>>) {
  const root = newNode<Context>()
  for (const route of routes) {
    let node = root
    for (const segment of route.path.split('/').slice(1)) {
      if (segment.startsWith(':')) {
        const name = segment.slice(1)
        if (node.param && node.param.name !== name) {
          throw new Error(`${route.name}: parameter :${name} clashes with :${node.param.name} at the same place`)
        }
        node.param ??= { name, node: newNode() }
        node = node.param.node
      } else {
        let next = node.literals.get(segment)
        if (!next) node.literals.set(segment, (next = newNode()))
        node = next
      }
    }
    if (node.routes.has(route.method)) throw new Error(`${route.name}: ${route.method} ${route.path} is registered twice`)
    node.routes.set(route.method, { route, paramNames: paramNames(route.path) })
  }

  /** The deepest node the whole path reaches, literal segments first, with the parameters taken. */
  function walk(node: Node<Context>, segments: readonly string[], index: number, params: string[]): Node<Context> | undefined {
    if (index === segments.length) return node.routes.size > 0 ? node : undefined
    const segment = segments[index] ?? ''
    const literal = node.literals.get(segment)
    if (literal) {
      const found = walk(literal, segments, index + 1, params)
      if (found) return found
    }
    if (node.param && segment !== '') {
      params.push(segment)
      const found = walk(node.param.node, segments, index + 1, params)
      if (found) return found
      params.pop()
    }
    return undefined
  }

  return {
    /** The methods routes offer at this path (none when no route has the path). */
    methodsAt(pathname: string): HttpMethod[] {
      const node = walk(root, pathname.split('/').slice(1), 0, [])
      return node ? [...node.routes.keys()] : []
    },
    match(method: string, pathname: string): RouteMatch<Context> | undefined {
      const values: string[] = []
      const node = walk(root, pathname.split('/').slice(1), 0, values)
      if (!node) return undefined
      const found = node.routes.get(method as HttpMethod) ?? (method === 'HEAD' ? node.routes.get('GET') : undefined)
      if (!found) return { route: undefined, methods: [...node.routes.keys()] }
      const params: Record<string, string> = {}
      found.paramNames.forEach((name, index) => {
        params[name] = decodeSegment(values[index] ?? '')
      })
      return { route: found.route, params }
    },
  }
}
