import { API_KEYS_MESSAGES, LINKED_USERS_MESSAGES } from './messages.ts';
import { ROLE_LABELS, ROLES, type Role } from './roles.ts';

/**
 * Every permission named in SPEC §6, plus three of ours: VIEW_CLUSTERS (the landing page lists
 * the account's clusters for every role, and every endpoint must name a permission),
 * VIEW_CLUSTER_CREDENTIALS (a cluster's default password gives full access to its data) and
 * VIEW_AUDIT_LOG (the account's security log; the identity issue gives it to owners).
 */
export const PERMISSIONS = [
  'VIEW_CLUSTERS',
  'VIEW_CLUSTER_CREDENTIALS',
  'CREATE_CLUSTER',
  'DELETE_CLUSTER',
  'VIEW_SETTINGS',
  'EDIT_SETTINGS',
  'EDIT_ACCOUNT',
  'CREATE_ORGANISATION',
  'VIEW_SECURITY',
  'EDIT_SECURITY',
  'VIEW_API_KEYS',
  'EDIT_API_KEYS',
  'VIEW_BILLING',
  'EDIT_BILLING',
  'MANAGE_USERS',
  'VIEW_IDENTITY_PROVIDERS',
  'EDIT_IDENTITY_PROVIDERS',
  'VIEW_SERVICE_USER',
  'CREATE_SERVICE_USER',
  'EDIT_SERVICE_USER',
  'CREATE_SERVICE_USER_API_KEY',
  'DELETE_SERVICE_USER_API_KEY',
  'VIEW_TAGS',
  'EDIT_TAGS',
  'VIEW_ENCRYPTION_KEYS',
  'EDIT_ENCRYPTION_KEYS',
  'VIEW_OIDC_PROVIDERS',
  'EDIT_OIDC_PROVIDERS',
  'DOWNLOAD_RESOURCES',
  'VIEW_AUDIT_LOG',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * THE roles -> permissions table. SPEC §6 describes the roles:
 *   Owner: all functions, billing, invitations, service users.
 *   Cluster Administrator: create/delete clusters, view billing, manage service users.
 *   Billing: view account details, update billing.
 *   Read Only: view account details.
 * and states only some holders (EDIT_BILLING: OWNER and BILLING; CREATE_ORGANISATION: OWNER).
 * Where the spec says "not shown", each choice below is derived from those descriptions:
 */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  // "All functions": every permission.
  OWNER: PERMISSIONS,
  CLUSTER_ADMIN: [
    'VIEW_CLUSTERS',
    'CREATE_CLUSTER', // "create/delete clusters"
    'DELETE_CLUSTER',
    'VIEW_CLUSTER_CREDENTIALS', // connects the applications to the clusters it creates
    'VIEW_SETTINGS', // the Details tab has no rule: every role views account details
    'EDIT_SETTINGS', // notification preferences concern those who run the clusters
    'VIEW_SECURITY', // sees the security form read-only; editing stays with owners
    'VIEW_API_KEYS', // needs its own provisioning keys to script cluster work
    'EDIT_API_KEYS',
    'VIEW_BILLING', // "view billing"
    'VIEW_SERVICE_USER', // "manage service users"
    'CREATE_SERVICE_USER',
    'EDIT_SERVICE_USER',
    'CREATE_SERVICE_USER_API_KEY',
    'DELETE_SERVICE_USER_API_KEY',
    'VIEW_TAGS', // cluster resources serve cluster creation, which this role does
    'EDIT_TAGS',
    'VIEW_ENCRYPTION_KEYS',
    'EDIT_ENCRYPTION_KEYS',
    'VIEW_OIDC_PROVIDERS',
    'EDIT_OIDC_PROVIDERS',
    'DOWNLOAD_RESOURCES',
  ],
  BILLING: [
    'VIEW_CLUSTERS', // sees what it pays for
    'VIEW_SETTINGS', // "view account details"
    'VIEW_BILLING', // "update billing" implies seeing it
    'EDIT_BILLING', // stated by SPEC §6
  ],
  READ_ONLY: [
    'VIEW_CLUSTERS',
    'VIEW_SETTINGS', // "view account details"
    'VIEW_API_KEYS', // read-only provisioning and monitoring keys for its own scripts
    'EDIT_API_KEYS',
    'VIEW_TAGS', // read-only views of cluster resources; no EDIT_* permission
    'VIEW_ENCRYPTION_KEYS',
    'VIEW_OIDC_PROVIDERS',
    // SPEC §6: "users without edit rights see read-only tables (service users: only View
    // Administrators)": this is the role that sees who scripts act as, without changing them.
    'VIEW_SERVICE_USER',
  ],
};

export function roleHasPermission(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/**
 * Permissions that are off while a staff user impersonates (SPEC §6): API key changes and user
 * management ('linked-user changes disabled while impersonating').
 */
export const OFF_WHILE_IMPERSONATING = {
  EDIT_API_KEYS: API_KEYS_MESSAGES.impersonating,
  MANAGE_USERS: LINKED_USERS_MESSAGES.impersonating,
} as const satisfies Partial<Record<Permission, string>>;

/** Why a permission is off while impersonating, if it is. */
export const impersonationRefusal = (permission: Permission): string | undefined =>
  (OFF_WHILE_IMPERSONATING as Partial<Record<Permission, string>>)[permission];

/** Whether a caller holds a permission, impersonation taken into account. */
export function callerHasPermission(role: Role, permission: Permission, impersonating: boolean): boolean {
  return roleHasPermission(role, permission) && !(impersonating && impersonationRefusal(permission) !== undefined);
}

/** "A", "A and B", "A, B and C". */
const listed = (words: readonly string[]): string =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;

/**
 * Why a role without the permission cannot use an action, told before a click: the roles that
 * can, read from the table above ("Only Owner and Cluster Administrator users can do this").
 */
export function roleRefusal(permission: Permission): string {
  const able = ROLES.filter((role) => roleHasPermission(role, permission)).map((role) => ROLE_LABELS[role]);
  return `Only ${listed(able)} users can do this`;
}
