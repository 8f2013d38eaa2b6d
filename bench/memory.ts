import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_TOKEN } from '../mocks/context/context.js'
import { median, type Paired, ratioRow } from './lib/load.js'
import type { Running } from './lib/processes.js'
import type { BenchRow } from './lib/report.js'
import { jsonServerOn, residentBytes, type SeededFiles, seededFiles, standinOn } from './lib/stores.js'

/**
 * Memory near the data (issue 28): the resident memory of standin holding 100,000 users (from
 * a snapshot) against json-server 1.x holding the same rows, each after the same reads (pages,
 * sorted pages, searches; target: at most 1.2x); and what one user row costs resident, at 10k
 * and 100k users, against json-server's and the row's own JSON: the growth over the same
 * servers holding the default data, per user added. Every figure is a median of rounds, each
 * starting both servers afresh.
 */

const ROUNDS = Number(process.env.BENCH_MEMORY_ROUNDS ?? 3)
const AUTH = { authorization: `Bearer ${DEFAULT_TOKEN}` }
const TERMS = ['ann', 'mar', 'son', 'ell', 'ber', 'ton', 'ric', 'ica', 'lee', 'ito']

/** The same reads on both servers: pages, pages sorted by name, searches of usernames. */
async function reads(kind: 'standin' | 'json-server', url: string): Promise<void> {
  for (const [index, term] of TERMS.entries()) {
    const paths =
      kind === 'standin'
        ? [
            `/api/v2beta/core/users/?limit=20&offset=${index * 20}`,
            `/api/v2beta/core/users/?ordering=-name&limit=20&offset=${index * 20}`,
            `/api/v2beta/core/users/?search=${term}&ordering=-name&limit=20`,
          ]
        : [
            `/identity_users?_page=${index + 1}&_per_page=20`,
            `/identity_users?_sort=-name&_page=${index + 1}&_per_page=20`,
            `/identity_users?username:contains=${term}&_sort=-name&_page=1&_per_page=20`,
          ]
    for (const path of paths) {
      const response = await fetch(`${url}${path}`, { headers: AUTH })
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
      await response.arrayBuffer()
    }
  }
}

/** Resident bytes of a server started on `files`, after the reads and a second to settle. */
async function resident(kind: 'standin' | 'json-server', files: SeededFiles): Promise<number> {
  const server: Running = kind === 'standin' ? await standinOn(files) : await jsonServerOn(files)
  try {
    await reads(kind, server.url)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    return residentBytes(server)
  } finally {
    await server.stop()
  }
}

interface Sizes {
  /** Users asked for, past the default data's. */
  users: number
  files: SeededFiles
  standin: number[]
  jsonServer: number[]
}

export async function memoryBench(): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'standin-memory-'))
  try {
    const sizes: Sizes[] = []
    for (const users of [0, 10_000, 100_000])
      sizes.push({ users, files: await seededFiles(join(dir, String(users)), users, 0), standin: [], jsonServer: [] })
    for (let round = 0; round < ROUNDS; round++) {
      for (const size of sizes) {
        size.standin.push(await resident('standin', size.files))
        size.jsonServer.push(await resident('json-server', size.files))
      }
    }
    const [base, ...grown] = sizes
    if (!base) throw new Error('no sizes')
    const largest = grown[grown.length - 1]
    if (!largest) throw new Error('no sizes')
    const ratios = largest.standin.map((bytes, round) => bytes / (largest.jsonServer[round] ?? NaN))
    const whole: Paired = {
      ratio: median(ratios),
      min: Math.min(...ratios),
      max: Math.max(...ratios),
      ratios,
      candidate: median(largest.standin),
      baseline: median(largest.jsonServer),
    }
    const rows = [
      ratioRow(`resident memory, ${largest.users / 1000}k users, after the same reads`, whole, {
        unit: 'MiB',
        scale: 1 / 2 ** 20,
        max: 1.2,
        baseline: '(json-server 1.x, the same rows)',
      }),
    ]
    for (const size of grown) {
      const added = size.files.users - base.files.users
      const perRow = (values: number[], baseValues: number[]) => (median(values) - median(baseValues)) / added
      const ours = perRow(size.standin, base.standin)
      const theirs = perRow(size.jsonServer, base.jsonServer)
      const json = size.files.userBytes / size.files.users
      rows.push({
        benchmark: `resident memory per user row, ${size.users / 1000}k users`,
        result: `${Math.round(ours)} B (json-server 1.x: ${Math.round(theirs)} B; the row as JSON: ${Math.round(json)} B; ${(ours / theirs).toFixed(2)}x)`,
        target: '<= 1.20x json-server 1.x',
        pass: ours <= 1.2 * theirs,
        detail: {
          standin: size.standin,
          jsonServer: size.jsonServer,
          base: base.standin,
          perRow: ours,
          jsonServerPerRow: theirs,
          json,
        },
      })
    }
    return rows
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
