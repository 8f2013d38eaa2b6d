import type { Clock } from '../levers/clock.js'
import { keepsAddress } from '../http/answers.js'
import type { ApiRequest, SerialContext } from '../http/types.js'
import type { CalendarDb } from './db.js'

/** What the calendar API's resolvers need from the mock instance they run in. */
export interface CalendarContext extends SerialContext {
  calendar: CalendarDb
  token: string
  clock: Clock
}

/** The plugin's namespace (`tribe/events/v1` upstream), served under every REST root. */
export const NAMESPACE = 'cal/events/v1'

/** WordPress's REST prefix. */
export const REST_PREFIX = '/wp-json'

/** The site's time zone (a fresh WordPress install runs on UTC). */
export const SITE_TIMEZONE = 'UTC'

/** Events per page when the client does not say (WordPress's `posts_per_page` option). */
export const DEFAULT_PER_PAGE = 10

/** What `per_page` is silently capped at on every list. */
export const MAX_PER_PAGE = 50

/**
 * Where links point. Links are absolute and follow the request: its scheme and host, and
 * its language root when it came in under one (`/fr/wp-json/...` links to `/fr/...`).
 */
export interface Site {
  /** `http://host:port`. */
  origin: string
  /** `host:port`, what global ids are made of. */
  host: string
  /** The home URL: the origin plus the language root. */
  home: string
  /** The REST root: `<home>/wp-json`. */
  restRoot: string
  /** This API's base: `<home>/wp-json/cal/events/v1`. */
  api: string
  /** The host serves under this address: what is rendered for it may be kept (`keepsAddress`). */
  kept: boolean
}

export function siteOf(request: ApiRequest, lang: string | undefined): Site {
  const origin = request.url.origin
  const home = lang === undefined ? origin : `${origin}/${lang}`
  const restRoot = `${home}${REST_PREFIX}`
  return {
    origin,
    host: request.url.host,
    home,
    restRoot,
    api: `${restRoot}/${NAMESPACE}`,
    kept: keepsAddress(request),
  }
}
