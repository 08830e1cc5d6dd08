import { ERROR_CODES } from '@datadeck/contracts';
import { isApiError } from '../../shared/api/api-error.ts';

/** The login answer of a user whose password is too old: 403 PASSWORD_EXPIRED. */
export function isPasswordExpired(error: unknown): boolean {
  return isApiError(error, 403) && error.errors.some((e) => e.name === ERROR_CODES.passwordExpired);
}
