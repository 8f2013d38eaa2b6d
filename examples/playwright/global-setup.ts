import { serveApp } from './serve-app.js'
import { startStandin } from './standin.js'

/**
 * One standin for the whole run, started empty (each test brings its own scenario file), and
 * the app. Workers inherit what is put in process.env here; the function returned tears down.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const [standin, app] = await Promise.all([startStandin(['--scenario', 'empty']), serveApp()])
  process.env.STANDIN_URL = standin.url
  process.env.APP_URL = `${app.origin}/?api=${encodeURIComponent(standin.url)}`
  return async () => {
    await Promise.all([standin.close(), app.close()])
  }
}
