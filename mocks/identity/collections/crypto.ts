import { formatDateTime } from '../writer.js'
import { deleteCertificateKeyPair } from '../deletes.js'
import { char, readOnly } from '../fields.js'
import { uuidKey } from '../relations.js'
import { defineCollection } from '../collection.js'
import { validCertificate, validPrivateKey } from '../validators.js'
import { type CertificateKeyPairRow } from '../tables.js'

export const certificateKeyPairs = defineCollection<CertificateKeyPairRow>()({
  path: '/crypto/certificatekeypairs/',
  routes: {
    list: 'identity.crypto.certificatekeypairs.list',
    create: 'identity.crypto.certificatekeypairs.create',
    read: 'identity.crypto.certificatekeypairs.read',
    update: 'identity.crypto.certificatekeypairs.update',
    partial_update: 'identity.crypto.certificatekeypairs.partial_update',
    delete: 'identity.crypto.certificatekeypairs.delete',
  },
  schema: 'CertificateKeyPair',
  lookup: 'kp_uuid',
  key: uuidKey,
  fields: {
    pk: readOnly(),
    name: char({ required: true }),
    certificate_data: char({ required: true, validators: [validCertificate] }),
    key_data: char({ allowBlank: true, default: () => '', validators: [validPrivateKey] }),
  },
  searchFields: ['name'],
  table: 'certificateKeyPairs',
  get: (db, key) => db.certificateKeyPairs.get(key),
  writes: {
    create(values, { db, writer, now }) {
      const stamp = formatDateTime(now)
      return writer.insert(db.certificateKeyPairs, {
        ...values,
        pk: db.random.uuid(),
        created: stamp,
        last_updated: stamp,
      })
    },
    update: (row, values, { db, writer, now }) =>
      writer.update(db.certificateKeyPairs, row.pk, { ...values, last_updated: formatDateTime(now) }),
    destroy: (row, { writer }) => deleteCertificateKeyPair(writer, row.pk),
  },
})
