// Run by `npm version <major|minor|patch>`: the files that repeat the version follow package.json.
//
//   node scripts/version-files.mjs --check   (`preversion`) stops the release before anything
//                                            changes when CHANGELOG.md has nothing under Unreleased
//   node scripts/version-files.mjs           (`version`, after package.json has the new version
//                                            and before npm commits and tags it)
//
// - Dockerfile: the default of `ARG VERSION`, the image's version label;
// - CHANGELOG.md: what is under "Unreleased" becomes the new version's section, dated today, and
//   the links at the bottom compare from the new tag.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
/** @param {string} name */
const path = (name) => `${ROOT}${name}`
const { version } = JSON.parse(readFileSync(path('package.json'), 'utf8'))

/**
 * One line, not a stack: the release stops on what the maintainer must do.
 *
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  process.stderr.write(`version-files: ${message}\n`)
  process.exit(1)
}

/**
 * @param {string} name
 * @param {(text: string) => string} change
 */
function rewrite(name, change) {
  const before = readFileSync(path(name), 'utf8')
  const after = change(before)
  if (after === before) fail(`${name}: nothing to change for ${version}`)
  writeFileSync(path(name), after)
}

/**
 * The parts of CHANGELOG.md a release moves: the Unreleased section (with what is under it), and
 * the Unreleased link with the repository and the last release's tag.
 *
 * @param {string} text
 */
function changelogParts(text) {
  const unreleased = /^## \[Unreleased\]\n([\s\S]*?)(?=^## \[)/m.exec(text)
  if (!unreleased) fail('CHANGELOG.md: no "## [Unreleased]" section before the last release')
  if (unreleased[1]?.trim() === '') fail('CHANGELOG.md: nothing under "Unreleased": say what changed first')
  const link = /^\[Unreleased\]: (.+)\/compare\/(v[^.]+\.[^.]+\.[^.]+)\.\.\.HEAD$/m.exec(text)
  if (!link) fail('CHANGELOG.md: no "[Unreleased]: <repository>/compare/<tag>...HEAD" link')
  return { section: unreleased[0], changes: unreleased[1] ?? '', link: link[0], repository: link[1], previous: link[2] }
}

if (process.argv.includes('--check')) {
  changelogParts(readFileSync(path('CHANGELOG.md'), 'utf8'))
  process.exit(0)
}

rewrite('Dockerfile', (text) => text.replace(/^ARG VERSION=.*$/m, `ARG VERSION=${version}`))

rewrite('CHANGELOG.md', (text) => {
  const { section, changes, link, repository, previous } = changelogParts(text)
  const today = new Date().toISOString().slice(0, 10)
  return text
    .replace(section, `## [Unreleased]\n\n## [${version}] - ${today}\n${changes}`)
    .replace(
      link,
      `[Unreleased]: ${repository}/compare/v${version}...HEAD\n[${version}]: ${repository}/compare/${previous}...v${version}`,
    )
})

process.stdout.write(`Dockerfile and CHANGELOG.md say ${version}\n`)
