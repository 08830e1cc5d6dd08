import { caretAfterDigits, digitsOnly } from '../validation/digits.ts';

/**
 * Reformats a host input after an edit (the KCP tax number, the CPF/CNPJ). A caret in the middle
 * stays after the same digits, so inserting or deleting there does not jump to the end.
 */
export function reformatInput(input: HTMLInputElement, format: (raw: string) => string): void {
  const raw = input.value;
  const formatted = format(raw);
  if (formatted === raw) return;
  const caret = input.selectionStart ?? raw.length;
  input.value = formatted;
  // Setting a selection can move the focus in some browsers: only while the shopper is in the field.
  if (document.activeElement !== input) return;
  const position =
    caret >= raw.length ? formatted.length : caretAfterDigits(formatted, digitsOnly(raw.slice(0, caret)).length);
  input.setSelectionRange(position, position);
}
