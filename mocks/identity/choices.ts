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

/**
 * Each value's display name, as DRF's OPTIONS lists them: passbook's `TextChoices` (a member
 * without a label is named after the member, `name.replace('_', ' ').title()`, Django's
 * `ChoicesMeta`: hence `Unrenollment`).
 */
export const flowDesignationLabels = {
  authentication: 'Authentication',
  authorization: 'Authorization',
  invalidation: 'Invalidation',
  enrollment: 'Enrollment',
  unenrollment: 'Unrenollment',
  recovery: 'Recovery',
  stage_configuration: 'Stage Configuration',
} as const satisfies Record<(typeof flowDesignations)[number], string>

export const clientTypeLabels = {
  confidential: 'Confidential',
  public: 'Public',
} as const satisfies Record<(typeof clientTypes)[number], string>

export const responseTypeLabels = {
  code: 'code (Authorization Code Flow)',
  'code#adfs': 'code (ADFS Compatibility Mode, sends id_token as access_token)',
  id_token: 'id_token (Implicit Flow)',
  'id_token token': 'id_token token (Implicit Flow)',
  'code token': 'code token (Hybrid Flow)',
  'code id_token': 'code id_token (Hybrid Flow)',
  'code id_token token': 'code id_token token (Hybrid Flow)',
} as const satisfies Record<(typeof responseTypes)[number], string>

export const jwtAlgorithmLabels = {
  HS256: 'HS256 (Symmetric Encryption)',
  RS256: 'RS256 (Asymmetric Encryption)',
} as const satisfies Record<(typeof jwtAlgorithms)[number], string>

export const subModeLabels = {
  hashed_user_id: 'Based on the Hashed User ID',
  user_username: 'Based on the username',
  user_email: "Based on the User's Email. This is recommended over the UPN method.",
  user_upn:
    "Based on the User's UPN, only works if user has a 'upn' attribute set. Use this method only if you have different UPN and Mail domains.",
} as const satisfies Record<(typeof subModes)[number], string>
