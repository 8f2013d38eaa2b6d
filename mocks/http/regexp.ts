/** `text` as a regular expression that matches it literally (what `RegExp.escape` does on Node 24, which 22 lacks). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
