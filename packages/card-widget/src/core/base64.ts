/** base64 of a value's JSON, UTF-8 safe (3DS tokens and results are base64 JSON). */
export function encodeBase64Json(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
}

/** base64url without padding (threeDSMethodData, creq). */
export const encodeBase64UrlJson = (value: unknown): string =>
  encodeBase64Json(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** Parses base64 or base64url JSON; undefined when it does not decode. */
export function decodeBase64Json(text: string): unknown {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))));
  } catch {
    return undefined;
  }
}
