import { resetStandin, setNow, start } from 'standin/browser'

/**
 * The page test/browser/app.test.ts drives: an app served at `/` that starts standin with
 * `start()`, keeping its writes across reloads and tabs with `?persist`, from `?scenario=`.
 */

const query = new URLSearchParams(location.search)
const scenario = query.get('scenario')

declare global {
  interface Window {
    app: { started: Promise<void>; resetStandin: typeof resetStandin; setNow: typeof setNow }
  }
}

window.app = {
  started: start({
    persist: query.has('persist'),
    ...(scenario === 'empty' || scenario === 'default' ? { scenario } : {}),
    onUnhandledFrame: 'bypass',
    quiet: true,
  }),
  resetStandin,
  setNow,
}
