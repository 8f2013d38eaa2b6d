/**
 * Base64 text to UTF-8, strictly: undefined for anything that is not padded base64 of valid
 * UTF-8 (what `Authorization: Basic` credentials need, whichever API reads them).
 */
export function decodeBase64Utf8(text: string): string | undefined {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 === 1) return undefined
  try {
    const bytes = Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
}
