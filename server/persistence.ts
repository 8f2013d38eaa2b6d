import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs'
import { dirname, join } from 'node:path'

/**
 * `--persist file.json`: the whole store written after every change, atomically (a
 * temporary file, flushed, then renamed over the old one), before the change is
 * acknowledged, so that a restart or a crash loses nothing a client was told succeeded.
 */
export class Persistence {
  constructor(readonly file: string) {}

  /** The saved document, or undefined when there is none yet. Throws when it is not JSON. */
  load(): unknown {
    if (!existsSync(this.file)) return undefined
    return JSON.parse(readFileSync(this.file, 'utf8'))
  }

  save(document: unknown): void {
    const temporary = join(dirname(this.file), `.${Date.now()}-${process.pid}.standin.tmp`)
    const handle = openSync(temporary, 'w')
    try {
      writeSync(handle, JSON.stringify(document))
      fsyncSync(handle)
    } finally {
      closeSync(handle)
    }
    renameSync(temporary, this.file)
  }
}
