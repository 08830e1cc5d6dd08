import { describe, expect, it } from 'vitest';
import { API_SCOPES, type HttpMethod } from '../endpoint.ts';
import { ROLES } from '../roles.ts';
import { roleHasPermission } from '../permissions.ts';
import { API_KEY_TYPES, isFreshApiKey, keyTypeAllows, maskedApiKey, ROLE_API_KEY_TYPES } from './api-keys.ts';

const METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** THE scope table of the identity issue, written out: type -> scope -> methods allowed. */
const EXPECTED: Record<string, string[]> = {
  'PROVISIONING CLUSTER_MANAGEMENT': METHODS,
  'READ_ONLY_PROVISIONING CLUSTER_MANAGEMENT': ['GET'],
  'MONITORING MONITORING': ['GET'],
  'PROMETHEUS_MONITORING MONITORING': ['GET'],
  'USER_MANAGEMENT USER_MANAGEMENT': METHODS,
};

describe('API key scopes', () => {
  it('let each type call exactly its scope, read-only types only with GET', () => {
    for (const type of API_KEY_TYPES) {
      for (const scope of API_SCOPES) {
        const allowed = METHODS.filter((method) => keyTypeAllows(type, scope, method));
        expect({ type, scope, allowed }).toEqual({ type, scope, allowed: EXPECTED[`${type} ${scope}`] ?? [] });
      }
    }
  });

  it('offer key types only to roles that may see API keys', () => {
    for (const role of ROLES) {
      expect({ role, any: ROLE_API_KEY_TYPES[role].length > 0 }).toEqual({
        role,
        any: roleHasPermission(role, 'VIEW_API_KEYS'),
      });
    }
    expect(ROLE_API_KEY_TYPES.READ_ONLY).not.toContain('PROVISIONING');
    expect(ROLE_API_KEY_TYPES.CLUSTER_ADMIN).not.toContain('USER_MANAGEMENT');
  });

  it('tell a fresh key (alphanumeric) from a masked one', () => {
    expect(isFreshApiKey('aB3dE5gH7jK9mN1pQ3sT5vX7zA9cE1gH')).toBe(true);
    expect(isFreshApiKey(maskedApiKey('wxyz'))).toBe(false);
    expect(maskedApiKey('wxyz').endsWith('wxyz')).toBe(true);
  });
});
