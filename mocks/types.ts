/** The public resource types of both APIs (`import type { User } from 'standin'`). */
export type * from './identity/resource-types.js'
