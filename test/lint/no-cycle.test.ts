import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * `npm run lint` refuses a circle of imports (oxlint's `import/no-cycle` in oxlint.config.ts),
 * type-only circles too: each case writes a few files into a scratch folder, lints them with the
 * project's configuration, and expects the rule to speak, or to stay silent where there is no
 * circle.
 */
const root = resolve(import.meta.dirname, '../..')

type Case = { name: string; files: Record<string, string>; circle: boolean }
const cases: Case[] = [
  {
    name: 'a value circle',
    files: {
      'value/a.ts': "import { b } from './b.js'\nexport const a = () => b()\n",
      'value/b.ts': "import { a } from './a.js'\nexport const b = () => a()\n",
    },
    circle: true,
  },
  {
    name: 'a type-only circle',
    files: {
      'types/a.ts': "import type { B } from './b.js'\nexport interface A { b?: B }\n",
      'types/b.ts': "import type { A } from './a.js'\nexport interface B { a?: A }\n",
    },
    circle: true,
  },
  {
    name: 'a circle through a third file, by an inline type import',
    files: {
      'long/a.ts': "import { type B } from './b.js'\nexport interface A { b?: B }\n",
      'long/b.ts': "import type { C } from './c.js'\nexport interface B { c?: C }\n",
      'long/c.ts': "import type { A } from './a.js'\nexport interface C { a?: A }\n",
    },
    circle: true,
  },
  {
    name: 'no circle: two files import a third',
    files: {
      'none/a.ts': "import type { C } from './c.js'\nexport interface A { c?: C }\n",
      'none/b.ts': "import type { C } from './c.js'\nexport interface B { c?: C }\n",
      'none/c.ts': 'export interface C { name: string }\n',
    },
    circle: false,
  },
]

let scratch = ''
let flagged = new Set<string>()

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'standin-cycle-'))
  copyFileSync(join(root, 'oxlint.config.ts'), join(scratch, 'oxlint.config.ts'))
  symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'), 'dir')
  for (const { files } of cases) {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(join(scratch, dirname(file)), { recursive: true })
      writeFileSync(join(scratch, file), text)
    }
  }
  let output: string
  try {
    output = execFileSync(
      join(root, 'node_modules/.bin/oxlint'),
      ['-c', 'oxlint.config.ts', '-f', 'json', ...cases.flatMap((entry) => Object.keys(entry.files))],
      {
        cwd: scratch,
        encoding: 'utf8',
      },
    )
  } catch (error) {
    // oxlint exits 1 when it reports an error.
    output = (error as { stdout: string }).stdout
  }
  const { diagnostics } = JSON.parse(output) as { diagnostics: { filename: string; code: string }[] }
  flagged = new Set(diagnostics.filter((entry) => entry.code === 'import(no-cycle)').map((entry) => entry.filename))
})

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true })
})

describe('no circle of imports (oxlint.config.ts)', () => {
  it.each(cases)('$name', ({ files, circle }) => {
    const found = Object.keys(files).filter((file) => flagged.has(file))
    if (circle) expect(found).not.toEqual([])
    else expect(found).toEqual([])
  })
})
