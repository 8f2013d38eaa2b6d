import { setupWorker } from 'msw/browser'
import { createHandlers, factories, resetStandin, worker } from 'standin/browser'

/**
 * The page test/browser/worker.test.ts drives: it starts standin's default worker, or with
 * `?api=<origin>` a worker of its own from `createHandlers({ baseUrl, seed, scenario })`
 * (`&seed=`, `&scenario=`), and hands the test what it needs on `window.standin`.
 */

const query = new URLSearchParams(location.search)
const api = query.get('api')
const seed = query.get('seed')
const scenario = query.get('scenario')

const chosen = api
  ? setupWorker(
      ...createHandlers({
        baseUrl: api,
        ...(seed !== null ? { seed: Number(seed) } : {}),
        ...(scenario === 'default' || scenario === 'empty' ? { scenario } : {}),
      }),
    )
  : worker

declare global {
  interface Window {
    standin: { started: Promise<unknown>; resetStandin: typeof resetStandin; factories: typeof factories }
  }
}

// Unhandled requests go to the network: the dev server for same-origin paths, which the test
// checks; anything else would show up in the test's record of foreign requests.
window.standin = { started: chosen.start({ onUnhandledFrame: 'bypass', quiet: true }), resetStandin, factories }
