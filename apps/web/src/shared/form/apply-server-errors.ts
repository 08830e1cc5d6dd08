import { ERRORS_MESSAGES } from '@datadeck/contracts';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { isApiError } from '../api/api-error.ts';

/**
 * Where a form keeps its form-level message (shown by FormAlert). A root error of
 * react-hook-form: it is cleared by the next submit and by reset, as a stale message should be.
 */
export const FORM_ALERT = 'root.server';

type AlertTarget<Input extends FieldValues> = Pick<UseFormReturn<Input, unknown, unknown>, 'setError' | 'clearErrors'>;

/** Shows the message above (or beside) the form's fields, or removes it when null. */
export function setFormAlert<Input extends FieldValues>(form: AlertTarget<Input>, message: string | null): void {
  if (message === null) form.clearErrors(FORM_ALERT);
  else form.setError(FORM_ALERT, { type: 'server', message });
}

/** A name is a path into the values when each dotted step is a key the values have (`dataCentres.0.nodeSize`). */
function isValuePath<Input extends FieldValues>(values: Input, name: string): name is FieldPath<Input> {
  let node: unknown = values;
  for (const key of name.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

export type ServerErrorOptions<Input extends FieldValues> = {
  /**
   * The field that shows an error of this name, or undefined when none does. By default every
   * name that is a path into the form's values; a form that holds values it does not show (the
   * expired-password step's credentials) or shows a parent field (the wizard) says which.
   */
  fieldOf?: (name: string) => FieldPath<Input> | undefined;
  /** Focus the first field in error; off when that field is not on screen yet (the wizard opens its step first). */
  focus?: boolean;
};

/**
 * Puts a failed call's errors where the user can act on them: each `{name, message}` of the
 * API's answer on the field it names, the rest (codes such as INVALID_CREDENTIALS or FORBIDDEN)
 * on the form-level alert, and a call that got no answer says the server could not be reached.
 * Returns the fields in error, in the order the server named them.
 */
export function applyServerErrors<Input extends FieldValues, Output>(
  error: unknown,
  form: UseFormReturn<Input, unknown, Output>,
  { fieldOf, focus = true }: ServerErrorOptions<Input> = {},
): FieldPath<Input>[] {
  if (!isApiError(error)) {
    setFormAlert(form, ERRORS_MESSAGES.unreachableRetry);
    return [];
  }
  const values = form.getValues();
  const placeOf = fieldOf ?? ((name: string) => (isValuePath(values, name) ? name : undefined));
  const fields: FieldPath<Input>[] = [];
  const unplaced: string[] = [];
  for (const { name, message } of error.errors) {
    const field = placeOf(name);
    if (field === undefined) {
      unplaced.push(message);
      continue;
    }
    form.setError(field, { type: 'server', message });
    fields.push(field);
  }
  setFormAlert(form, unplaced.length > 0 ? unplaced.join(' ') : null);
  const [first] = fields;
  if (focus && first !== undefined) form.setFocus(first);
  return fields;
}
