/** The part of @pactflow/swagger-mock-validator's API the drift checks use (it ships no types). */
declare module '@pactflow/swagger-mock-validator' {
  export interface ValidationResult {
    code: string
    message: string
    type: 'error' | 'warning'
    mockDetails?: { interactionDescription?: string | null; location: string; value: unknown }
    specDetails?: { location: string; pathMethod?: string | null; pathName?: string | null }
  }

  export interface ValidationOutcome {
    success: boolean
    failureReason?: string
    errors: ValidationResult[]
    warnings: ValidationResult[]
  }

  export interface ValidateOptions {
    specPathOrUrl: string
    mockPathOrUrl: string
    /** 'true' lets responses carry properties the document does not declare (default 'false'). */
    additionalPropertiesInResponse?: 'true' | 'false'
  }

  export const SwaggerMockValidatorFactory: {
    create(): { validate(options: ValidateOptions): Promise<ValidationOutcome> }
  }
}
