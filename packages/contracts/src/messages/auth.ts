export const AUTH_MESSAGES = {
  apiKeyRequired: 'Authenticate with your user name and an API key (HTTP basic authentication)',
  invalidCredentials: 'Invalid username or password',
  throttled: 'Too many sign-in attempts. Wait a moment and try again.',
  signInRequired: 'Sign in to continue',
  csrf: 'Missing or invalid CSRF token',
} as const;
