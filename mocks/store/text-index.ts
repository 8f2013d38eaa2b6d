/**
 * Substring search over many rows: a trigram index finds the few rows that can contain a
 * term, a literal `includes` confirms them. Terms are plain text, never patterns.
 */

const SEPARATOR = '\u0000'

function trigrams(text: string): string[] {
  const found: string[] = []
  for (let i = 0; i + 3 <= text.length; i++) {
    const gram = text.slice(i, i + 3)
    if (!gram.includes(SEPARATOR)) found.push(gram)
  }
  return found
}

export class TextIndex<Row> {
  readonly #rows: readonly Row[]
  /** Each row's searchable values, lower-cased and joined so that no term spans two values. */
  readonly #texts: string[]
  readonly #postings = new Map<string, number[]>()

  constructor(rows: readonly Row[], textsOf: (row: Row) => ReadonlyArray<string>) {
    this.#rows = rows
    this.#texts = rows.map((row) =>
      textsOf(row)
        .map((text) => text.toLowerCase())
        .join(SEPARATOR),
    )
    this.#texts.forEach((text, index) => {
      for (const gram of trigrams(text)) {
        const posting = this.#postings.get(gram)
        if (!posting) this.#postings.set(gram, [index])
        else if (posting[posting.length - 1] !== index) posting.push(index)
      }
    })
  }

  /** Rows in which every (lower-case) term occurs, in their original order. */
  search(terms: readonly string[]): Row[] {
    let candidates: readonly number[] | undefined
    for (const term of terms) {
      for (const gram of trigrams(term)) {
        const posting = this.#postings.get(gram) ?? []
        if (!candidates || posting.length < candidates.length) candidates = posting
      }
    }
    const indexes = candidates ?? this.#texts.map((_, index) => index)
    const found: Row[] = []
    for (const index of indexes) {
      const text = this.#texts[index] ?? ''
      const row = this.#rows[index]
      if (row !== undefined && terms.every((term) => text.includes(term))) found.push(row)
    }
    return found
  }
}
