export const SETTINGS_MESSAGES = {
  accessLevel: (role: string) => `Your access level on this account is ${role}.`,
  switchAccounts: 'To see the settings of another account, switch accounts in the sidebar.',
  maintenance: 'Scheduled database maintenance is under way: changes are unavailable until it ends.',
  notDuringMaintenance: 'Not available during scheduled maintenance',
} as const;
