import { resetStandin, type ScenarioName, worker } from 'standin/browser'

/**
 * The site's `.storybook/preview.ts` (docs/guide/storybook.md), less Storybook's
 * types: the worker started once, and a loader giving each story its scenario and handlers.
 */

export interface StandinParameters {
  standin?: { scenario?: ScenarioName; handlers?: Parameters<typeof worker.use> }
}

const started = worker.start({ onUnhandledFrame: 'bypass', quiet: true })

export const loaders = [
  async ({ parameters }: { parameters: StandinParameters }) => {
    await started
    // resetHandlers() with arguments would replace standin's handlers: drop the last story's, then add.
    worker.resetHandlers()
    worker.use(...(parameters.standin?.handlers ?? []))
    await resetStandin({ scenario: parameters.standin?.scenario ?? 'default' })
    return {}
  },
]
