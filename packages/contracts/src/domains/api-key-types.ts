import type { ApiScope, HttpMethod } from '../endpoint.ts';
import type { Role } from '../roles.ts';

// No zod here: the console's route table checks a path's key type on its first load.

/**
 * API key types (SPEC §3), each with its display name and what it may call: the scope of the
 * public endpoints, and whether only their reads (GET).
 */
export const API_KEY_TYPES = [
  'PROVISIONING',
  'READ_ONLY_PROVISIONING',
  'MONITORING',
  'PROMETHEUS_MONITORING',
  'USER_MANAGEMENT',
] as const;
export type ApiKeyType = (typeof API_KEY_TYPES)[number];

export interface ApiKeyTypeRule {
  displayName: string;
  scope: ApiScope;
  readOnly: boolean;
}

/** THE key-type table: display names and scopes, used by the server's guard and the web page. */
export const API_KEY_TYPE_RULES: Readonly<Record<ApiKeyType, ApiKeyTypeRule>> = {
  PROVISIONING: { displayName: 'Provisioning', scope: 'CLUSTER_MANAGEMENT', readOnly: false },
  READ_ONLY_PROVISIONING: { displayName: 'Read-Only Provisioning', scope: 'CLUSTER_MANAGEMENT', readOnly: true },
  MONITORING: { displayName: 'Monitoring', scope: 'MONITORING', readOnly: true },
  PROMETHEUS_MONITORING: { displayName: 'Prometheus Monitoring', scope: 'MONITORING', readOnly: true },
  USER_MANAGEMENT: { displayName: 'User Management', scope: 'USER_MANAGEMENT', readOnly: false },
};

/** Whether a key of this type may call an endpoint of `scope` with `method`. */
export function keyTypeAllows(type: ApiKeyType, scope: ApiScope, method: HttpMethod): boolean {
  const rule = API_KEY_TYPE_RULES[type];
  return rule.scope === scope && (!rule.readOnly || method === 'GET');
}

/**
 * Which key types a role may hold (SPEC §3 allowedApiKeyTypes depend on the role). A key acts
 * with its user's role, so a type is offered only where the role could use it: provisioning for
 * roles that create clusters, read-only provisioning and monitoring for every role that sees
 * clusters' API, user management for owners (who manage users). Billing holds no API keys.
 */
export const ROLE_API_KEY_TYPES: Readonly<Record<Role, readonly ApiKeyType[]>> = {
  OWNER: API_KEY_TYPES,
  CLUSTER_ADMIN: ['PROVISIONING', 'READ_ONLY_PROVISIONING', 'MONITORING', 'PROMETHEUS_MONITORING'],
  BILLING: [],
  READ_ONLY: ['READ_ONLY_PROVISIONING', 'MONITORING', 'PROMETHEUS_MONITORING'],
};

/** Length of a generated key: 32 characters of [A-Za-z0-9] carry about 190 bits. */
export const API_KEY_LENGTH = 32;

/** SPEC §5: a key value that is purely alphanumeric is freshly generated and copyable. */
export const isFreshApiKey = (key: string): boolean => /^[A-Za-z0-9]+$/.test(key);

/** Characters of a stored key shown after its mask, so people can tell keys apart. */
export const API_KEY_HINT_LENGTH = 4;
export const maskedApiKey = (hint: string): string => `${'•'.repeat(API_KEY_LENGTH - API_KEY_HINT_LENGTH)}${hint}`;
