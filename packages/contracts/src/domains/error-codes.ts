// No zod here: the console's first load reads these (its API client), and a module with a
// schema beside them would bring zod along.

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
