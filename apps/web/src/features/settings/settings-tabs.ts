import { roleHasPermission, type Permission, type Role } from '@datadeck/contracts';

/**
 * THE Settings tabs (SPEC §2) that are built, in display order, each with the permission a role
 * needs to see it; the route table gives each tab's route the same permission. Still to come,
 * with what they will need: Notification Preferences (EDIT_SETTINGS), API Keys (VIEW_API_KEYS),
 * Billing (VIEW_BILLING), Linked Users (not shown in the spec), User Invitations (MANAGE_USERS),
 * SSO (VIEW_IDENTITY_PROVIDERS), Service Users (VIEW_SERVICE_USER), Account Webhooks (EDIT_ACCOUNT).
 */
export const SETTINGS_TABS = {
  // The spec names no rule for Details: whoever may open Settings sees it.
  details: { label: 'Details', permission: 'VIEW_SETTINGS' },
  security: { label: 'Security', permission: 'VIEW_SECURITY' },
} as const satisfies Record<string, { label: string; permission: Permission }>;

export type SettingsTab = keyof typeof SETTINGS_TABS;

/** A tab's route, relative to the console root. */
export const settingsTabPath = <T extends SettingsTab>(tab: T) => `/accounts/$accountId/settings/${tab}` as const;

/** The tabs the role may see, in display order. */
export function visibleSettingsTabs(role: Role): SettingsTab[] {
  return (Object.keys(SETTINGS_TABS) as SettingsTab[]).filter((tab) => roleHasPermission(role, SETTINGS_TABS[tab].permission));
}
