import type { UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../shared/api/api-error.ts';
import type { WizardValues } from './form-values.ts';
import { stepOfField, type WizardField } from './steps.ts';

export interface PlacedErrors {
  /** The earliest step showing one of the errors, and the field to focus there. */
  first: { step: number; field: WizardField } | null;
  /** What no field shows: codes (FORBIDDEN), fields the wizard does not edit, a lost connection. */
  unplaced: string[];
}

/**
 * Puts each error of a failed create on the field its name points at (`dataCentres.0.nodeSize`
 * is the node size of step 3) and says where the first one is.
 */
export function placeServerErrors(
  error: unknown,
  values: WizardValues,
  setError: UseFormSetError<WizardValues>,
): PlacedErrors {
  if (!isApiError(error))
    return { first: null, unplaced: ['The console could not reach the server. Please try again.'] };
  const placed: PlacedErrors = { first: null, unplaced: [] };
  for (const { name, message } of error.errors) {
    const place = stepOfField(name, values);
    if (!place) {
      placed.unplaced.push(message);
      continue;
    }
    setError(place.field, { type: 'server', message });
    if (placed.first === null || place.step < placed.first.step) placed.first = place;
  }
  return placed;
}
