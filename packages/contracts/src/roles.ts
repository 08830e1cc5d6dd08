/** Roles a user holds on an account (SPEC §6), with their display labels. */
export const ROLES = ['OWNER', 'CLUSTER_ADMIN', 'BILLING', 'READ_ONLY'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  OWNER: 'Owner',
  CLUSTER_ADMIN: 'Cluster Administrator',
  BILLING: 'Billing',
  READ_ONLY: 'Read Only',
};
