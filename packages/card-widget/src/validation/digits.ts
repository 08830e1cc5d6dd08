/** The digits of a value, in order: card numbers are typed with spaces, dashes or slashes. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Where the caret goes after a value is reformatted: after as many digits as were before it, so
 * typing or deleting in the middle of a grouped number does not jump to the end. Used by the
 * secured fields (in the provider's iframe) and by the host's formatted inputs alike.
 */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted.charAt(index))) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return formatted.length;
}
