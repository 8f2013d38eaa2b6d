import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { open } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Attack, AUTH, IDENTITY } from './helpers.js'
import { call, json } from './http.js'
import type { Server } from './server.js'

/** `--scenario <file> --watch`: each reload costs what the new file holds, and a file too large is refused. */

const folder = () => mkdtempSync(join(tmpdir(), 'standin-attack-watch-'))
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

/** The folder each attack's files are in (made when its server starts, removed when it ends). */
const folders = new Map<string, string>()

function folderOf(name: string): string {
  let made = folders.get(name)
  if (!made) folders.set(name, (made = folder()))
  return made
}

function removeFolder(name: string): void {
  const made = folders.get(name)
  if (made) rmSync(made, { recursive: true, force: true })
  folders.delete(name)
}

/** The username that says which version of the file the store holds. */
const marker = (version: number) => `zzversion${version}q`

/** A scenario module of about 600 KB of source whose first user names its version. */
function scenarioModule(version: number): string {
  const users = Array.from({ length: 300 }, (_, index) => ({
    username: index === 0 ? marker(version) : `u${version}.${index}`,
    name: `${'n'.repeat(2000)} ${index}`,
  }))
  return `export default ${JSON.stringify({ extends: 'empty', identity: { 'core/users': users } })}\n`
}

/** Writes a file whole, then renames it into place (what an editor does), so the watcher never reads half. */
function replace(file: string, text: string): void {
  writeFileSync(`${file}.next`, text)
  renameSync(`${file}.next`, file)
}

/** Users whose text holds `term` (a username no made-up value contains). */
const usersNamed = async (server: Server, term: string) =>
  json(await call(server, `${IDENTITY}/core/users/?search=${term}`, { headers: AUTH, timeoutMs: 20_000 }))?.count as
    number | undefined

const memory = async (server: Server) => json(await call(server, '/__standin/process', { timeoutMs: 20_000 }))?.memory
const heapUsed = async (server: Server) => (await memory(server))?.heapUsed as number
const rss = async (server: Server) => (await memory(server))?.rss as number

const MiB = 1024 * 1024

/** The flags of a server watching `name` in the attack's folder, written with `content` just before it starts. */
function watching(attack: string, name: string, content: () => string): () => string[] {
  return () => {
    const file = join(folderOf(attack), name)
    writeFileSync(file, content())
    return ['--scenario', file, '--watch']
  }
}

export const scenarioFilesAttacks: Attack[] = [
  {
    name: 'watch-module-reloads',
    reported: '--watch of a .mjs scenario leaked each reload: 150 reloads took it from 33 to 320 MiB',
    args: watching('watch-module-reloads', 'team.mjs', () => scenarioModule(0)),
    budgetMiB: 384,
    seconds: 240,
    async run(server) {
      const file = join(folderOf('watch-module-reloads'), 'team.mjs')
      const problems: string[] = []
      try {
        let before = 0
        let rssBefore = 0
        for (let version = 1; version <= 120; version++) {
          replace(file, scenarioModule(version))
          const deadline = performance.now() + 20_000
          while ((await usersNamed(server, marker(version))) !== 1) {
            if (performance.now() > deadline) {
              problems.push(`reload ${version} did not show in 20 s`)
              return problems
            }
            await sleep(100)
          }
          if (version === 10) [before, rssBefore] = [await heapUsed(server), await rss(server)]
        }
        const grown = (await heapUsed(server)) - before
        if (grown > 48 * MiB) problems.push(`110 reloads grew the heap by ${Math.round(grown / MiB)} MiB`)
        const rssGrown = (await rss(server)) - rssBefore
        if (rssGrown > 64 * MiB) problems.push(`110 reloads grew resident memory by ${Math.round(rssGrown / MiB)} MiB`)
        return problems
      } finally {
        removeFolder('watch-module-reloads')
      }
    },
  },
  {
    name: 'watch-huge-json',
    reported: 'a 300 MB JSON file swapped in under --watch crashed the server',
    args: watching('watch-huge-json', 'team.json', () =>
      JSON.stringify({ identity: { 'core/users': [{ username: 'before.swap' }] } }),
    ),
    budgetMiB: 384,
    seconds: 90,
    async run(server) {
      const file = join(folderOf('watch-huge-json'), 'team.json')
      const problems: string[] = []
      try {
        // Written without blocking this process, whose prober times the server's health.
        const out = await open(`${file}.next`, 'w')
        await out.write('{"identity":{"core/users":[')
        const chunk = Array.from(
          { length: 10_000 },
          (_, index) => `{"username":"u${index}","name":"${'x'.repeat(80)}"}`,
        ).join(',')
        for (let written = 0; written < 300_000_000; written += chunk.length + 1) await out.write(`${chunk},`)
        await out.write('{"username":"last"}]}}')
        await out.close()
        renameSync(`${file}.next`, file)
        await sleep(10_000)
        if (!server.alive()) return problems
        if ((await usersNamed(server, 'before.swap')) !== 1) problems.push('the store changed')
        if (!/standin: .*team\.json.*not loaded/.test(server.output()))
          problems.push(`no line said the file was not loaded: ${server.output().trim().split('\n').slice(-1)[0]}`)
        return problems
      } finally {
        removeFolder('watch-huge-json')
      }
    },
  },
]
