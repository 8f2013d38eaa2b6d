import { createRequire } from 'node:module'

/**
 * Koa is CommonJS: bundled (scripts/build.mjs), its require() calls of Node's builtins go
 * through esbuild's helper, which lives in a shared chunk and looks for a global `require` when
 * called. The server's entries (server/cli.ts, server/mcp/main.ts) import this first, so that
 * it runs before any of Koa's code; the library entries never do (a browser has no node:module).
 */
globalThis.require ??= createRequire(import.meta.url)
