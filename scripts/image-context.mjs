// The image's build context: standin as the registry would hold it, with its production
// dependencies installed, beside the Dockerfile. Everything the image needs is in the folder, so
// the build only copies (no network, no package manager, no build tools in the image).
//
//   npm run image:context                        packs standin (prepack builds it) into .image/
//   node scripts/image-context.mjs --out <dir>   into another folder
//   node scripts/image-context.mjs --tarball <standin-x.y.z.tgz>   from a tarball already packed
//
// Then: docker build -t standin .image
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

/**
 * @param {string} path
 * @returns {number}
 */
function sizeOf(path) {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.size
  return readdirSync(path).reduce((total, name) => total + sizeOf(join(path, name)), 0)
}

/**
 * @param {{ out: string, tarball?: string }} options
 * @returns {string} the context folder
 */
function makeImageContext({ out, tarball }) {
  const context = resolve(out)
  const app = join(context, 'app')
  rmSync(context, { recursive: true, force: true })
  mkdirSync(app, { recursive: true })
  const scratch = mkdtempSync(join(tmpdir(), 'standin-image-'))
  try {
    let packed = tarball && resolve(tarball)
    if (!packed) {
      // `npm pack` runs prepack: the image holds what `npm publish` would upload.
      const [result] = JSON.parse(
        execFileSync('npm', ['pack', '--json', '--pack-destination', scratch], {
          cwd: ROOT,
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'inherit'],
        }),
      )
      packed = join(scratch, result.filename)
    }
    execFileSync('tar', ['-xzf', packed, '-C', app, '--strip-components=1', '--no-same-owner'])
    // The versions standin is tested with (the lock), production ones only: Faker, zod, Handlebars. The
    // lock names no tarball addresses, so npm looks each package up: the cache answers first.
    copyFileSync(join(ROOT, 'package-lock.json'), join(app, 'package-lock.json'))
    execFileSync(
      'npm',
      ['ci', '--omit=dev', '--prefer-offline', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
      {
        cwd: app,
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    )
    // It lists the dev dependencies too; node_modules/.package-lock.json says what is installed.
    rmSync(join(app, 'package-lock.json'))
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
  // Empty: the folder a volume mounts on for `--persist /data/...`, writable by the image's user.
  mkdirSync(join(context, 'data'))
  copyFileSync(join(ROOT, 'Dockerfile'), join(context, 'Dockerfile'))
  return context
}

/** @param {string[]} args */
function main(args) {
  const { values } = parseArgs({ args, options: { out: { type: 'string' }, tarball: { type: 'string' } } })
  const context = makeImageContext({ out: values.out ?? join(ROOT, '.image'), tarball: values.tarball })
  const megabytes = (sizeOf(context) / 1024 / 1024).toFixed(1)
  const near = relative(process.cwd(), context)
  const shown = near === '' ? '.' : near.startsWith('..') ? context : near
  process.stdout.write(`standin: image context in ${shown} (${megabytes} MiB); docker build -t standin ${shown}\n`)
}

main(process.argv.slice(2))
