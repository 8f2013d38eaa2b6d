import { bodiesAttacks } from './bodies.js'
import { controlPlaneAttacks } from './control-plane.js'
import { documentsAttacks } from './documents.js'
import { eventLoopAttacks } from './event-loop.js'
import type { Attack } from './helpers.js'
import { keptMemoryAttacks } from './kept-memory.js'
import { memoryAttacks } from './memory.js'
import { mixedAttacks } from './mixed.js'
import { persistenceAttacks } from './persistence.js'
import { protocolAttacks } from './protocol.js'
import { proxyAttacks } from './proxy.js'
import { scenarioFilesAttacks } from './scenario-files.js'
import { sessionMemoryAttacks } from './session-memory.js'
import { sessionsAttacks } from './sessions.js'
import { stalledWritesAttacks } from './stalled-writes.js'
import { startFilesAttacks } from './start-files.js'
import { textAttacks } from './text.js'

/**
 * Every attack of `npm run bench:attack`, by family (`--only <family>` runs one), in the order they run. An attack is an
 * object in its family's file (`name`, what was `reported`, server `args`, memory `budgetMiB`,
 * `seconds`, and `run`, which returns the problems it found); a new family is a file beside these
 * and a line here. Where a new attack goes:
 * - memory.ts: what a client can make the server keep (kept answers, memos, the journal);
 * - bodies.ts: request bodies that are huge, endless or stalled;
 * - sessions.ts: sessions, their stores and what they may cost;
 * - control-plane.ts: /__standin/ routes and the documents they take (faults, stubs, snapshots, resets);
 * - text.ts: hostile values in API fields (text, dates, ordering, ids);
 * - persistence.ts: `--persist` files, locks and disks;
 * - start-files.ts: damaged files a server starts from (`--persist`, `--snapshot`, `--stubs`);
 * - protocol.ts: requests Node cannot parse;
 * - proxy.ts: a `--proxy` deployment that answers huge, endless or never;
 * - a request that holds the event loop (scenario loads, matching, sorting) in a file of its own
 *   (event-loop.ts); what sessions may cost by bytes in session-memory.ts, what anonymous
 *   clients make the server keep in kept-memory.ts, deep control documents in documents.ts,
 *   stalled API bodies in stalled-writes.ts, `--watch` files in scenario-files.ts, all of
 *   issue 22's memory attacks at once in mixed.ts.
 */
export const families: Record<string, Attack[]> = {
  memory: memoryAttacks,
  bodies: bodiesAttacks,
  sessions: sessionsAttacks,
  text: textAttacks,
  'control-plane': controlPlaneAttacks,
  persistence: persistenceAttacks,
  'kept-memory': keptMemoryAttacks,
  'session-memory': sessionMemoryAttacks,
  'stalled-writes': stalledWritesAttacks,
  documents: documentsAttacks,
  'event-loop': eventLoopAttacks,
  'scenario-files': scenarioFilesAttacks,
  mixed: mixedAttacks,
  'start-files': startFilesAttacks,
  protocol: protocolAttacks,
  proxy: proxyAttacks,
}

export const attacks: Attack[] = Object.values(families).flat()
