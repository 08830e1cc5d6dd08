export const MFA_MESSAGES = {
  required: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  invalidCode: 'That code is not valid. Try the current one from your authenticator app.',
  enrolled: 'Multi-factor authentication is on. Keep your recovery codes somewhere safe: each works once.',
  setupRequired: 'An account you belong to requires multi-factor authentication. Set it up to continue.',
  alreadyEnabled: 'Multi-factor authentication is already on',
  noEnrolment: 'Start the set-up again: no enrolment is waiting for a code',
} as const;
