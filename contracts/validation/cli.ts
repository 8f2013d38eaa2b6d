import { startKoaStandin } from '../../test/helpers/standin.js'
import { describeFinding, runValidationPass } from './pass.js'

/**
 * `npm run validate`: the validation pass against a fresh standin (the Koa host, default
 * scenario): every request of both APIs' traffic through Prism's validation proxy, checked
 * against the documents standin serves. Exits 1 when a violation is standin's.
 */

const standin = await startKoaStandin()
try {
  const started = performance.now()
  const report = await runValidationPass(standin)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  for (const api of ['identity', 'calendar'] as const) {
    const exchanges = report.exchanges.filter((exchange) => exchange.api === api)
    const standinFindings = report.standin.filter((finding) => finding.exchange.api === api)
    const clientFindings = report.clients.filter((finding) => finding.exchange.api === api)
    console.log(
      `${api}: ${exchanges.length} requests checked, ${standinFindings.length} violations standin's, ${clientFindings.length} the clients'`,
    )
  }
  console.log(
    `not checked: ${report.undescribed.length} requests outside the documents, ${report.unchecked.length} Prism cannot take (${seconds} s)`,
  )
  for (const finding of report.clients) console.log(`  client: ${describeFinding(finding)}`)
  for (const finding of report.standin) console.log(`  STANDIN: ${describeFinding(finding)}`)
  console.log(
    report.standin.length === 0
      ? "validation pass: 0 violations are standin's"
      : `validation pass: ${report.standin.length} violations are standin's`,
  )
  process.exitCode = report.standin.length === 0 ? 0 : 1
} finally {
  await standin.close()
}
