/** The public resource types of both APIs (`import type { User, CalendarEvent } from 'standin'`). */
export type * from './identity/output-types.js'
export type * from './calendar/resource-types.js'
