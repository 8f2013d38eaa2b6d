import type { Taxonomy } from '../schemas.js'

/**
 * The calendar's two taxonomies, event categories (`tribe_events_cat`, hierarchical) and event
 * tags (`post_tag`): what tells them apart where the same code (this folder) serves both. The
 * plugin wraps WordPress's terms controller, so lists, single terms, writes and errors follow
 * WordPress core, with the plugin's envelope and links.
 */

export interface TaxonomyConfig {
  taxonomy: Taxonomy
  /** The collection under the namespace, and the resource part of route names. */
  resource: 'categories' | 'tags'
  hierarchical: boolean
  /** What descriptions call one term, and several. */
  noun: string
  nouns: string
  /** WordPress core's REST base for the taxonomy (`_links` point at core routes). */
  coreBase: string
  /** The term archive page, under the home URL. */
  archiveBase: string
  /** Post types the taxonomy is registered for, with their core REST bases. */
  postTypes: string[]
}

export const CATEGORIES: TaxonomyConfig = {
  taxonomy: 'tribe_events_cat',
  resource: 'categories',
  hierarchical: true,
  noun: 'event category',
  nouns: 'event categories',
  coreBase: 'tribe_events_cat',
  archiveBase: 'events/category',
  postTypes: ['tribe_events'],
}

export const TAGS: TaxonomyConfig = {
  taxonomy: 'post_tag',
  resource: 'tags',
  hierarchical: false,
  noun: 'event tag',
  nouns: 'event tags',
  coreBase: 'tags',
  archiveBase: 'tag',
  postTypes: ['posts', 'tribe_events'],
}

export function configOf(taxonomy: Taxonomy): TaxonomyConfig {
  return taxonomy === 'tribe_events_cat' ? CATEGORIES : TAGS
}
