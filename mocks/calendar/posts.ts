import type { JsonObject, JsonValue } from '../http/types.js'
import type { Viewer } from './auth.js'
import type { RequestParams } from './body.js'
import type { Site } from './context.js'
import { formatDb, parseTime } from './dates.js'
import type { CalendarDb } from './db.js'
import { UPLOADS_PATH } from './images.js'
import { isEmpty, toInt, type PhpValue } from './php.js'
import { POST_STATUSES, type PostStatus } from './choices.js'
import type { AttachmentRow } from './schemas.js'
import { sanitizeTitle, uniqueSlug } from './text.js'

/**
 * What events, venues and organizers share as WordPress posts: permalinks, global ids,
 * featured images, who may see which status, publication dates and statuses on write,
 * slugs, and the trash.
 */

export type PostType = 'event' | 'venue' | 'organizer'

/** The post type names and permalink bases of the plugin. */
const POST_TYPES: Record<PostType, { name: string; base: string }> = {
  event: { name: 'tribe_events', base: 'event' },
  venue: { name: 'tribe_venue', base: 'venue' },
  organizer: { name: 'tribe_organizer', base: 'organizer' },
}

interface PostLike {
  id: number
  status: PostStatus
  slug: string
}

/** Pretty permalinks for published posts; `?post_type=...&p=ID` for drafts and pending ones. */
export function permalink(site: Site, type: PostType, post: PostLike): string {
  if (post.status === 'draft' || post.status === 'pending')
    return `${site.home}/?post_type=${POST_TYPES[type].name}&p=${post.id}`
  return `${site.home}/${POST_TYPES[type].base}/${post.slug}/`
}

/** The plugin's global id: the home URL's host and path, then `?id=`. */
export function globalIdFields(site: Site, id: number): JsonObject {
  const globalId = `${site.host}${site.home.slice(site.origin.length)}?id=${id}`
  return { global_id: globalId, global_id_lineage: [globalId] }
}

const SIZES: ReadonlyArray<[string, number, number, boolean]> = [
  ['thumbnail', 150, 150, true],
  ['medium', 300, 300, false],
  ['medium_large', 768, 0, false],
  ['large', 1024, 1024, false],
]

function uploadsUrl(site: Site, file: string): string {
  return `${site.origin}${UPLOADS_PATH}${file}`
}

/** WordPress's image sizes of an attachment: the ones smaller than the original. */
function sizes(site: Site, image: AttachmentRow): JsonObject {
  const out: JsonObject = {}
  const dot = image.file.lastIndexOf('.')
  const [stem, extension] = [image.file.slice(0, dot), image.file.slice(dot)]
  for (const [name, maxWidth, maxHeight, crop] of SIZES) {
    if (image.width <= maxWidth && (maxHeight === 0 || image.height <= maxHeight)) continue
    let width: number
    let height: number
    if (crop) [width, height] = [maxWidth, maxHeight]
    else {
      const scale = Math.min(maxWidth / image.width, maxHeight === 0 ? Infinity : maxHeight / image.height)
      ;[width, height] = [Math.round(image.width * scale), Math.round(image.height * scale)]
    }
    out[name] = {
      width,
      height,
      'mime-type': image.mime,
      filesize: Math.max(1, Math.round((image.filesize * width * height) / Math.max(1, image.width * image.height))),
      url: uploadsUrl(site, `${stem}-${width}x${height}${extension}`),
    }
  }
  return out
}

/** The featured image as the plugin shows it, or `false`. */
export function renderImage(site: Site, db: CalendarDb, imageId: number | null): JsonValue {
  const image = imageId === null ? undefined : db.attachments.get(imageId)
  if (!image) return false
  const data: JsonObject = {
    url: uploadsUrl(site, image.file),
    id: image.id,
    extension: image.file.slice(image.file.lastIndexOf('.') + 1),
    width: image.width,
    height: image.height,
    filesize: image.filesize,
    sizes: sizes(site, image),
  }
  return withoutEmpty(data)
}

/** The fields PHP's `empty()` does not call empty: the plugin drops the others from its answers. */
export function withoutEmpty(data: JsonObject): JsonObject {
  const kept: JsonObject = {}
  for (const [key, value] of Object.entries(data)) if (!isEmpty(value)) kept[key] = value
  return kept
}

/**
 * The status a write stores: WordPress registers more statuses than a post of these types can
 * hold (`inherit`, `auto-draft`, `request-*`); those are kept as drafts.
 */
export function storableStatus(status: PhpValue | undefined): PostStatus | undefined {
  if (typeof status !== 'string') return undefined
  return POST_STATUSES.find((known) => known === status) ?? 'draft'
}

/** Statuses a list shows by default: published only, or (for editors) everything but the trash. */
export function defaultStatuses(viewer: Viewer): readonly string[] | 'any' {
  return viewer.authenticated ? 'any' : ['publish']
}

export function statusMatches(status: PostStatus, wanted: readonly string[] | 'any'): boolean {
  return wanted === 'any' ? status !== 'trash' : wanted.includes(status)
}

/** Whether the caller may read a post that is not published. */
export function canRead(viewer: Viewer, post: { status: PostStatus }): boolean {
  return post.status === 'publish' || viewer.authenticated
}

/** The publication date a write asks for (`date` in site time, else `date_utc`), as a UTC instant. */
export function requestedDate(params: RequestParams, nowMs: number): number | undefined {
  for (const key of ['date', 'date_utc']) {
    const value = params.get(key)
    if (value !== undefined) return parseTime(value, nowMs)
  }
  return undefined
}

/**
 * The status a post gets: the requested one (editors may publish), `publish` by default;
 * WordPress turns a published post dated in the future into `future`, and back.
 */
export function resolveStatus(
  requested: PostStatus | undefined,
  current: PostStatus | undefined,
  dateMs: number,
  nowMs: number,
): PostStatus {
  let status: PostStatus = requested ?? current ?? 'publish'
  if (status === 'publish' && dateMs - nowMs >= 60_000) status = 'future'
  else if (status === 'future' && dateMs - nowMs < 60_000) status = 'publish'
  return status
}

export function dateFields(dateMs: number): { date: string; date_utc: string } {
  const text = formatDb(dateMs)
  return { date: text, date_utc: text }
}

export function modifiedFields(nowMs: number): { modified: string; modified_utc: string } {
  const text = formatDb(nowMs)
  return { modified: text, modified_utc: text }
}

/** Posts looked up by their `slug` index (lower-case slugs): events, venues, organizers. */
export interface PostsBySlug<Row extends { id: number; slug: string }> {
  lookup(index: 'slug', value: string): readonly Row[]
}

/** A unique slug among the posts (ignoring the post itself); the post id when nothing is left of the text. */
export function postSlug(posts: PostsBySlug<{ id: number; slug: string }>, wanted: string, id: number): string {
  const base = sanitizeTitle(wanted) || String(id)
  return uniqueSlug(base, (slug) =>
    posts.lookup('slug', slug.toLowerCase()).some((row) => row.id !== id && row.slug === slug),
  )
}

/** WordPress frees a trashed post's slug: `name__trashed`. */
export function trashedSlug(slug: string): string {
  return slug.endsWith('__trashed') ? slug : `${slug}__trashed`
}

/** The author a write names, or the caller (the site's administrator, id 1). */
export function authorOf(params: RequestParams, fallback: number): number {
  const value = params.get('author')
  return value === undefined ? fallback : toInt(value)
}
