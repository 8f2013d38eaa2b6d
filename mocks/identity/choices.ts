/**
 * The values enumerated columns may take. Apart from the zod schemas (schemas.ts) so that
 * resolvers read them without loading zod, which is loaded on the first write only.
 */

export const flowDesignations = [
  'authentication',
  'authorization',
  'invalidation',
  'enrollment',
  'unenrollment',
  'recovery',
  'stage_configuration',
] as const

export const clientTypes = ['confidential', 'public'] as const
export const responseTypes = [
  'code',
  'code#adfs',
  'id_token',
  'id_token token',
  'code token',
  'code id_token',
  'code id_token token',
] as const
export const jwtAlgorithms = ['HS256', 'RS256'] as const
export const subModes = ['hashed_user_id', 'user_username', 'user_email', 'user_upn'] as const
