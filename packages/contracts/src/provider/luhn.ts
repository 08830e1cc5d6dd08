/**
 * The Luhn (mod 10) check digit test, the one implementation for all: the secured fields and the
 * widget (as the shopper types), the provider's payments, and the console's card path without a
 * provider (SPEC §5). Spaces and other separators are ignored; an empty number fails.
 */
export function isLuhnValid(number: string): boolean {
  const digits = number.replace(/\D/g, '');
  if (digits === '') return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
