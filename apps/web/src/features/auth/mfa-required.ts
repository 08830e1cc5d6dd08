import { ERROR_CODES } from '@datadeck/contracts';
import { isApiError } from '../../shared/api/api-error.ts';

/** The answer of a sign-in that needs the user's second factor: 401 MFA_REQUIRED. */
export function isMfaRequired(error: unknown): boolean {
  return isApiError(error, 401) && error.errors.some((e) => e.name === ERROR_CODES.mfaRequired);
}
