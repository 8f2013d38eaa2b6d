import { execSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { derivedBench } from './derived.js'
import { driftBench } from './drift.js'
import { entriesBench } from './entries.js'
import { memoryBench } from './memory.js'
import { mswBench } from './msw.js'
import { printTable, type BenchRow } from './lib/report.js'
import { persistBench } from './persist.js'
import { scaleBench } from './scale.js'
import { sessionsBench } from './sessions.js'
import { startupBench } from './startup.js'
import { suiteBench } from './suite.js'
import { tailBench } from './tail.js'
import { textBench } from './text.js'
import { throughputBench } from './throughput.js'
import { writesBench } from './writes.js'

/**
 * `npm run bench`: every benchmark, one table with each figure, its target and PASS/FAIL,
 * and bench/results.json. `npm run bench -- throughput` (or any name below) runs one and only
 * prints it, so that results.json always holds one whole run. Every
 * figure is a ratio against a baseline measured in the same run (bench/lib/load.ts).
 */

const suites: Record<string, () => Promise<BenchRow[]>> = {
  suite: suiteBench,
  entries: entriesBench,
  sessions: sessionsBench,
  writes: writesBench,
  persist: persistBench,
  startup: startupBench,
  throughput: throughputBench,
  scale: scaleBench,
  msw: mswBench,
  text: textBench,
  derived: derivedBench,
  tail: tailBench,
  memory: memoryBench,
  drift: driftBench,
}

execSync('node scripts/build.mjs --no-types', { stdio: 'inherit' })
const chosen = process.argv.slice(2).filter((name) => name in suites)
const rows: BenchRow[] = []
const started = performance.now()
for (const name of chosen.length > 0 ? chosen : Object.keys(suites)) {
  process.stderr.write(`running ${name}...\n`)
  rows.push(...(await suites[name]!()))
}
const table = printTable(rows)
console.log(table)
if (chosen.length === 0) {
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    seconds: Math.round((performance.now() - started) / 1000),
    rows,
  }
  writeFileSync(new URL('./results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`)
}
process.exitCode = rows.every((row) => row.pass) ? 0 : 1
