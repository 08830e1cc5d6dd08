/** SPEC §2 Linked Users, §5 owner rules, §8 toasts. */
export const LINKED_USERS_MESSAGES = {
  roleChanged: (username: string, roleLabel: string) =>
    `Role for the user '${username}' has been changed to '${roleLabel}'.`,
  unlinked: (username: string) => `User '${username}' has been unlinked.`,
  selectRole: 'Select a role',
  updateRole: 'Update Role',
  confirmUnlink: 'Confirm user unlink',
  unlinkWarning:
    'The user loses access to this account in the console and the API at once. Their access to the support ticket system may persist: ask support to remove it.',
  impersonating: 'Linked users cannot be changed while impersonating another user',
  twoOwnersWarning:
    'Inactivity revocation is on for this account, so it must keep at least two owners: the last two cannot be demoted or unlinked.',
  scimWarning:
    'SCIM provisioning is active: users are managed by your identity provider, and changes made here may be overwritten.',
  lastOwner: 'The last owner of an account cannot be demoted or unlinked',
  twoOwnersNeeded: 'With inactivity revocation on, the account must keep two owners',
  notLinked: 'No user with this username is linked to this account',
} as const;
