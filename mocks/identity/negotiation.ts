import type { ApiRequest, ApiResponse } from '../http/types.js'
import { errors } from './errors.js'

/**
 * DRF's content negotiation (rest_framework/negotiation.py `DefaultContentNegotiation`), the
 * first thing every view does (`APIView.initial`, before authentication). passbook keeps DRF's
 * default renderers: JSON (format `json`) and the browsable API (`text/html`, format `api`).
 * A format named by the URL (`/core/users.json`, `?format=json`) keeps only its renderer, and a
 * format no renderer has is a 404; then the Accept header must name a type the renderers left
 * produce (406). standin answers JSON wherever upstream would render the browsable page
 * (docs/decisions/0032).
 */

/** Each renderer's format and the media types that select it. */
const RENDERERS = {
  json: new Set(['*/*', 'application/*', 'application/json']),
  api: new Set(['*/*', 'text/*', 'text/html']),
} as const

const isFormat = (format: string): format is keyof typeof RENDERERS => Object.hasOwn(RENDERERS, format)

/** The format the URL names: its suffix (the router's `format` parameter), else `?format=`. */
function formatOf(request: ApiRequest): string | undefined {
  if (request.params.format) return request.params.format
  // Most queries name no format: no URLSearchParams to build for them.
  if (!request.url.search.includes('format')) return undefined
  return request.url.searchParams.get('format') || undefined
}

function accepts(accept: string | undefined, types: ReadonlySet<string>): boolean {
  if (!accept) return true
  return accept.split(',').some((part) => types.has((part.split(';')[0] ?? '').trim().toLowerCase()))
}

/** The error negotiation ends in (404 for an unknown format, 406), or undefined when a renderer answers. */
export function negotiationError(request: ApiRequest): ApiResponse | undefined {
  const format = formatOf(request)
  const accept = request.headers.accept
  if (format === undefined && (!accept || accept === '*/*' || accept === 'application/json')) return undefined
  if (format !== undefined && !isFormat(format)) return errors.notFound()
  const renderers = format === undefined ? Object.values(RENDERERS) : [RENDERERS[format]]
  return renderers.some((types) => accepts(accept, types)) ? undefined : errors.notAcceptable()
}
