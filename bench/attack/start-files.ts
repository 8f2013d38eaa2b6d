import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Attack, createUser, inTemporaryFolder } from './helpers.js'
import { StartFailure, startServer } from './server.js'

/**
 * The files a server starts from (`--persist`, `--snapshot`, `--stubs`): a damaged one is refused
 * whole before anything starts, in one line naming it, and left as it was; never a stack, never
 * a server that starts and then answers every create with a 500.
 */

/** A --persist log as a server writes it: its snapshot line and one change line. */
async function writtenLog(file: string): Promise<{ snapshot: string; change: any }> {
  const server = await startServer(['--scenario', 'empty', '--persist', file])
  try {
    const created = await createUser(server, 'logged')
    if (created.status !== 201) throw new Error(`could not write the log: ${created.status}`)
  } finally {
    await server.stop()
  }
  const [snapshot = '', change = ''] = readFileSync(file, 'utf8').split('\n')
  return { snapshot, change: JSON.parse(change) }
}

/** What a start with `flag file` did: the problems when it started, or did not stop with one line naming the file, or changed it. */
async function refusedInOneLine(flag: string, file: string, what: string): Promise<string[]> {
  const before = readFileSync(file)
  const started = await startServer([flag, file], 30_000).catch((error: Error) => error)
  const problems: string[] = []
  if (started instanceof StartFailure) {
    const said = started.output.trim()
    if (started.exit !== 2 || said.split('\n').length !== 1 || !said.startsWith(`standin: ${flag} ${file}: `))
      problems.push(`${flag} with ${what}: exited ${started.exit} saying ${JSON.stringify(said.slice(0, 200))}`)
  } else if (started instanceof Error) {
    problems.push(`${flag} with ${what}: ${started.message.slice(0, 160)}`)
  } else {
    const write = await createUser(started, 'after.start')
    problems.push(`${flag} with ${what}: the server started; a create answered ${write.status}`)
    await started.stop()
  }
  if (!readFileSync(file).equals(before)) problems.push(`${flag} with ${what}: the file was changed`)
  return problems
}

export const startFilesAttacks: Attack[] = [
  {
    name: 'persist-damaged-log',
    reported:
      'a --persist log whose sequences lag or whose random state is missing started, then every create 500d; a table named constructor, an unknown API section and a zero-length file were accepted silently',
    seconds: 120,
    run: () =>
      inTemporaryFolder(async (folder, file) => {
        const { snapshot, change } = await writtenLog(file)
        const variants: Array<[string, (copy: any) => void]> = [
          ['sequences behind its ids', (copy) => (copy.changes.identity.sequences.users = 0)],
          ['no random state', (copy) => delete copy.changes.identity.random],
          ['a table named constructor', (copy) => (copy.changes.identity.tables.constructor = [{ put: { pk: 1 } }])],
          ['an unknown API section', (copy) => (copy.changes.billing = { tables: {} })],
        ]
        const problems: string[] = []
        for (const [what, edit] of variants) {
          const copy = structuredClone(change)
          edit(copy)
          const damaged = join(folder, `${what.replaceAll(' ', '-')}.json`)
          writeFileSync(damaged, `${snapshot}\n${JSON.stringify(copy)}\n`)
          problems.push(...(await refusedInOneLine('--persist', damaged, what)))
        }
        const empty = join(folder, 'empty.json')
        writeFileSync(empty, '')
        problems.push(...(await refusedInOneLine('--persist', empty, 'zero bytes')))
        return problems
      }),
  },
  {
    name: 'deep-start-files',
    reported: 'a deeply nested --stubs file exited with a stack dump',
    seconds: 60,
    run: () =>
      inTemporaryFolder(async (folder) => {
        const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`
        const files: Array<[string, string, string]> = [
          [
            '--stubs',
            'stubs.json',
            `[{"request": {"path": "/x"}, "response": {"status": 200, "body": ${deep(200_000)}}}]`,
          ],
          [
            '--stubs',
            'stubs-5000.json',
            `[{"request": {"path": "/x"}, "response": {"status": 200, "body": ${deep(5000)}}}]`,
          ],
          ['--snapshot', 'snapshot.json', `{"format": "standin-snapshot/1", "identity": ${deep(200_000)}}`],
        ]
        const problems: string[] = []
        for (const [flag, name, content] of files) {
          const file = join(folder, name)
          writeFileSync(file, content)
          problems.push(...(await refusedInOneLine(flag, file, `${name} nested deep`)))
        }
        return problems
      }),
  },
]
