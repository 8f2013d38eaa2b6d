import { defineConfig } from 'vitepress'
import { sidebar } from './sidebar.js'

/**
 * The documentation site (`npm run docs`, `npm run docs:build`; decision 38). It builds with no
 * network: local search, no fonts or scripts from elsewhere. VitePress fails the build on a link
 * to a page that does not exist; scripts/docs-anchors.mjs checks the anchors after it.
 */
export default defineConfig({
  title: 'standin',
  description:
    'A mock and contract-testing server for the identity admin API and the events calendar API: MSW handlers and a standalone server over one behaviour.',
  // decisions/README.md is the index GitHub shows: the site serves it as /decisions/.
  rewrites: { 'decisions/README.md': 'decisions/index.md' },
  srcExclude: ['snippets/**', '**/parts/**'],
  cleanUrls: true,
  lastUpdated: false,
  themeConfig: {
    search: { provider: 'local' },
    nav: [
      { text: 'Quick starts', link: '/start/' },
      { text: 'How-to', link: '/guide/scenario-files' },
      { text: 'Reference', link: '/reference/' },
      { text: 'Explanation', link: '/explanation/how-it-works' },
    ],
    sidebar,
    outline: { level: [2, 3] },
  },
})
