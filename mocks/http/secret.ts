/**
 * Compares a secret a client sent with the expected one in time that depends only on the
 * expected one's length, so that response times do not tell how much of a guess was right
 * (`===` stops at the first differing character). Browser-safe: no node:crypto.
 */
export function sameSecret(given: string, expected: string): boolean {
  let difference = given.length ^ expected.length
  for (let index = 0; index < expected.length; index++) {
    // Past the end of `given`, charCodeAt is NaN, which `|` reads as 0: the loop runs on.
    difference |= given.charCodeAt(index) ^ expected.charCodeAt(index)
  }
  return difference === 0
}
