import { buildBundles, buildDeclarations, bundlesAreStale, declarationsAreStale } from '../scripts/build.mjs'

/**
 * Before the `slow` project's files (the only ones that use dist/): dist/ as the CLI tests start
 * it (bin/standin.js runs dist/cli.js) and the package tests pack it, rebuilt once here when a
 * source is newer, rather than by each. `unit` and `in-process` run the sources and skip it.
 */
export default async function setup(): Promise<void> {
  if (bundlesAreStale()) await buildBundles()
  if (declarationsAreStale()) buildDeclarations()
}
