import { execSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { mswBench } from './msw.js'
import { printTable, type BenchRow } from './lib/report.js'
import { scaleBench } from './scale.js'
import { startupBench } from './startup.js'
import { throughputBench } from './throughput.js'

/**
 * `npm run bench`: every benchmark, one table with each figure, its target and PASS/FAIL,
 * and bench/results.json. `npm run bench -- throughput` (or scale, msw, startup) runs one.
 */

const suites: Record<string, () => Promise<BenchRow[]>> = {
  throughput: throughputBench,
  scale: scaleBench,
  msw: mswBench,
  startup: startupBench,
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
writeFileSync(
  new URL('./results.json', import.meta.url),
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, seconds: Math.round((performance.now() - started) / 1000), rows }, null, 2)}\n`,
)
process.exitCode = rows.every((row) => row.pass) ? 0 : 1
