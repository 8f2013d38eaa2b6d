import { OrderedSet } from './ordered.js'
import { HashMap } from './persistent.js'
import type { RowChange, View } from './views.js'

/**
 * Substring search over a table's rows, as a view that follows each write (views.ts): where
 * each trigram of the rows' searchable text occurs (a persistent map from trigram to the
 * positions holding it), so a search visits the rows holding the rarest trigram of its terms
 * and a literal `includes` confirms them. A write moves its row's trigrams only. Terms are
 * plain text (lower case), never patterns; a term shorter than a trigram visits every row.
 */

const SEPARATOR = '\u0000'
/** Past this many positions a trigram's list becomes an ordered set (copying it would cost more). */
const SMALL = 64

const byNumber = { compare: (a: number, b: number) => a - b }

/** Positions holding a trigram, ascending: a short list, or an ordered set when long. */
type Posting = readonly number[] | OrderedSet<number>

function trigrams(text: string): Set<string> {
  const found = new Set<string>()
  for (let i = 0; i + 3 <= text.length; i++) {
    const gram = text.slice(i, i + 3)
    if (!gram.includes(SEPARATOR)) found.add(gram)
  }
  return found
}

function added(posting: Posting | undefined, position: number): Posting {
  if (posting instanceof OrderedSet) return posting.insert(position)
  const list = posting ?? []
  const last = list[list.length - 1]
  const next = last === undefined || last < position ? [...list, position] : [...list, position].sort(byNumber.compare)
  return next.length > SMALL ? OrderedSet.of(byNumber, next) : next
}

function removed(posting: Posting | undefined, position: number): Posting | undefined {
  if (posting === undefined) return undefined
  const next = posting instanceof OrderedSet ? posting.delete(position) : posting.filter((other) => other !== position)
  const size = next instanceof OrderedSet ? next.size : next.length
  return size === 0 ? undefined : next
}

function sizeOf(posting: Posting | undefined): number {
  return posting === undefined ? 0 : posting instanceof OrderedSet ? posting.size : posting.length
}

interface SearchIndex {
  readonly postings: HashMap<string, Posting>
  /** Every position indexed: what a term without a trigram visits. */
  readonly all: OrderedSet<number>
}

export interface TextSearch<Row> extends View<Row, SearchIndex> {
  /** Positions, ascending, of the rows whose text holds every term (lower case). */
  search(index: SearchIndex, terms: readonly string[], rowAt: (position: number) => Row | undefined): number[]
  /**
   * Positions, ascending, of rows that may hold every term: those holding its rarest trigram,
   * for a caller that confirms each row itself.
   */
  candidates(index: SearchIndex, terms: readonly string[]): number[]
}

/** The positions holding the terms' rarest trigram (every position when no term has one). */
function rarest(index: SearchIndex, terms: readonly string[]): Posting {
  let candidates: Posting = index.all
  for (const term of terms) {
    for (const gram of trigrams(term)) {
      const posting = index.postings.get(gram)
      if (sizeOf(posting) < sizeOf(candidates)) candidates = posting ?? []
    }
  }
  return candidates
}

/**
 * A search view over the rows `where` keeps (all by default), searching `textsOf(row)`: each
 * value lower-cased and joined so that no term spans two values.
 */
export function textSearch<Row>(
  name: string,
  textsOf: (row: Row) => ReadonlyArray<string>,
  where: (row: Row) => boolean = () => true,
): TextSearch<Row> {
  const textOf = (row: Row) => textsOf(row).join(SEPARATOR).toLowerCase()
  const gramsOf = (row: Row | undefined) => (row !== undefined && where(row) ? trigrams(textOf(row)) : undefined)

  function withRow(index: SearchIndex, grams: Set<string>, position: number, without?: Set<string>): SearchIndex {
    let postings = index.postings
    for (const gram of grams)
      if (!without?.has(gram)) postings = postings.set(gram, added(postings.get(gram), position))
    return { postings, all: index.all.insert(position) }
  }

  function withoutRow(index: SearchIndex, grams: Set<string>, position: number, kept?: Set<string>): SearchIndex {
    let postings = index.postings
    for (const gram of grams) {
      if (kept?.has(gram)) continue
      const posting = removed(postings.get(gram), position)
      postings = posting === undefined ? postings.delete(gram) : postings.set(gram, posting)
    }
    return { postings, all: kept ? index.all : index.all.delete(position) }
  }

  return {
    name,
    build(rows) {
      // Built with mutable lists, then frozen into the persistent map once.
      const lists = new Map<string, number[]>()
      const all: number[] = []
      rows.forEach((row, position) => {
        const grams = gramsOf(row)
        if (!grams) return
        all.push(position)
        for (const gram of grams) {
          const list = lists.get(gram)
          if (list) list.push(position)
          else lists.set(gram, [position])
        }
      })
      let postings = HashMap.empty<string, Posting>()
      for (const [gram, list] of lists)
        postings = postings.set(gram, list.length > SMALL ? OrderedSet.of(byNumber, list) : list)
      return { postings, all: OrderedSet.of(byNumber, all) }
    },
    update(index, { before, after, position }: RowChange<Row>) {
      const old = gramsOf(before)
      const grams = gramsOf(after)
      if (old && grams) return withRow(withoutRow(index, old, position, grams), grams, position, old)
      if (old) return withoutRow(index, old, position)
      return grams ? withRow(index, grams, position) : index
    },
    candidates(index, terms) {
      const posting = rarest(index, terms)
      return posting instanceof OrderedSet ? posting.slice() : [...posting]
    },
    search(index, terms, rowAt) {
      const candidates = rarest(index, terms)
      const found: number[] = []
      const confirm = (position: number) => {
        const row = rowAt(position)
        if (row === undefined) return true
        const text = textOf(row)
        if (terms.every((term) => text.includes(term))) found.push(position)
        return true
      }
      if (candidates instanceof OrderedSet) candidates.forEachFrom(0, confirm)
      else candidates.forEach(confirm)
      return found
    },
  }
}
