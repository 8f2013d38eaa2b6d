/** What a caught error says, for the one-line messages of the CLI and the control plane. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** A system error's code (`ENOENT`...), if it has one. */
export function codeOf(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined
}
