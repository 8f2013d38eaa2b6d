// After `vitepress build docs`: every internal link of the built site (pages, the sidebar, the
// navigation, links written as HTML) must lead to a page that exists, and its #anchor to an id
// on that page. VitePress's own check covers markdown links to pages, not anchors.
import { existsSync, globSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { fileURLToPath } from 'node:url'

const dist = fileURLToPath(new URL('../../docs/.vitepress/dist/', import.meta.url))
const pages = globSync('**/*.html', { cwd: dist })
/** @type {Map<string, Set<string>>} */
const ids = new Map()
for (const page of pages) {
  const html = readFileSync(join(dist, page), 'utf8')
  ids.set(page, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => decodeURIComponent(match[1] ?? ''))))
}

/**
 * The built file a link's path names (clean URLs: `/guide/stubs` is guide/stubs.html).
 * @param {string} path
 */
function fileOf(path) {
  const bare = path.replace(/^\//, '')
  for (const candidate of [bare, `${bare}.html`, posix.join(bare, 'index.html'), bare.replace(/\/$/, '.html')])
    if (ids.has(candidate)) return candidate
  return undefined
}

const problems = []
for (const page of pages) {
  const html = readFileSync(join(dist, page), 'utf8')
  for (const [, href = ''] of html.matchAll(/<a [^>]*href="([^"]*)"/g)) {
    if (/^[a-z]+:|^\/\//i.test(href) || href === '') continue
    const [rawPath = '', rawHash] = href.split('#')
    const path =
      rawPath === '' ? `/${page}` : rawPath.startsWith('/') ? rawPath : posix.join('/', posix.dirname(page), rawPath)
    // Files the site serves as they are (pictures, documents).
    if (/\.(png|svg|json|txt|jpg)$/.test(path) && existsSync(join(dist, path))) continue
    const target = fileOf(path)
    if (target === undefined) problems.push(`${page}: link to a page that does not exist: ${href}`)
    else if (rawHash && !ids.get(target)?.has(decodeURIComponent(rawHash)))
      problems.push(`${page}: link to an anchor ${target} does not have: ${href}`)
  }
}
if (problems.length > 0) {
  console.error(`${problems.length} broken link(s) in the site:\n${[...new Set(problems)].join('\n')}`)
  process.exit(1)
}
console.log(`links checked: ${pages.length} pages, every internal link and anchor found`)
