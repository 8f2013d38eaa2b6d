import type { JsonObject } from '../../http/types.js'
import type { Site } from '../context.js'
import { type CalendarDb } from '../db.js'
import { globalIdFields, permalink, renderImage, withoutEmpty } from '../posts.js'
import type { LinkedRow } from '../schemas.js'
import { autop } from '../text.js'
import { type LinkedType } from './linked-type.js'

/** A venue or organizer as the plugin shows it, standalone or embedded in an event. */
export function renderLinked(
  linked: LinkedType,
  site: Site,
  db: CalendarDb,
  row: LinkedRow,
  single: boolean,
): JsonObject {
  const data: JsonObject = {
    id: row.id,
    author: String(row.author),
    status: row.status,
    date: row.date,
    date_utc: row.date_utc,
    modified: row.modified,
    modified_utc: row.modified_utc,
    url: permalink(site, linked.type, row),
    [linked.type]: row.title,
    description: autop(row.content),
    excerpt: autop(row.excerpt),
    slug: row.slug,
    image: renderImage(site, db, row.image),
    ...linked.renderFields(site, db, row),
  }
  if (single) data.json_ld = linked.jsonLd(site, db, row)
  return {
    ...withoutEmpty(data),
    ...linked.renderTail?.(row),
    ...globalIdFields(site, row.id),
  }
}
