import { formatDateTime } from '../writer.js'
import type { IdentityDb } from '../db.js'
import { deleteApplication, deleteGroup, deleteUser } from '../deletes.js'
import { boolean, char, computed, email, readOnly, slug, url } from '../fields.js'
import { json } from '../json-fields.js'
import { intKey, related, relatedMany, uuidKey } from '../relations.js'
import { defineCollection } from '../collection.js'
import { unique, uniqueTogether, validUsername } from '../validators.js'
import { exists } from './exists.js'
import { type UserRow, type GroupRow, type ApplicationRow } from '../tables.js'

/** `/core/users/`, `/core/groups/`, `/core/applications/`. */

/** Distinct policies bound to any of the targets (an object can be bound by two keys). */
export function policiesBoundTo(db: IdentityDb, targets: readonly string[]): string[] {
  const byTarget = db.policiesByTarget()
  const [first, ...rest] = targets.map((target) => byTarget.get(target) ?? [])
  if (rest.every((policies) => policies.length === 0)) return first ?? []
  return [...new Set([...(first ?? []), ...rest.flat()])]
}

export const users = defineCollection<UserRow>()({
  path: '/core/users/',
  routes: {
    list: 'identity.core.users.list',
    create: 'identity.core.users.create',
    read: 'identity.core.users.read',
    update: 'identity.core.users.update',
    partial_update: 'identity.core.users.partial_update',
    delete: 'identity.core.users.delete',
  },
  schema: 'User',
  lookup: 'id',
  key: intKey,
  fields: {
    pk: readOnly(),
    username: char({
      required: true,
      maxLength: 150,
      validators: [
        validUsername,
        unique(
          'A user with that username already exists.',
          (db: IdentityDb, value, instance?: UserRow) =>
            typeof value === 'string' && db.users.lookup('username', value).some((user) => user !== instance),
        ),
      ],
    }),
    name: char({ required: true }),
    // passbook's UserSerializer: `is_superuser = BooleanField(read_only=True)`.
    is_superuser: computed(
      (z) => z.boolean(),
      (row, { db }) => db.superuserPks().has(row.pk),
      { type: 'boolean' },
    ),
    email: email({ allowBlank: true, maxLength: 254, default: () => '' }),
  },
  searchFields: ['username', 'name', 'email'],
  table: 'users',
  get: (db, key) => db.users.get(key),
  writes: {
    create: (values, { db, writer, now }) =>
      writer.insert(db.users, { ...values, pk: db.nextUserPk(), is_active: true, date_joined: formatDateTime(now) }),
    update: (row, values, { db, writer }) => writer.update(db.users, row.pk, values),
    destroy: (row, { writer }) => deleteUser(writer, row.pk),
  },
})

export const groups = defineCollection<GroupRow>()({
  path: '/core/groups/',
  routes: {
    list: 'identity.core.groups.list',
    create: 'identity.core.groups.create',
    read: 'identity.core.groups.read',
    update: 'identity.core.groups.update',
    partial_update: 'identity.core.groups.partial_update',
    delete: 'identity.core.groups.delete',
  },
  schema: 'Group',
  lookup: 'group_uuid',
  key: uuidKey,
  fields: {
    pk: readOnly(),
    name: char({ required: true, maxLength: 80 }),
    is_superuser: boolean({ default: () => false }),
    // Required because of the (name, parent) unique-together rule; null is accepted.
    parent: related(exists.group, { required: true, allowNull: true }),
    users: relatedMany(exists.user, { required: true }),
    attributes: json({ default: () => ({}) }),
  },
  searchFields: ['name'],
  table: 'groups',
  get: (db, key) => db.groups.get(key),
  writes: {
    validate: (values, { db, instance }) => uniqueTogether(['name', 'parent'], values, instance, db.groups.rows()),
    create: (values, { db, writer }) => writer.insert(db.groups, { ...values, pk: db.random.uuid() }),
    update: (row, values, { db, writer }) => writer.update(db.groups, row.pk, values),
    destroy: (row, { writer }) => deleteGroup(writer, row.pk),
  },
})

export const applications = defineCollection<ApplicationRow>()({
  path: '/core/applications/',
  routes: {
    list: 'identity.core.applications.list',
    create: 'identity.core.applications.create',
    read: 'identity.core.applications.read',
    update: 'identity.core.applications.update',
    partial_update: 'identity.core.applications.partial_update',
    delete: 'identity.core.applications.delete',
  },
  schema: 'Application',
  lookup: 'pbm_uuid',
  key: uuidKey,
  fields: {
    pk: readOnly(),
    name: char({ required: true }),
    slug: slug({ required: true, maxLength: 50 }),
    provider: related(exists.provider, {
      allowNull: true,
      default: () => null,
      validators: [
        unique(
          'This field must be unique.',
          (db: IdentityDb, value, instance?: ApplicationRow) =>
            typeof value === 'number' && db.applications.lookup('provider', value).some((app) => app !== instance),
        ),
      ],
    }),
    meta_launch_url: url({ allowBlank: true, maxLength: 200, default: () => '' }),
    meta_icon_url: char({ allowBlank: true, default: () => '' }),
    meta_description: char({ allowBlank: true, default: () => '' }),
    meta_publisher: char({ allowBlank: true, default: () => '' }),
    policies: computed(
      (z) => z.array(z.string()),
      (row, { db }) => policiesBoundTo(db, [row.pk]),
    ),
  },
  searchFields: ['name', 'slug', 'meta_description', 'meta_publisher'],
  table: 'applications',
  get: (db, key) => db.applications.get(key),
  writes: {
    create: (values, { db, writer }) => writer.insert(db.applications, { ...values, pk: db.random.uuid() }),
    update: (row, values, { db, writer }) => writer.update(db.applications, row.pk, values),
    destroy: (row, { writer }) => deleteApplication(writer, row.pk),
  },
})
