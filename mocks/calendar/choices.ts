/**
 * The values enumerated columns may take. Apart from the zod schemas (schemas.ts) so that
 * resolvers read them without loading zod, which is loaded on the first write only.
 */

/** Post statuses a stored post can have. */
export const POST_STATUSES = ['publish', 'future', 'draft', 'pending', 'private', 'trash'] as const
export type PostStatus = (typeof POST_STATUSES)[number]

/** Every status WordPress registers (what `status` parameters are checked against). */
export const REGISTERED_STATUSES = [
  'publish',
  'future',
  'draft',
  'pending',
  'private',
  'trash',
  'auto-draft',
  'inherit',
  'request-pending',
  'request-confirmed',
  'request-failed',
  'request-completed',
] as const

export const TAXONOMIES = ['tribe_events_cat', 'post_tag'] as const
export type Taxonomy = (typeof TAXONOMIES)[number]
