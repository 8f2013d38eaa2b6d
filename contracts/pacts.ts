import { fileURLToPath } from 'node:url'

/** Where the pacts live and who each is between: what consumers, verification and drift checks share. */

export const PACTS_DIR = fileURLToPath(new URL('./pacts/', import.meta.url))

/** Who each API's pact is between: the provider names are what verification selects pacts by. */
export const PACTS = {
  identity: { consumer: 'identity-admin-console', provider: 'identity-api' },
  calendar: { consumer: 'calendar-frontend', provider: 'calendar-api' },
} as const

export type ApiName = keyof typeof PACTS

export function isApiName(name: unknown): name is ApiName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(PACTS, name)
}

/** The pact file Pact writes for a consumer and a provider. */
export function pactFile({ consumer, provider }: { consumer: string; provider: string }): string {
  return `${PACTS_DIR}${consumer}-${provider}.json`
}
