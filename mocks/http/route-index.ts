import { compilePath } from './path.js'
import type { HttpMethod, Route } from './types.js'

/** Answers "which methods does some route offer at this path?" for fallbacks (405, 301). */
export function createRouteIndex(routes: ReadonlyArray<Route<never> | Route<any>>) {
  const compiled = routes.map((route) => ({ method: route.method, pattern: compilePath(route.path) }))
  return {
    methodsAt(pathname: string): HttpMethod[] {
      const methods = new Set<HttpMethod>()
      for (const { method, pattern } of compiled) {
        if (pattern.match(pathname)) methods.add(method)
      }
      return [...methods]
    },
  }
}
