export const PASSWORD_MESSAGES = {
  expired: 'Your password has expired. Choose a new one to sign in.',
  reused: 'Choose a password you have not used for your last 5 passwords',
  wrongCurrent: 'The current password is not correct',
  changed: 'Your password has been changed',
  /** expired-password without a live challenge of a PASSWORD_EXPIRED sign-in, or for a password that has not expired. */
  challengeRequired: 'Sign in again to choose a new password',
} as const;
