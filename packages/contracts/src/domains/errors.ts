import { z } from 'zod';

/** The one error body of the API: `{"errors":[{"name": "<field or code>", "message": "<text>"}]}`. */
export const apiErrorSchema = z.object({
  errors: z.array(z.object({ name: z.string(), message: z.string() })).min(1),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Error names that are codes rather than field names. */
export const ERROR_CODES = {
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  csrf: 'CSRF',
  notFound: 'NOT_FOUND',
  invalidCredentials: 'INVALID_CREDENTIALS',
  internal: 'INTERNAL',
  maintenance: 'MAINTENANCE',
  passwordExpired: 'PASSWORD_EXPIRED',
  mfaRequired: 'MFA_REQUIRED',
  mfaSetupRequired: 'MFA_SETUP_REQUIRED',
  rateLimited: 'RATE_LIMITED',
  impersonating: 'IMPERSONATING',
  /** The card payment provider could not be reached or failed (502): nothing was saved. */
  paymentProviderUnavailable: 'PAYMENT_PROVIDER_UNAVAILABLE',
} as const;
