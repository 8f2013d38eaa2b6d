/**
 * A small seeded generator for values the APIs make up at run time (new UUIDs, client
 * secrets). Seeded per store so that two hosts fed the same requests produce the same
 * bytes; the mock layer stays free of Faker.
 */
export interface RandomState {
  a: number
  b: number
  c: number
  d: number
}

export class Random {
  #state: RandomState

  constructor(seed: number) {
    this.#state = { a: 0x9e3779b9, b: 0x243f6a88, c: 0xb7e15162, d: seed >>> 0 }
    for (let i = 0; i < 12; i++) this.next()
  }

  /** sfc32: a float in [0, 1). */
  next(): number {
    const s = this.#state
    const t = (((s.a + s.b) | 0) + s.d) | 0
    s.d = (s.d + 1) | 0
    s.a = s.b ^ (s.b >>> 9)
    s.b = (s.c + (s.c << 3)) | 0
    s.c = (s.c << 21) | (s.c >>> 11)
    s.c = (s.c + t) | 0
    return (t >>> 0) / 4294967296
  }

  int(maxExclusive: number): number {
    return Math.floor(this.next() * maxExclusive)
  }

  string(length: number, alphabet: string): string {
    let out = ''
    for (let i = 0; i < length; i++) out += alphabet[this.int(alphabet.length)]
    return out
  }

  /** A version 4 UUID, lower-case with dashes. */
  uuid(): string {
    const hex = this.string(32, '0123456789abcdef').split('')
    hex[12] = '4'
    hex[16] = '89ab'[this.int(4)] ?? '8'
    const h = hex.join('')
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
  }

  get state(): RandomState {
    return { ...this.#state }
  }

  set state(state: RandomState) {
    this.#state = { ...state }
  }
}
