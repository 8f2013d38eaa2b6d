import { termRoutes } from './routes.js'
import { CATEGORIES } from './taxonomies.js'

/** `/categories`: event categories (`tribe_events_cat`, hierarchical). The routes are the terms' (routes.ts); these are their names. */
export const categoryRoutes = termRoutes(CATEGORIES, {
  list: 'calendar.categories.list',
  create: 'calendar.categories.create',
  read: 'calendar.categories.read',
  delete: 'calendar.categories.delete',
  update: 'calendar.categories.update',
  put: 'calendar.categories.put',
  patch: 'calendar.categories.patch',
})
