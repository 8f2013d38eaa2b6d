import type { CalendarDb } from './db.js'
import { isNumeric, toInt, type PhpValue } from './php.js'
import type { AttachmentRow } from './schemas.js'

/**
 * Featured images, given by attachment id or by address. Upstream checks an address with a
 * HEAD request, then (`Tribe__Image__Uploader`) looks it up among the attachments it holds
 * (by their address) and downloads it only when it holds none. standin makes no outbound
 * request, so only the lookup is possible: an address names the attachment served there
 * (`/wp-content/uploads/<file>`, on whatever host the client reaches standin by), and any
 * other address is one that cannot be sideloaded, which upstream answers 400
 * (docs/decisions/0005-calendar-deviations.md).
 */

/** Where WordPress serves uploaded files, under the site's origin. */
export const UPLOADS_PATH = '/wp-content/uploads/'

function attachmentAt(db: CalendarDb, address: string): AttachmentRow | undefined {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return undefined
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    !url.pathname.startsWith(UPLOADS_PATH) ||
    url.search !== ''
  )
    return undefined
  const file = url.pathname.slice(UPLOADS_PATH.length)
  return db.attachments.rows().find((attachment) => attachment.file === file || encodeURI(attachment.file) === file)
}

/** The image attachment a write names by id or by address; undefined when it names none. */
export function imageAttachment(db: CalendarDb, value: PhpValue): AttachmentRow | undefined {
  const attachment = isNumeric(value)
    ? db.attachments.get(toInt(value))
    : typeof value === 'string'
      ? attachmentAt(db, value)
      : undefined
  return attachment?.mime.startsWith('image/') ? attachment : undefined
}
