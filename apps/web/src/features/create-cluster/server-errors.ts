import type { UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from '../../shared/form/apply-server-errors.ts';
import type { WizardValues } from './form-values.ts';
import type { ValidRequest } from './request.ts';
import { stepOfField, type WizardField } from './steps.ts';

/**
 * Puts each error of a failed create on the field its name points at (`dataCentres.0.nodeSize`
 * is the node size of step 3, `twoFactorDelete.0.confirmationEmail` shows on its step's field)
 * and the rest on the form's alert; answers the earliest step showing one, with the field to focus.
 */
export function placeServerErrors(
  error: unknown,
  form: UseFormReturn<WizardValues, unknown, ValidRequest>,
): { step: number; field: WizardField } | null {
  const values = form.getValues();
  // Not focused here: the field is on screen only once its step is open.
  const fields = applyServerErrors(error, form, { fieldOf: (name) => stepOfField(name, values)?.field, focus: false });
  let first: { step: number; field: WizardField } | null = null;
  for (const field of fields) {
    const place = stepOfField(field, values);
    if (place && (first === null || place.step < first.step)) first = place;
  }
  return first;
}
