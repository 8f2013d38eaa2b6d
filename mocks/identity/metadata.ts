import { isObject } from '../http/json.js'
import type { ApiRequest, JsonObject } from '../http/types.js'
import type { SomeCollection } from './collection.js'
import type { IdentityContext } from './context.js'
import type { FieldInfo } from './fields.js'
import { intKey } from './relations.js'

/**
 * DRF's answer to OPTIONS, `SimpleMetadata.determine_metadata` (rest_framework/metadata.py): the
 * view's name and description, what it renders and parses, and, for a caller who may write,
 * `actions`: the fields a POST (list) or PUT (item) takes, each as `get_field_info` describes it.
 * Labels and help texts are the ones the served Swagger document carries (drf-yasg writes a
 * field's label as its `title` and its help text as its `description`).
 */

/** The served document, loaded once, on the first request that needs it (a chunk of its own). */
export async function servedDocument(): Promise<JsonObject> {
  const { default: document } = await import('./swagger.json', { with: { type: 'json' } })
  return document
}

/** DRF's `formatting.camelcase_to_spaces`: `OAuth2Provider` → `O Auth2 Provider`. */
function camelcaseToSpaces(name: string): string {
  const spaced = name.replace(/(?<=[a-z])[A-Z]|[A-Z](?![A-Z]|$)/g, ' $&').trim()
  return spaced
    .split('_')
    .join(' ')
    .replace(/[A-Za-z]+/g, pythonTitleWord)
}

/** A word as Python's `str.title()` writes it. */
const pythonTitleWord = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()

/** Python's `str.capitalize()`. */
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase()

const RENDERS = ['application/json', 'text/html']
const PARSES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data']

export type ViewKind = 'List' | 'Instance'

/** DRF's `get_view_name`: the viewset's class name without `ViewSet`, spaced, and the router's suffix. */
export function viewName(collection: SomeCollection, kind: ViewKind): string {
  return `${camelcaseToSpaces(collection.view ?? collection.schema)} ${kind}`
}

function property(document: JsonObject, schema: string, name: string): JsonObject {
  const definitions = document.definitions
  const definition = isObject(definitions) ? definitions[schema] : undefined
  const properties = isObject(definition) ? definition.properties : undefined
  const found = isObject(properties) ? properties[name] : undefined
  return isObject(found) ? found : {}
}

/**
 * A field's label: drf-yasg's `title`, which is DRF's label dedented (a declared `_config` is
 * labelled ` config`, `'_config'.replace('_', ' ').capitalize()`); a field without one is
 * labelled from its name, as DRF binds it.
 */
function labelOf(name: string, title: unknown): string {
  const fromName = capitalize(name.replace(/_/g, ' '))
  if (typeof title !== 'string') return fromName
  return fromName.trim() === title ? fromName : title
}

/** `get_field_info`: type, required, then the attributes that are set, then the choices. */
function fieldInfo(name: string, info: FieldInfo, flags: { required: boolean; readOnly: boolean }, doc: JsonObject) {
  const out: JsonObject = { type: info.type, required: flags.required, read_only: flags.readOnly }
  out.label = labelOf(name, doc.title)
  if (typeof doc.description === 'string' && doc.description !== '') out.help_text = doc.description
  if (info.maxLength !== undefined) out.max_length = info.maxLength
  if (info.minValue !== undefined) out.min_value = info.minValue
  if (info.maxValue !== undefined) out.max_value = info.maxValue
  if (info.choices && !flags.readOnly)
    out.choices = info.choices.map(([value, label]) => ({ value, display_name: label }))
  return out
}

/** The serializer's fields as `get_serializer_info` lists them, in the serializer's order. */
function serializerInfo(collection: SomeCollection, document: JsonObject): JsonObject {
  const out: JsonObject = {}
  for (const [name, field] of Object.entries(collection.fields)) {
    // The primary key: an AutoField (an integer) or a UUIDField (a string), read-only.
    const info: FieldInfo = name === 'pk' ? { type: collection.key === intKey ? 'integer' : 'string' } : field.info
    out[name] = fieldInfo(name, info, field, property(document, collection.schema, name))
  }
  return out
}

function viewDescription(collection: SomeCollection, document: JsonObject): string {
  const paths = document.paths
  const item = isObject(paths) ? paths[collection.path] : undefined
  const list = isObject(item) ? item.get : undefined
  return isObject(list) && typeof list.description === 'string' ? list.description : ''
}

/**
 * The metadata of a collection's list or item view. `actions` comes only for a view that writes
 * (not the read-only viewsets) and, on an item, only when the item exists (`get_object` raising
 * Http404 drops the action silently); the caller is authenticated by now, and standin's token
 * may write everything.
 */
export async function collectionMetadata(
  collection: SomeCollection,
  kind: ViewKind,
  request: ApiRequest,
  context: IdentityContext,
): Promise<JsonObject> {
  const document = await servedDocument()
  const metadata: JsonObject = {
    name: viewName(collection, kind),
    description: viewDescription(collection, document),
    renders: RENDERS,
    parses: PARSES,
  }
  if (!collection.writes) return metadata
  if (kind === 'List') return { ...metadata, actions: { POST: serializerInfo(collection, document) } }
  const raw = request.params[collection.lookup]
  const key = raw === undefined ? undefined : collection.key.fromPath(raw)
  if (key === undefined || collection.get(context.identity, key) === undefined) return metadata
  return { ...metadata, actions: { PUT: serializerInfo(collection, document) } }
}

/** The API root's metadata: DefaultRouter's `APIRootView`. */
export const ROOT_METADATA: JsonObject = {
  name: 'Api Root',
  description: 'The default basic root view for DefaultRouter',
  renders: RENDERS,
  parses: PARSES,
}
