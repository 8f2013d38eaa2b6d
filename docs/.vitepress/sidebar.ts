import type { DefaultTheme } from 'vitepress'

/** The site's pages by who reads them: one list, shown on every page. */
export const sidebar: DefaultTheme.SidebarItem[] = [
  {
    text: 'Quick starts',
    items: [
      { text: 'Overview and install', link: '/start/' },
      { text: 'Front-end in the browser', link: '/start/browser' },
      { text: 'Node tests', link: '/start/node' },
      { text: 'QA: the standalone server', link: '/start/server' },
      { text: 'Contracts in CI', link: '/start/contracts' },
    ],
  },
  {
    text: 'How-to guides',
    items: [
      { text: 'Scenario files', link: '/guide/scenario-files' },
      { text: 'Factories and standin/data', link: '/guide/factories' },
      { text: 'Isolated tests', link: '/guide/isolated-tests' },
      { text: 'Stubs and templated stubs', link: '/guide/stubs' },
      { text: 'Faults', link: '/guide/faults' },
      { text: 'Sessions', link: '/guide/sessions' },
      { text: 'The clock', link: '/guide/clock' },
      { text: 'Snapshots and --persist', link: '/guide/snapshots' },
      { text: 'Playwright', link: '/guide/playwright' },
      { text: 'Storybook', link: '/guide/storybook' },
      { text: 'A Pact Broker', link: '/guide/pact-broker' },
      { text: 'Docker', link: '/guide/docker' },
      { text: 'Proxy and record a deployment', link: '/guide/proxy-record' },
      { text: 'The workbench', link: '/guide/workbench' },
      { text: 'MCP', link: '/guide/mcp' },
    ],
  },
  {
    text: 'Reference',
    items: [
      { text: 'Overview', link: '/reference/' },
      { text: 'Identity API', link: '/reference/identity-api' },
      { text: 'Calendar API', link: '/reference/calendar-api' },
      { text: 'CLI', link: '/reference/cli' },
      { text: 'Control plane', link: '/reference/control-plane' },
      { text: 'The package', link: '/reference/package' },
    ],
  },
  {
    text: 'Explanation',
    items: [
      { text: 'How standin works', link: '/explanation/how-it-works' },
      { text: 'Fidelity', link: '/explanation/fidelity' },
      { text: 'Limits and security', link: '/explanation/limits-and-security' },
    ],
  },
  {
    text: 'Contributing',
    collapsed: true,
    items: [
      { text: 'The house map', link: '/guides/house-map' },
      { text: 'Adding a collection', link: '/guides/adding-a-collection' },
      { text: 'Decisions', link: '/decisions/' },
    ],
  },
]
