import { heapBytes, type MemoryBudget } from '../store/memory.js'
import type { Random } from '../store/random.js'
import { isObject, type Parsed } from '../http/json.js'

/**
 * Injected faults: latency (fixed or a random range) and failures (a status code answered
 * in the API's own error shape, or a dropped connection) at a rate from 0 to 1, per path
 * pattern and method. The pipeline (mocks/pipeline/pipeline.ts) decides them for both hosts, from
 * the store's fault set (`/__standin/faults`, `--fault`), the rules MSW's fault handlers attach
 * to a request (`mocks/msw/faults.ts`) and a `Prefer` header.
 */

export interface FaultRule {
  /** Path pattern; `*` matches any run of characters (`/api/v2beta/core/*`). */
  path: string
  /** Upper-case method, or undefined for every method. */
  method?: string
  /** A fixed delay, or a range to pick from uniformly. */
  delayMs?: number | [number, number]
  /** Answer this status instead of the API's answer. */
  status?: number
  /** Drop the connection instead of answering. */
  drop?: boolean
  /** How often the failure (status or drop) applies; latency always does. Default 1. */
  rate?: number
}

/** A rule as a fault set keeps and lists it, with the id `DELETE /__standin/faults/<id>` takes. */
export type KeptFaultRule = FaultRule & { id: string }

export type FaultDecision = { delayMs: number; outcome: 'pass' | 'drop' | { status: number } }

export const MAX_DELAY_MS = 60_000

/** Rules one fault set holds: each is tried on every request it may apply to. */
export const MAX_FAULT_RULES = 100

const isInt = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max

/** Validates one rule as clients send it (JSON or CLI), with a message saying what is wrong. */
export function parseFaultRule(input: unknown): Parsed<FaultRule> {
  if (!isObject(input)) return { ok: false, error: 'a fault must be an object' }
  const raw = input
  const known = ['path', 'method', 'delayMs', 'status', 'drop', 'rate']
  const unknown = Object.keys(raw).filter((key) => !known.includes(key))
  if (unknown.length > 0) return { ok: false, error: `unknown fault field(s): ${unknown.join(', ')}` }
  if (typeof raw.path !== 'string' || !raw.path.startsWith('/') || raw.path.length > 2000) {
    return { ok: false, error: '"path" must be a path pattern starting with "/" (use * as a wildcard)' }
  }
  const rule: FaultRule = { path: raw.path }
  if (raw.method !== undefined) {
    if (typeof raw.method !== 'string' || !/^[A-Za-z]{1,16}$/.test(raw.method))
      return { ok: false, error: '"method" must be an HTTP method' }
    rule.method = raw.method.toUpperCase()
  }
  if (raw.delayMs !== undefined) {
    const delay = raw.delayMs
    if (isInt(delay, 0, MAX_DELAY_MS)) rule.delayMs = delay
    else if (
      Array.isArray(delay) &&
      delay.length === 2 &&
      isInt(delay[0], 0, MAX_DELAY_MS) &&
      isInt(delay[1], 0, MAX_DELAY_MS) &&
      delay[0] <= delay[1]
    ) {
      rule.delayMs = [delay[0], delay[1]]
    } else return { ok: false, error: `"delayMs" must be an integer from 0 to ${MAX_DELAY_MS}, or [min, max]` }
  }
  if (raw.status !== undefined) {
    if (!isInt(raw.status, 400, 599)) return { ok: false, error: '"status" must be an error status from 400 to 599' }
    rule.status = raw.status
  }
  if (raw.drop !== undefined) {
    if (typeof raw.drop !== 'boolean') return { ok: false, error: '"drop" must be true or false' }
    rule.drop = raw.drop
  }
  if (rule.status !== undefined && rule.drop)
    return { ok: false, error: 'a fault answers a status or drops the connection, not both' }
  if (raw.rate !== undefined) {
    if (typeof raw.rate !== 'number' || !(raw.rate >= 0 && raw.rate <= 1))
      return { ok: false, error: '"rate" must be a number from 0 to 1' }
    rule.rate = raw.rate
  }
  if (rule.delayMs === undefined && rule.status === undefined && !rule.drop) {
    return { ok: false, error: 'a fault needs "delayMs", "status" or "drop"' }
  }
  return { ok: true, value: rule }
}

/** One rule or a list of them, as `POST /__standin/faults` takes it; a list past the cap is refused unread. */
export function parseFaultList(input: unknown): Parsed<FaultRule[]> {
  const inputs = Array.isArray(input) ? input : [input]
  if (inputs.length === 0) return { ok: false, error: 'send a fault object or a list of them' }
  if (inputs.length > MAX_FAULT_RULES)
    return { ok: false, error: `a list of at most ${MAX_FAULT_RULES} faults, not ${inputs.length}` }
  const rules: FaultRule[] = []
  for (const [index, item] of inputs.entries()) {
    const parsed = parseFaultRule(item)
    if (!parsed.ok) return { ok: false, error: `fault ${index}: ${parsed.error}` }
    rules.push(parsed.value)
  }
  return { ok: true, value: rules }
}

/**
 * Where `piece` first occurs in `text` between `from` and `to` (-1 if nowhere), by Knuth-Morris-
 * Pratt: at most two steps per character of each, whatever they hold. (`indexOf` is
 * quadratic on crafted inputs: a long run of `a`s searched for `aa…ab…aa` took 3 ms per rule.)
 */
function findPiece(text: string, piece: string, from: number, to: number): number {
  if (piece === '') return from
  const fallback = new Int32Array(piece.length)
  for (let index = 1, matched = 0; index < piece.length; index++) {
    while (matched > 0 && piece[index] !== piece[matched]) matched = fallback[matched - 1]!
    if (piece[index] === piece[matched]) matched++
    fallback[index] = matched
  }
  for (let index = from, matched = 0; index < to; index++) {
    while (matched > 0 && text[index] !== piece[matched]) matched = fallback[matched - 1]!
    if (text[index] === piece[matched]) matched++
    if (matched === piece.length) return index - piece.length + 1
  }
  return -1
}

/**
 * Glob matching (`*` is any run of characters) without a regular expression: fault patterns
 * come from the control plane, and `a*a*a*...` as a RegExp backtracks for ever on a long path.
 * The literal pieces between stars are found left to right, each at its first place after the
 * one before (for `*` alone, the leftmost match is always a right one), so the cost is linear
 * in the path and the pattern, whatever they hold.
 */
export function matchesPath(pattern: string, pathname: string): boolean {
  const pieces = pattern.split('*')
  const first = pieces[0] ?? ''
  if (pieces.length === 1) return pattern === pathname
  const last = pieces[pieces.length - 1] ?? ''
  if (!pathname.startsWith(first) || pathname.length < first.length + last.length) return false
  let at = first.length
  const end = pathname.length - last.length
  for (let index = 1; index < pieces.length - 1; index++) {
    const piece = pieces[index] ?? ''
    const found = findPiece(pathname, piece, at, end)
    if (found === -1) return false
    at = found + piece.length
  }
  return pathname.endsWith(last)
}

export function ruleApplies(rule: FaultRule, method: string, pathname: string): boolean {
  return (rule.method === undefined || rule.method === method) && matchesPath(rule.path, pathname)
}

/**
 * What the matching rules do to one request: the delays add up; the first failure that
 * fires (by its rate) decides the outcome.
 */
export function decideFaults(
  rules: readonly FaultRule[],
  method: string,
  pathname: string,
  random: Random,
): FaultDecision {
  let delayMs = 0
  let outcome: FaultDecision['outcome'] = 'pass'
  for (const rule of rules) {
    if (!ruleApplies(rule, method, pathname)) continue
    if (rule.delayMs !== undefined) {
      delayMs += Array.isArray(rule.delayMs)
        ? rule.delayMs[0] + Math.floor(random.next() * (rule.delayMs[1] - rule.delayMs[0] + 1))
        : rule.delayMs
    }
    const failure = rule.drop ? 'drop' : rule.status === undefined ? undefined : { status: rule.status }
    if (outcome === 'pass' && failure && random.next() < (rule.rate ?? 1)) outcome = failure
  }
  return { delayMs: Math.min(delayMs, MAX_DELAY_MS), outcome }
}

/**
 * The fault rules one store answers with, and the seeded generator that decides their rates
 * and delay ranges (the same requests fail on every run). A session's set has the server's as
 * its parent: the server's rules apply to every store, a session's only to its own. Ids are
 * counted per server (the parent's counter), so one id names one rule.
 */
export class FaultSet {
  #rules: KeptFaultRule[] = []
  readonly #ids: { next: number }
  readonly #weights = new WeakMap<KeptFaultRule, number>()

  constructor(
    readonly random: Random,
    readonly parent?: FaultSet,
    /** Where the rules' heap is held (a session's budget); none: only the count caps them. */
    readonly memory?: MemoryBudget,
  ) {
    this.#ids = parent ? parent.#ids : { next: 1 }
  }

  /** This set's own rules. */
  get rules(): readonly KeptFaultRule[] {
    return this.#rules
  }

  /** The rules that apply to a request: the parent's first. */
  effective(): readonly FaultRule[] {
    return this.parent ? [...this.parent.effective(), ...this.#rules] : this.#rules
  }

  /** Adds checked rules, all or none: refused past MAX_FAULT_RULES, or when its memory is full (`memory`). */
  add(rules: readonly FaultRule[]): { ok: true; value: KeptFaultRule[] } | { ok: false; error: string; memory?: true } {
    if (this.#rules.length + rules.length > MAX_FAULT_RULES) {
      return {
        ok: false,
        error: `at most ${MAX_FAULT_RULES} fault rules are kept; ${this.#rules.length} are set and ${rules.length} more were sent`,
      }
    }
    const weights = rules.map((rule) => heapBytes(rule))
    const bytes = weights.reduce((sum, weight) => sum + weight, 0)
    if (this.memory && !this.memory.hold(bytes)) {
      return {
        ok: false,
        memory: true,
        error: `sessions hold all the memory --session-memory gives them (${Math.round(this.memory.limit / 1024 / 1024)} MiB)`,
      }
    }
    const added = rules.map((rule, index) => {
      const kept = { id: `fault-${this.#ids.next++}`, ...rule }
      this.#weights.set(kept, weights[index] ?? 0)
      return kept
    })
    this.#rules = [...this.#rules, ...added]
    return { ok: true, value: added }
  }

  #let(rule: KeptFaultRule): void {
    this.memory?.release(this.#weights.get(rule) ?? 0)
  }

  /** Removes one of this set's rules; false when it holds none with that id. */
  remove(id: string): boolean {
    const rule = this.#rules.find((candidate) => candidate.id === id)
    if (!rule) return false
    this.#rules = this.#rules.filter((candidate) => candidate !== rule)
    this.#let(rule)
    return true
  }

  clear(): void {
    for (const rule of this.#rules) this.#let(rule)
    this.#rules = []
  }
}

/**
 * A `Prefer` header asking for a fault on this one request: `code=503`, `delay=200`, or
 * both (`Prefer: code=503, delay=200`). Values out of range are ignored.
 */
export function preferredFault(header: string | undefined): FaultRule | undefined {
  if (!header) return undefined
  const rule: FaultRule = { path: '*' }
  for (const part of header.split(/[,;]/)) {
    const [name, value] = part.split('=').map((text) => text.trim().toLowerCase())
    const number = Number(value)
    if (name === 'code' && isInt(number, 400, 599)) rule.status = number
    if (name === 'delay' && isInt(number, 0, MAX_DELAY_MS)) rule.delayMs = number
  }
  return rule.status === undefined && rule.delayMs === undefined ? undefined : rule
}

/**
 * A fault written on one line, for the CLI: `[METHOD] PATH [delay=MS|MIN-MAX] [code=STATUS]
 * [drop] [rate=R]`, e.g. `GET /api/v2beta/core/users/* delay=100-300 code=503 rate=0.2`;
 * or the same object as `POST /__standin/faults` takes, as JSON.
 */
export function parseFaultSpec(text: string): Parsed<FaultRule> {
  const trimmed = text.trim()
  if (trimmed.startsWith('{')) {
    try {
      return parseFaultRule(JSON.parse(trimmed))
    } catch {
      return { ok: false, error: 'not valid JSON' }
    }
  }
  const words = trimmed.split(/\s+/)
  const rule: Record<string, unknown> = {}
  if (words[0] && !words[0].startsWith('/')) rule.method = words.shift()
  rule.path = words.shift()
  for (const word of words) {
    const [name, value = ''] = word.split('=')
    if (name === 'drop' && value === '') rule.drop = true
    else if (name === 'delay') {
      const range = /^(\d+)-(\d+)$/.exec(value)
      rule.delayMs = range ? [Number(range[1]), Number(range[2])] : /^\d+$/.test(value) ? Number(value) : value
    } else if (name === 'code') rule.status = /^\d+$/.test(value) ? Number(value) : value
    else if (name === 'rate') rule.rate = value === '' ? value : Number(value)
    else return { ok: false, error: `unknown part "${word}" (expected delay=, code=, drop or rate=)` }
  }
  return parseFaultRule(rule)
}
