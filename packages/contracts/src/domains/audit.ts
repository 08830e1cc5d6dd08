import { z } from 'zod';
import { AUDIT_MAX_PAGE } from './audit-paging.ts';
import { accountIdParamsSchema } from './accounts.ts';

export * from './audit-paging.ts';

/** Security-relevant events, each recorded with actor, account, time and source IP. */
export const AUDIT_EVENT_LABELS = {
  SIGN_IN: 'Signed in',
  SIGN_IN_FAILED: 'Sign-in failed',
  LOCKED_OUT: 'Locked out after failed sign-ins',
  PASSWORD_CHANGED: 'Password changed',
  MFA_ENABLED: 'Multi-factor authentication turned on',
  API_KEY_GENERATED: 'API key generated',
  API_KEY_ROTATED: 'API key rotated',
  API_KEY_DELETED: 'API key deleted',
  API_KEY_ALLOW_LIST_CHANGED: 'API key allow-list changed',
  SECURITY_SETTINGS_UPDATED: 'Security settings updated',
  IMPERSONATION_STARTED: 'Impersonation started',
  IMPERSONATION_STOPPED: 'Impersonation stopped',
  ACCOUNT_FLAGS_UPDATED: 'Account flags updated by staff',
  CLUSTER_CREATED: 'Cluster created',
  // An update (PUT …/clusters/v2/{clusterId}): its settings changed, or a resize or growth begun.
  CLUSTER_UPDATED: 'Cluster updated',
  // SPEC §4: 'A cluster deletion request has been lodged'; with two-factor delete, the e-mailed link confirms it.
  CLUSTER_DELETION_REQUESTED: 'Cluster deletion requested',
  CLUSTER_DELETION_CONFIRMED: 'Cluster deletion confirmed',
  CLUSTER_CREDENTIALS_REVEALED: 'Cluster credentials revealed',
  BILLING_DETAILS_UPDATED: 'Billing details updated',
  BILLING_CARD_SAVED: 'Billing card saved',
  BILLING_CARD_REFUSED: 'Billing card verification failed',
  BILLING_SYNC_RESET: 'Billing reset from the organization',
  INVOICE_ISSUED: 'Invoice issued',
  USER_ROLE_CHANGED: 'User role changed',
  USER_UNLINKED: 'User unlinked',
  INVITATION_CREATED: 'Invitation sent',
  INVITATION_REVOKED: 'Invitation revoked',
  INVITATION_ACCEPTED: 'Invitation accepted',
  SERVICE_USER_CREATED: 'Service user added',
  SERVICE_USER_REACTIVATED: 'Service user reactivated',
  SERVICE_USER_UPDATED: 'Service user updated',
  SERVICE_USER_DEACTIVATED: 'Service user deactivated',
  // Notification Preferences (SPEC §2): who hears of maintenance and issue investigations, and how.
  NOTIFICATION_PREFERENCES_UPDATED: 'Notification preferences updated',
  // Account details and organisations (SPEC §2).
  ACCOUNT_DETAILS_UPDATED: 'Account details updated',
  ORGANISATION_CREATED: 'Organization created',
  ORGANISATION_UPDATED: 'Organization details updated',
  ORGANISATION_ACCOUNT_LINKED: 'Account linked to the organization',
  ORGANISATION_ACCOUNT_UNLINKED: 'Account unlinked from the organization',
  // Account webhooks (SPEC §2): where notifications are POSTed.
  ACCOUNT_WEBHOOKS_UPDATED: 'Account webhooks updated',
  ACCOUNT_WEBHOOK_DELETED: 'Account webhook deleted',
  // Custom tags (SPEC §2 Cluster Resources).
  TAG_ADDED: 'Tag added',
  TAG_DELETED: 'Tag deleted',
  // ZIA gateways (SPEC §2): created, and terminated, by a cluster administrator.
  ZIA_GATEWAY_CREATED: 'ZIA gateway created',
  ZIA_GATEWAY_TERMINATED: 'ZIA gateway termination requested',
  // Encryption keys (SPEC §2): the KMS keys clusters' disks are encrypted with.
  ENCRYPTION_KEY_ADDED: 'Encryption key added',
  ENCRYPTION_KEY_DELETED: 'Encryption key deleted',
  ENCRYPTION_KEY_VALIDATED: 'Encryption key validated',
  // Private-cloud images (SPEC §2): who took a download link to which install image.
  PRIVATE_CLOUD_DOWNLOAD_LINK_GENERATED: 'Private-cloud image download link generated',
  // OIDC providers (SPEC §2 Cluster resources): sign-in to OpenSearch Dashboards.
  OIDC_PROVIDER_ADDED: 'OIDC provider added',
  OIDC_PROVIDER_UPDATED: 'OIDC provider updated',
  OIDC_PROVIDER_DELETED: 'OIDC provider deleted',
  IDENTITY_PROVIDER_REGISTERED: 'Identity provider registered',
  IDENTITY_PROVIDER_UPDATED: 'Identity provider updated by staff',
  SCIM_TOKEN_GENERATED: 'SCIM token generated',
  SSO_SIGN_IN: 'Signed in with single sign-on',
  SSO_SIGN_IN_FAILED: 'Single sign-on refused',
  SCIM_USER_PROVISIONED: 'User provisioned by SCIM',
  SCIM_USER_UPDATED: 'User updated by SCIM',
  SCIM_USER_DEACTIVATED: 'User deactivated by SCIM',
  SCIM_USER_DELETED: 'User removed by SCIM',
} as const;
export type AuditEventType = keyof typeof AUDIT_EVENT_LABELS;
export const AUDIT_EVENT_TYPES = Object.keys(AUDIT_EVENT_LABELS) as [AuditEventType, ...AuditEventType[]];

export const auditEventSchema = z.object({
  id: z.uuid(),
  type: z.enum(AUDIT_EVENT_TYPES),
  /** Who acted (for a failed sign-in, the user name that was tried when it exists). */
  actor: z.string(),
  /** The staff user acting as `actor`, while impersonating. */
  impersonator: z.string().nullable(),
  /** Null for events of the user rather than of one account (sign-in, password, MFA). */
  accountId: z.uuid().nullable(),
  at: z.iso.datetime(),
  sourceIp: z.string(),
  /**
   * What changed, in words: the key type, the settings turned on and off, the user impersonated,
   * the cluster's name.
   */
  detail: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditLogQuerySchema = z.object({
  page: z.coerce.number().int('Page must be a whole number').min(1, 'Page starts at 1').max(AUDIT_MAX_PAGE).default(1),
});
export const auditLogParamsSchema = accountIdParamsSchema;

/** One page of an account's log, newest first: its events and those of the users linked to it. */
export const auditLogSchema = z.object({
  events: z.array(auditEventSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AuditLog = z.infer<typeof auditLogSchema>;
