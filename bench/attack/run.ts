import { existsSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { root } from '../lib/processes.js'
import { attacks, families } from './attacks.js'
import type { Attack } from './helpers.js'
import { MiB } from './http.js'
import { settledRss, startServer, useServerRoot, watch } from './server.js'

/**
 * `npm run bench:attack`: the reliability suite. It replays every attack (bench/attack/*.ts, one
 * file per family, listed in attacks.ts) against the server as users start it
 * (the bin, on the bundle), each attack on a fresh process started with
 * `--max-old-space-size=512`. Throughout an attack a prober asks `/__standin/health` every
 * 250 ms on a new connection; an attack passes when the server is still up, every probe was
 * answered within 1 s, resident memory ends under the attack's budget (read after a full GC:
 * the server runs with --expose-gc), and the attack's own checks hold (a refused request is a
 * 4xx, never a 5xx; nothing it was refused changed). Every attack has a deadline, so the run is
 * bounded (about 5 minutes) even against a server that freezes.
 *
 *   npm run bench:attack                       every attack
 *   npm run bench:attack -- --only bad-host,journal-bodies
 *   npm run bench:attack -- --only persistence     one family (a file of bench/attack/)
 *   npm run bench:attack -- --root /tmp/old    the server of another checkout (before/after)
 *   npm run bench:attack -- --json out.json    the results as JSON as well
 */

const HEALTH_LIMIT_MS = 1000

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    root: { type: 'string' },
    json: { type: 'string' },
  },
})
const serverRoot = resolve(values.root ?? root)
useServerRoot(serverRoot)

interface Result {
  name: string
  reported: string
  pass: boolean
  problems: string[]
  seconds: number
  slowestProbeMs?: number
  probes?: number
  peakRssMiB?: number
  endRssMiB?: number
  budgetMiB?: number
}

const mib = (bytes: number | undefined) => (bytes === undefined ? undefined : Math.round(bytes / MiB))

async function withDeadline<T>(work: Promise<T>, seconds: number): Promise<T | 'deadline'> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<'deadline'>((done) => {
    timer = setTimeout(() => done('deadline'), seconds * 1000)
  })
  try {
    return await Promise.race([work, deadline])
  } finally {
    clearTimeout(timer)
  }
}

async function runAttack(attack: Attack): Promise<Result> {
  const started = performance.now()
  const base = { name: attack.name, reported: attack.reported }
  const elapsed = () => Math.round((performance.now() - started) / 1000)
  if (!attack.args && attack.budgetMiB === undefined) {
    const outcome = await withDeadline(
      attack.run(undefined as never).catch((error: Error) => [`failed: ${error.message}`]),
      attack.seconds,
    )
    const problems = outcome === 'deadline' ? [`not done in ${attack.seconds} s`] : outcome
    return { ...base, pass: problems.length === 0, problems, seconds: elapsed() }
  }
  const prepared = await attack.prepare?.()
  const args = typeof attack.args === 'function' ? attack.args() : (attack.args ?? [])
  const server = await startServer([...args, ...(prepared?.args ?? [])])
  const watcher = watch(server)
  const problems: string[] = []
  try {
    const outcome = await withDeadline(
      attack.run(server).catch((error: Error) => [`failed: ${error.message}`]),
      attack.seconds,
    )
    problems.push(...(outcome === 'deadline' ? [`not done in ${attack.seconds} s`] : outcome))
  } finally {
    await watcher.stop()
  }
  const alive = server.alive()
  const endRss = alive ? await settledRss(server) : undefined
  const budget = attack.budgetMiB ?? 384
  if (!alive)
    problems.unshift(
      `the server died (${server.child.exitCode ?? server.child.signalCode}): ${/(FATAL ERROR[^\n]*|heap out of memory[^\n]*)/.exec(server.output())?.[1] ?? server.output().trim().split('\n').slice(-1)[0] ?? ''}`,
    )
  else if (endRss !== undefined && endRss > budget * MiB)
    problems.push(`resident memory ${mib(endRss)} MiB, over its budget of ${budget} MiB`)
  if (watcher.slowest > (attack.healthLimitMs ?? HEALTH_LIMIT_MS) || watcher.failedProbes > 0) {
    problems.push(
      `health: slowest answer ${Math.round(watcher.slowest)} ms, ${watcher.failedProbes} of ${watcher.probes} probes failed or timed out`,
    )
  }
  await server.stop()
  await prepared?.close()
  return {
    ...base,
    pass: problems.length === 0,
    problems,
    seconds: elapsed(),
    slowestProbeMs: Math.round(watcher.slowest),
    probes: watcher.probes,
    peakRssMiB: mib(watcher.peakRss),
    endRssMiB: mib(endRss),
    budgetMiB: budget,
  }
}

const chosen = values.only
  ? values.only
      .split(',')
      .map((name) => name.trim())
      .flatMap((name) => families[name]?.map((attack) => attack.name) ?? [name])
  : attacks.map((attack) => attack.name)
const unknown = chosen.filter((name) => !attacks.some((attack) => attack.name === name))
if (unknown.length > 0) {
  process.stderr.write(
    `unknown attack(s): ${unknown.join(', ')}; known: ${Object.keys(families).join(', ')} and ${attacks.map((attack) => attack.name).join(', ')}\n`,
  )
  process.exit(2)
}
if (!existsSync(join(serverRoot, 'bin/standin.js'))) {
  process.stderr.write(`no bin/standin.js under ${serverRoot}\n`)
  process.exit(2)
}

const results: Result[] = []
for (const attack of attacks.filter((candidate) => chosen.includes(candidate.name))) {
  process.stderr.write(`${attack.name}: ${attack.reported}\n`)
  const result = await runAttack(attack).catch((error: Error): Result => ({
    name: attack.name,
    reported: attack.reported,
    pass: false,
    problems: [`could not run: ${error.message}`],
    seconds: 0,
  }))
  results.push(result)
  const memory =
    result.endRssMiB !== undefined
      ? `, rss ${result.endRssMiB} MiB (peak ${result.peakRssMiB}, budget ${result.budgetMiB})`
      : ''
  const health = result.slowestProbeMs !== undefined ? `, slowest health ${result.slowestProbeMs} ms` : ''
  process.stderr.write(
    `  ${result.pass ? 'PASS' : 'FAIL'} in ${result.seconds} s${health}${memory}\n${result.problems.map((problem) => `    - ${problem}\n`).join('')}`,
  )
}

console.log(`\n| attack | result | health (slowest) | rss end / budget |\n|---|---|---|---|`)
for (const result of results) {
  console.log(
    `| ${result.name} | ${result.pass ? 'PASS' : `FAIL: ${result.problems.join('; ').slice(0, 200)}`} | ${result.slowestProbeMs ?? '-'} ms | ${result.endRssMiB ?? '-'} / ${result.budgetMiB ?? '-'} MiB |`,
  )
}
if (values.json)
  writeFileSync(
    values.json,
    `${JSON.stringify({ date: new Date().toISOString(), root: serverRoot, results }, null, 2)}\n`,
  )
process.exitCode = results.every((result) => result.pass) ? 0 : 1
