/** The digits of a value, in order: card numbers are typed with spaces, dashes or slashes. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}
