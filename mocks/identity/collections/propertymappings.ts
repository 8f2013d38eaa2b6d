import { deletePropertyMapping } from '../deletes.js'
import { char, computed, type CreateInput, readOnly } from '../fields.js'
import { uuidKey } from '../relations.js'
import { defineCollection, type IdentityFields, type KindNames } from '../collection.js'
import { type PropertyMappingRow, type PropertyMappingKind } from '../tables.js'

/** `/propertymappings/all/` and the LDAP, SAML and scope mappings. */

/** `__type__`: class name without "propertymapping"; the scope class does not contain it. */
const TYPE_NAMES: Record<PropertyMappingKind, string> = { ldap: 'ldap', saml: 'saml', scope: 'scopemapping' }

type Row<K extends PropertyMappingKind> = Extract<PropertyMappingRow, { kind: K }>

/** Fields whose created values are exactly the kind's columns: a mismatch fails the type check where the kind is declared. */
type OwnColumns<K extends PropertyMappingKind, F> = CreateInput<F> extends Omit<Row<K>, 'pk' | 'kind'> ? F : never

function typedMapping<
  K extends PropertyMappingKind,
  F extends IdentityFields<Row<K>>,
  const Name extends string,
  const Path extends string,
>({ kind, path, routes, schema }: KindNames<K, Name, Path>, fields: OwnColumns<K, F>, searchFields: string[]) {
  const isKind = (row: PropertyMappingRow | undefined): row is Row<K> => row?.kind === kind
  return defineCollection<Row<K>>()({
    path,
    routes,
    schema,
    lookup: 'pm_uuid',
    key: uuidKey,
    fields,
    searchFields: ['name', 'expression', ...searchFields],
    table: 'propertyMappings',
    queryset: { where: isKind },
    get: (db, key) => {
      const row = db.propertyMappings.get(key)
      return isKind(row) ? row : undefined
    },
    writes: {
      async create(values, { db, writer }) {
        // OwnColumns checked the fields against the kind's columns; a spread of a generic type is not followed.
        const row = { ...values, pk: db.random.uuid(), kind } as Row<K>
        const saved = await writer.insert(db.propertyMappings, row)
        // The table answers its union type; what was inserted is of this kind.
        return isKind(saved) ? saved : row
      },
      async update(row, values, { db, writer }) {
        const saved = await writer.update(db.propertyMappings, row.pk, values)
        return isKind(saved) ? saved : row
      },
      destroy: (row, { writer }) => deletePropertyMapping(writer, row.pk),
    },
  })
}

// Field order follows each serializer, which differs between kinds.
export const ldapPropertyMappings = typedMapping(
  {
    kind: 'ldap',
    path: '/propertymappings/ldap/',
    routes: {
      list: 'identity.propertymappings.ldap.list',
      create: 'identity.propertymappings.ldap.create',
      read: 'identity.propertymappings.ldap.read',
      update: 'identity.propertymappings.ldap.update',
      partial_update: 'identity.propertymappings.ldap.partial_update',
      delete: 'identity.propertymappings.ldap.delete',
    },
    schema: 'LDAPPropertyMapping',
  },
  {
    pk: readOnly(),
    name: char({ required: true }),
    expression: char({ required: true }),
    object_field: char({ required: true }),
  },
  ['object_field'],
)

export const samlPropertyMappings = typedMapping(
  {
    kind: 'saml',
    path: '/propertymappings/saml/',
    routes: {
      list: 'identity.propertymappings.saml.list',
      create: 'identity.propertymappings.saml.create',
      read: 'identity.propertymappings.saml.read',
      update: 'identity.propertymappings.saml.update',
      partial_update: 'identity.propertymappings.saml.partial_update',
      delete: 'identity.propertymappings.saml.delete',
    },
    schema: 'SAMLPropertyMapping',
  },
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
  {
    kind: 'scope',
    path: '/propertymappings/scope/',
    routes: {
      list: 'identity.propertymappings.scope.list',
      create: 'identity.propertymappings.scope.create',
      read: 'identity.propertymappings.scope.read',
      update: 'identity.propertymappings.scope.update',
      partial_update: 'identity.propertymappings.scope.partial_update',
      delete: 'identity.propertymappings.scope.delete',
    },
    schema: 'ScopeMapping',
  },
  {
    pk: readOnly(),
    name: char({ required: true }),
    scope_name: char({ required: true }),
    description: char({ allowBlank: true, default: () => '' }),
    expression: char({ required: true }),
  },
  ['scope_name', 'description'],
)

export const allPropertyMappings = defineCollection<PropertyMappingRow>()({
  path: '/propertymappings/all/',
  routes: {
    list: 'identity.propertymappings.all.list',
    read: 'identity.propertymappings.all.read',
  },
  schema: 'PropertyMapping',
  lookup: 'pm_uuid',
  key: uuidKey,
  fields: {
    pk: readOnly(),
    name: readOnly(),
    expression: readOnly(),
    __type__: computed(
      (z) => z.string(),
      (row) => TYPE_NAMES[row.kind],
      { orderable: false },
    ),
  },
  searchFields: ['name', 'expression'],
  table: 'propertyMappings',
  get: (db, key) => db.propertyMappings.get(key),
})
