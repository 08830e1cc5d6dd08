export const STAFF_MESSAGES = {
  impersonating: (username: string) => `You are impersonating ${username}.`,
  stopImpersonating: 'Stop impersonating',
  notStaff: 'Only staff may do this',
  /** A session an account's identity provider began reaches that account only, never staff functions. */
  ssoSession: "Staff functions are not available in a session begun by an account's identity provider",
  userNotLinked: 'That user is not linked to the account',
  impersonateStaff: 'Staff users cannot be impersonated',
  alreadyImpersonating: 'Stop the current impersonation first',
  notImpersonating: 'You are not impersonating anyone',
  unknownAccount: 'No account has this id',
  notForImpersonation: "A user's password and multi-factor authentication cannot be changed while impersonating them",
} as const;
