import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

/**
 * `npm run demo`: the demo page, with 'standin/browser' read from the sources so that edits
 * show at once (an app gets the same module from the package's dist/). `npm run demo` copies
 * mockServiceWorker.js into public/ first, as `npx standin init public` does in an app.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    alias: { 'standin/browser': fileURLToPath(new URL('../mocks/browser.ts', import.meta.url)) },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: { target: 'es2022' },
})
