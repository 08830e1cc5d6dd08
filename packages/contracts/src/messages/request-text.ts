/** Refusals of any part of a request (path, query, body) before its endpoint's validation. */
export const REQUEST_TEXT_MESSAGES = {
  /** Said of the field holding a NUL character or an unpaired surrogate (findUnsafeText). */
  unsafe: 'Contains a character that cannot be stored (a NUL character or an unpaired surrogate)',
} as const;
