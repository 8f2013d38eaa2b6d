import type { IdentityDb } from '../db.js'
import { deletePropertyMapping } from '../deletes.js'
import { char, computed, readOnly, type Fields } from '../fields.js'
import type { Collection } from '../collection.js'
import type { PropertyMappingKind, PropertyMappingRow } from '../schemas.js'

/** `/propertymappings/all/` and the LDAP, SAML and scope mappings. */

/** `__type__`: class name without "propertymapping"; the scope class does not contain it. */
const TYPE_NAMES: Record<PropertyMappingKind, string> = { ldap: 'ldap', saml: 'saml', scope: 'scopemapping' }

type Row<K extends PropertyMappingKind> = Extract<PropertyMappingRow, { kind: K }>

function typedMapping<K extends PropertyMappingKind>(
  kind: K,
  schema: string,
  fields: Fields<IdentityDb, Row<K>>,
  searchFields: string[],
): Collection<Row<K>> {
  const isKind = (row: PropertyMappingRow | undefined): row is Row<K> => row?.kind === kind
  return {
    path: `/propertymappings/${kind}/`,
    schema,
    lookup: 'pm_uuid',
    keyType: 'uuid',
    fields,
    searchFields: ['name', 'expression', ...searchFields],
    table: (db) => db.propertyMappings,
    rows: (db) => db.propertyMappings.memo(kind, () => db.propertyMappings.rows().filter(isKind)),
    get: (db, key) => {
      const row = db.propertyMappings.get(key as string)
      return isKind(row) ? row : undefined
    },
    async create(values, { db, writer }) {
      const row = { ...values, pk: db.random.uuid(), kind } as unknown as Row<K>
      return writer.insert(db.propertyMappings, row) as Promise<Row<K>>
    },
    update: (row, values, { db, writer }) =>
      writer.update(db.propertyMappings, row.pk, values as Partial<PropertyMappingRow>) as Promise<Row<K>>,
    destroy: (row, { writer }) => deletePropertyMapping(writer, row.pk),
  }
}

// Field order follows each serializer, which differs between kinds.
export const ldapPropertyMappings = typedMapping(
  'ldap',
  'LDAPPropertyMapping',
  {
    pk: readOnly(),
    name: char({ required: true }),
    expression: char({ required: true }),
    object_field: char({ required: true }),
  },
  ['object_field'],
)

export const samlPropertyMappings = typedMapping(
  'saml',
  'SAMLPropertyMapping',
  {
    pk: readOnly(),
    name: char({ required: true }),
    saml_name: char({ required: true }),
    friendly_name: char({ allowNull: true, allowBlank: true, default: () => null }),
    expression: char({ required: true }),
  },
  ['saml_name', 'friendly_name'],
)

export const scopeMappings = typedMapping(
  'scope',
  'ScopeMapping',
  {
    pk: readOnly(),
    name: char({ required: true }),
    scope_name: char({ required: true }),
    description: char({ allowBlank: true, default: () => '' }),
    expression: char({ required: true }),
  },
  ['scope_name', 'description'],
)

export const allPropertyMappings: Collection<PropertyMappingRow> = {
  path: '/propertymappings/all/',
  schema: 'PropertyMapping',
  lookup: 'pm_uuid',
  keyType: 'uuid',
  readOnly: true,
  fields: {
    pk: readOnly(),
    name: readOnly(),
    expression: readOnly(),
    __type__: computed((row) => TYPE_NAMES[row.kind], { orderable: false }),
  },
  searchFields: ['name', 'expression'],
  table: (db) => db.propertyMappings,
  rows: (db) => db.propertyMappings.rows(),
  get: (db, key) => db.propertyMappings.get(key as string),
}
