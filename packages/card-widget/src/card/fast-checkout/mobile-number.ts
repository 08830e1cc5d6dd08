import { FAST_CHECKOUT } from '@datadeck/contracts/provider';

/** SPEC §5: digits only (anything else typed or pasted is dropped), at most 12 of them. */
export const mobileDigits = (text: string): string => text.replace(/\D/g, '').slice(0, FAST_CHECKOUT.mobileMaxDigits);

/** '5551234567' → '555 123 4567': groups of 3, 3 and 4 as the shopper types; extra digits after them. */
export function groupMobile(digits: string): string {
  const groups: string[] = [];
  let start = 0;
  for (const size of FAST_CHECKOUT.mobileGroups) {
    if (start >= digits.length) break;
    groups.push(digits.slice(start, start + size));
    start += size;
  }
  if (start < digits.length) groups.push(digits.slice(start));
  return groups.join(' ');
}

/** A number the provider accepts: 10 to 12 digits (the +1 is not part of it). */
export const isMobileComplete = (digits: string): boolean =>
  digits.length >= FAST_CHECKOUT.mobileMinDigits && digits.length <= FAST_CHECKOUT.mobileMaxDigits;
