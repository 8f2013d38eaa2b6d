/// <reference types="vite/client" />
// The app's src/main.ts: test/package/browser-app.test.ts builds it in a fresh Vite app with the
// packed package, checks that the production build holds no standin, and runs it in Chromium.

// #region enable
async function enableMocking(): Promise<void> {
  // Development only: a production build drops the branch, and with it the imports and their chunks.
  if (import.meta.env.DEV) {
    const { start } = await import('standin/browser')
    await start({ persist: true, onUnhandledFrame: 'bypass', quiet: true })
    const { collections } = await import('standin/data')
    document.querySelector('#count')!.textContent = String(collections.identity['core/users'].count())
  }
}
// #endregion enable

// #region render
async function render(): Promise<void> {
  const users = await fetch('/api/v2beta/core/users/?limit=3&ordering=pk', {
    headers: { Authorization: 'Bearer standin-dev-token' },
  }).then((response) => response.json())
  const events = await fetch('/wp-json/cal/events/v1/events?per_page=3').then((response) => response.json())
  document.querySelector('#users')!.textContent = users.results
    .map((user: { username: string }) => user.username)
    .join(', ')
  document.querySelector('#events')!.textContent = String(events.total)
}

void enableMocking().then(render)
// #endregion render
