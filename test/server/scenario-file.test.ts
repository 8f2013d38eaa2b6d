import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readScenarioFile, SCENARIO_FILE_BYTES } from '../../server/scenario-file.js'

/** `--scenario <file>` read for the start and for each `--watch` reload (issue 22, item 10). */

const folder = mkdtempSync(join(tmpdir(), 'standin-scenario-file-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

const file = (name: string, text: string) => {
  const path = join(folder, name)
  writeFileSync(path, text)
  return path
}

describe('scenario files', () => {
  it('imports a module in a worker that hands its document over as data', async () => {
    const path = file(
      'team.mjs',
      "export default { extends: 'empty', identity: { 'core/users': [{ username: 'ann' }] } }\n",
    )
    expect(await readScenarioFile(path)).toEqual({
      extends: 'empty',
      identity: { 'core/users': [{ username: 'ann' }] },
    })
  })

  it('imports a module whose export holds functions in the server, so that they run there', async () => {
    const path = file('built.mjs', "export default { extends: 'empty', async build() {} }\n")
    const document = await readScenarioFile(path)
    expect(typeof document).toBe('object')
    expect(typeof Reflect.get(document, 'build')).toBe('function')
  })

  it('says in one line why a module cannot be read', async () => {
    await expect(readScenarioFile(file('none.mjs', 'export const x = 1\n'))).rejects.toThrow('no default export')
    await expect(readScenarioFile(file('broken.mjs', 'export default {\n'))).rejects.toThrow(/\S/)
  })

  it(`refuses a file past ${SCENARIO_FILE_BYTES / 1024 / 1024} MiB before reading it`, async () => {
    const path = file('huge.json', '')
    truncateSync(path, SCENARIO_FILE_BYTES + 1)
    await expect(readScenarioFile(path)).rejects.toThrow(/is 33 MiB, larger than the 32 MiB a scenario file may be/)
  })

  it('refuses a document nested too deep', async () => {
    const deep = file(
      'deep.json',
      `{"identity":{"core/groups":[{"name":"g","attributes":${'['.repeat(200)}${']'.repeat(200)}}]}}`,
    )
    await expect(readScenarioFile(deep)).rejects.toThrow('nested deeper than 100 levels')
  })
})
