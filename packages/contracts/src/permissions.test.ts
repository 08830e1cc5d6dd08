import { describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLE_PERMISSIONS, roleHasPermission, roleRefusal } from './permissions.ts';
import { ROLE_LABELS, ROLES } from './roles.ts';

const holders = (permission: (typeof PERMISSIONS)[number]) =>
  ROLES.filter((role) => roleHasPermission(role, permission));

describe('roles and permissions (SPEC §6)', () => {
  it('labels the four roles as the spec names them', () => {
    expect(ROLES.map((role) => ROLE_LABELS[role])).toEqual(['Owner', 'Cluster Administrator', 'Billing', 'Read Only']);
  });

  it('gives the owner every function', () => {
    expect(PERMISSIONS.every((permission) => roleHasPermission('OWNER', permission))).toBe(true);
  });

  it('lets only owners and billing users edit billing', () => {
    expect(holders('EDIT_BILLING')).toEqual(['OWNER', 'BILLING']);
  });

  it('lets only owners create organisations and invite users', () => {
    expect(holders('CREATE_ORGANISATION')).toEqual(['OWNER']);
    expect(holders('MANAGE_USERS')).toEqual(['OWNER']);
  });

  it('lets cluster administrators create and delete clusters, view billing and manage service users', () => {
    for (const permission of [
      'CREATE_CLUSTER',
      'DELETE_CLUSTER',
      'VIEW_BILLING',
      'CREATE_SERVICE_USER',
      'EDIT_SERVICE_USER',
    ] as const) {
      expect(roleHasPermission('CLUSTER_ADMIN', permission)).toBe(true);
    }
    expect(roleHasPermission('CLUSTER_ADMIN', 'EDIT_BILLING')).toBe(false);
    expect(roleHasPermission('CLUSTER_ADMIN', 'EDIT_SECURITY')).toBe(false);
  });

  it('keeps billing and read-only users to viewing account details and the clusters', () => {
    for (const role of ['BILLING', 'READ_ONLY'] as const) {
      expect(roleHasPermission(role, 'VIEW_SETTINGS')).toBe(true);
      expect(roleHasPermission(role, 'VIEW_CLUSTERS')).toBe(true);
      expect(roleHasPermission(role, 'CREATE_CLUSTER')).toBe(false);
      expect(roleHasPermission(role, 'DELETE_CLUSTER')).toBe(false);
      expect(roleHasPermission(role, 'EDIT_ACCOUNT')).toBe(false);
    }
    const readOnlyEdits = ROLE_PERMISSIONS.READ_ONLY.filter((p) => p.startsWith('EDIT_') || p.startsWith('CREATE_'));
    // A read-only user may keep its own API keys (scripts that read), nothing else.
    expect(readOnlyEdits).toEqual(['EDIT_API_KEYS']);
  });

  it('names only known permissions, each once per role', () => {
    for (const role of ROLES) {
      const granted = ROLE_PERMISSIONS[role];
      expect(new Set(granted).size).toBe(granted.length);
      expect(granted.every((permission) => PERMISSIONS.includes(permission))).toBe(true);
    }
  });
});

describe('roleRefusal', () => {
  it('names the roles that may, from the role table, in its order', () => {
    expect(roleRefusal('MANAGE_USERS')).toBe('Only Owner users can do this');
    expect(roleRefusal('CREATE_CLUSTER')).toBe('Only Owner and Cluster Administrator users can do this');
    // Every role views clusters.
    expect(roleRefusal('VIEW_CLUSTERS')).toBe(
      'Only Owner, Cluster Administrator, Billing and Read Only users can do this',
    );
  });
});
