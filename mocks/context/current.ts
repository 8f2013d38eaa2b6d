import type { MockContext } from './context.js'

/**
 * Which store the package's module-level helpers act on: the entry an app imports (standin/node,
 * standin/browser) says which, once, and helpers loaded on their own (standin/data's
 * `collections`) ask here, so that they follow the entry's choice: in Node, an `isolated()`
 * test's own store inside that test (AsyncLocalStorage, which only the Node entry loads), the
 * shared one elsewhere; in a page, the page's store.
 */

let resolve: (() => MockContext) | undefined

/** Called by an entry point with the function that finds the store of the moment. */
export function actOnStoreOf(find: () => MockContext): void {
  resolve = find
}

/** The store of the moment; throws when no entry point that has one was imported. */
export function currentContext(): MockContext {
  if (!resolve)
    throw new Error(
      'standin: no shared store: import standin/node or standin/browser first, or pass a context of your own (collectionsFor(context))',
    )
  return resolve()
}
