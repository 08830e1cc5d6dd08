export const STAFF_MESSAGES = {
  impersonating: (username: string) => `You are impersonating ${username}.`,
  stopImpersonating: 'Stop impersonating',
  notStaff: 'Only staff may do this',
  userNotLinked: 'That user is not linked to the account',
  impersonateStaff: 'Staff users cannot be impersonated',
  alreadyImpersonating: 'Stop the current impersonation first',
  notImpersonating: 'You are not impersonating anyone',
  unknownAccount: 'No account has this id',
  notForImpersonation: "A user's password and multi-factor authentication cannot be changed while impersonating them",
} as const;
