import { build } from 'vite'
import { gzipSync } from 'node:zlib'
const entry = process.argv[2]
const result = await build({ configFile: false, logLevel: 'silent', build: { write: false, lib: { entry, formats: ['es'], fileName: 'entry' }, minify: 'esbuild', target: 'es2022' } })
const chunks = new Map((Array.isArray(result) ? result : [result]).flatMap(r => r.output).filter(o => o.type === 'chunk').map(c => [c.fileName, c]))
const entryChunk = [...chunks.values()].find(c => c.isEntry)
const initial = new Set(); const stack = [entryChunk.fileName]
while (stack.length) { const f = stack.pop(); if (initial.has(f)) continue; initial.add(f); stack.push(...chunks.get(f).imports) }
for (const [name, c] of chunks) console.log(initial.has(name) ? 'initial' : 'lazy   ', name, (gzipSync(c.code).length/1024).toFixed(1), 'KiB gz', Object.keys(c.modules).length, 'modules')
