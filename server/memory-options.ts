import { getHeapStatistics } from 'node:v8'
import { DEFAULT_BUDGET_BYTES } from '../mocks/http/answers.js'
import { CONTROL_BODY_BYTES } from './control/json.js'
import { JOURNAL_BYTES } from './journal.js'

/**
 * The memory rows of the option table (server/options.ts spreads them into its own): what the
 * journal, uploads, sessions and kept answers may hold. Budgets whose default would not fit a
 * small heap take at most a share of it (`heapShare`), so that together they fit (decision 30).
 */

export const MiB = 1024 * 1024

/**
 * What V8 lets the heap's old generation grow to (`--max-old-space-size`): its heap limit less
 * the young generation (three semi-spaces, 64 MiB each by default).
 */
export const HEAP_BYTES = (() => {
  const limit = getHeapStatistics().heap_size_limit
  return Math.max(limit - 192 * MiB, limit / 2)
})()

export const MEMORY_OPTIONS = {
  'journal-size': {
    type: 'integer',
    default: 1000,
    max: 1_000_000,
    help: `requests kept by GET /__standin/requests (within ${JOURNAL_BYTES / MiB} MiB)`,
  },
  'snapshot-limit': {
    type: 'integer',
    unit: 'MiB',
    default: 32,
    max: 1024,
    help: `the largest snapshot PUT /__standin/snapshot takes; every other control route takes ${CONTROL_BODY_BYTES / MiB} MiB`,
  },
  sessions: {
    type: 'integer',
    default: 100,
    max: 1000,
    help: 'isolated sessions (X-Standin-Session) alive at once',
  },
  'session-idle': {
    type: 'integer',
    unit: 's',
    default: 15 * 60,
    max: 86_400 * 365,
    help: 'seconds before an idle session is dropped',
  },
  'session-memory': {
    type: 'integer',
    unit: 'MiB',
    default: 256,
    heapShare: 1 / 4,
    shown: '256, at most a quarter of the heap',
    max: 1024 * 1024,
    help: 'what sessions may hold in all (writes, start states of resets and uploads, stubs, faults); past it what would hold more answers 503',
  },
  'answer-memory': {
    type: 'integer',
    unit: 'MiB',
    default: DEFAULT_BUDGET_BYTES / MiB,
    heapShare: 1 / 8,
    shown: `${DEFAULT_BUDGET_BYTES / MiB}, at most an eighth of the heap`,
    max: 1024 * 1024,
    help: 'memory for kept GET answers and values derived from the store, across every store',
  },
} as const
