import { termRoutes } from './routes.js'
import { TAGS } from './taxonomies.js'

/** `/tags`: event tags (`post_tag`). The routes are the terms' (routes.ts); these are their names. */
export const tagRoutes = termRoutes(TAGS, {
  list: 'calendar.tags.list',
  create: 'calendar.tags.create',
  read: 'calendar.tags.read',
  delete: 'calendar.tags.delete',
  update: 'calendar.tags.update',
  put: 'calendar.tags.put',
  patch: 'calendar.tags.patch',
})
