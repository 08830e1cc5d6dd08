export const SECURITY_MESSAGES = {
  updated: 'Security Settings updated successfully',
  failed: 'Security Settings failed to update',
  updatedRedirectingToMfa: 'Security Settings updated successfully, redirecting you to set up MFA',
  adminWarning: 'Administrator users always keep the strictest security settings, whatever is chosen here.',
  ssoNote: 'This account signs in with single sign-on: these settings apply only to account owners.',
  readOnly: 'You can view these settings; only an Owner can change them.',
} as const;
