import { DEFAULT_TOKEN, faults } from 'standin/browser'
import { loaders, type StandinParameters } from './preview.js'

/**
 * A stand-in for Storybook: stories as parameters, the preview's loaders run before each is
 * "rendered", and one component that lists users (or says why it cannot).
 */

// #region stories
const stories: Record<string, StandinParameters> = {
  Default: {},
  Empty: { standin: { scenario: 'empty' } },
  ServerDown: { standin: { handlers: [faults.error('/api/v2beta/core/users/*', 503)] } },
}
// #endregion stories

const AUTH = { Authorization: `Bearer ${DEFAULT_TOKEN}` }

async function userList(): Promise<string> {
  const response = await fetch('/api/v2beta/core/users/?limit=1', { headers: AUTH })
  if (!response.ok) return `error ${response.status}`
  return `${((await response.json()) as { count: number }).count} users`
}

declare global {
  interface Window {
    storybook: { show(story: string): Promise<string>; addUser(username: string): Promise<number> }
  }
}

window.storybook = {
  async show(story) {
    const parameters = stories[story]
    if (!parameters) throw new Error(`no story ${story}`)
    for (const loader of loaders) await loader({ parameters })
    return userList()
  },
  async addUser(username) {
    const response = await fetch('/api/v2beta/core/users/', {
      method: 'POST',
      headers: { ...AUTH, 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, name: username }),
    })
    return response.status
  },
}
