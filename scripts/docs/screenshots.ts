import { fileURLToPath } from 'node:url'
import { launchChromium, servePage } from '../../test/helpers/browser.js'

/**
 * `npm run docs:screenshots`: the site's pictures, shot in Debian's Chromium (playwright-core)
 * so they show what the code does today: the demo page (docs/public/demo-1280.png) here, then
 * the workbench (workbench-screenshots.ts).
 */

const root = fileURLToPath(new URL('../../', import.meta.url))
const out = (name: string) => `${root}docs/public/${name}`

const browser = await launchChromium()
const demo = await servePage(`${root}demo`)
try {
  const demoPage = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await demoPage.goto(`${demo.origin}/`)
  await demoPage.waitForSelector('body[data-ready="true"]')
  await demoPage.screenshot({ path: out('demo-1280.png') })
  console.log('wrote docs/public/demo-1280.png')
} finally {
  await browser.close()
  await demo.close()
}
