import { callerHasPermission, type Permission, type Role } from '@datadeck/contracts';
import { type KebabCase, kebabCase } from '../../shared/url/kebab-case.ts';

interface SettingsTabRule {
  label: string;
  permission: Permission;
  /** Its segment in the URL, where the spec names the route apart from the tab; else the key in kebab case. */
  segment?: string;
}

/**
 * THE Settings tabs (SPEC §2) that are built, in display order, each with the permission a role
 * needs to see it; the route table gives each tab's route the same permission.
 */
export const SETTINGS_TABS = {
  // The spec names no rule for Details: whoever may open Settings sees it.
  details: { label: 'Details', permission: 'VIEW_SETTINGS' },
  // Notification preferences concern those who run the clusters (contracts' role table).
  notificationPreferences: { label: 'Notification Preferences', permission: 'EDIT_SETTINGS' },
  apiKeys: { label: 'API Keys', permission: 'VIEW_API_KEYS' },
  security: { label: 'Security', permission: 'VIEW_SECURITY' },
  billing: { label: 'Billing', permission: 'VIEW_BILLING' },
  // SPEC §2 names no rule for the list: whoever sees the settings sees who shares the account.
  linkedUsers: { label: 'Linked Users', permission: 'VIEW_SETTINGS' },
  // Off while impersonating too (MANAGE_USERS is, contracts' OFF_WHILE_IMPERSONATING).
  userInvitations: { label: 'User Invitations', permission: 'MANAGE_USERS' },
  // SPEC §2 calls the tab SSO and its route settings/identity-providers.
  sso: { label: 'SSO', permission: 'VIEW_IDENTITY_PROVIDERS', segment: 'identity-providers' },
  serviceUsers: { label: 'Service Users', permission: 'VIEW_SERVICE_USER' },
  // Webhooks receive the account's events, and their secrets sign them: account editors only.
  accountWebhooks: { label: 'Account Webhooks', permission: 'EDIT_ACCOUNT' },
  // The security log names users and source IPs: owners only (contracts' role table).
  auditLog: { label: 'Audit Log', permission: 'VIEW_AUDIT_LOG' },
} as const satisfies Record<string, SettingsTabRule>;

export type SettingsTab = keyof typeof SETTINGS_TABS;

/** A tab's segment in the URL, at the type level: its own segment if it names one, else its key in kebab case. */
type SegmentOf<T extends SettingsTab> = T extends SettingsTab
  ? (typeof SETTINGS_TABS)[T] extends { segment: infer S extends string }
    ? S
    : KebabCase<T>
  : never;

/** A tab's route, relative to the console root (`settings/audit-log` for auditLog, `settings/identity-providers` for sso). */
export const settingsTabPath = <T extends SettingsTab>(tab: T) => {
  const rule: SettingsTabRule = SETTINGS_TABS[tab];
  // What SegmentOf says at the type level, at run time.
  return `/accounts/$accountId/settings/${rule.segment ?? kebabCase(tab)}` as `/accounts/$accountId/settings/${SegmentOf<T>}`;
};

/**
 * The tabs the caller may see, in display order: the role's permissions, minus those switched off
 * while a staff user impersonates (the same rule as the tab's route).
 */
export function visibleSettingsTabs(role: Role, impersonating = false): SettingsTab[] {
  return (Object.keys(SETTINGS_TABS) as SettingsTab[]).filter((tab) =>
    callerHasPermission(role, SETTINGS_TABS[tab].permission, impersonating),
  );
}
