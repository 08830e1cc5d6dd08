/**
 * SPEC §5: street, house number and city are stripped of disallowed characters. Allowed:
 * letters of any script (with their combining marks, which scripts such as Devanagari need),
 * digits, space and . , ' - / # & ( ). Everything else (e.g. < > " ; @ _ emoji, tabs) goes.
 */
const DISALLOWED = /[^\p{L}\p{M}\p{Nd} .,'\-/#&()]/gu;

export function stripDisallowedAddressCharacters(value: string): string {
  return value.replace(DISALLOWED, '');
}
