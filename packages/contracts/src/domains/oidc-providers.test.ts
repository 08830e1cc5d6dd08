import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import {
  activeClustersText,
  addOidcProviderBodySchema,
  canDeleteOidcProvider,
  updateOidcProviderBodySchema,
} from './oidc-providers.ts';

const M = MESSAGES.oidcProviders;
const valid = {
  clientId: 'dashboards',
  clientName: 'Corporate SSO',
  clientSecret: 'a-secret-of-14ch',
  clientUrl: 'https://sso.example.com/realms/main',
  clientPort: 443,
  description: 'Staff sign-in',
};

/** The first problem of a body, as [field, message], or null when it passes. */
function problemOf(body: Record<string, unknown>, schema = addOidcProviderBodySchema): [string, string] | null {
  const result = schema.safeParse(body);
  if (result.success) return null;
  const [issue] = result.error.issues;
  return issue ? [issue.path.join('.'), issue.message] : null;
}

describe('OIDC provider rules (SPEC §5, §9)', () => {
  it.each<[string, Record<string, unknown>, [string, string] | null]>([
    ['a valid provider', {}, null],
    ['clientId of 6', { clientId: 'abcdef' }, null],
    ['clientId of 5', { clientId: 'abcde' }, ['clientId', M.clientIdRange]],
    ['clientId of 100', { clientId: 'a'.repeat(100) }, null],
    ['clientId of 101', { clientId: 'a'.repeat(101) }, ['clientId', M.clientIdRange]],
    ['clientId missing', { clientId: undefined }, ['clientId', M.clientIdRange]],
    ['clientName blank', { clientName: '   ' }, ['clientName', M.clientNameBlank]],
    ['clientSecret of 13', { clientSecret: 'a'.repeat(13) }, ['clientSecret', M.clientSecretRange]],
    ['clientSecret of 14', { clientSecret: 'a'.repeat(14) }, null],
    ['clientSecret of 100', { clientSecret: 'a'.repeat(100) }, null],
    ['clientSecret of 101', { clientSecret: 'a'.repeat(101) }, ['clientSecret', M.clientSecretRange]],
    ['clientSecret missing', { clientSecret: undefined }, ['clientSecret', M.clientSecretRange]],
    ['an http clientUrl', { clientUrl: 'http://sso.example.com' }, ['clientUrl', M.clientUrlHttps]],
    ['a clientUrl that is no URL', { clientUrl: 'sso example' }, ['clientUrl', M.clientUrlHttps]],
    ['an ftp clientUrl', { clientUrl: 'ftp://sso.example.com' }, ['clientUrl', M.clientUrlHttps]],
    ['clientUrl missing', { clientUrl: undefined }, ['clientUrl', M.clientUrlHttps]],
    ['clientPort 0', { clientPort: 0 }, ['clientPort', M.clientPortRange]],
    ['clientPort 1', { clientPort: 1 }, null],
    ['clientPort 65535', { clientPort: 65535 }, null],
    ['clientPort 65536', { clientPort: 65536 }, ['clientPort', M.clientPortRange]],
    ['clientPort 1.5', { clientPort: 1.5 }, ['clientPort', M.clientPortRange]],
    ['description absent', { description: undefined }, null],
  ])('%s', (_name, change, expected) => {
    expect(problemOf({ ...valid, ...change })).toEqual(expected);
  });

  it('defaults the port to 443 and a blank description to null', () => {
    const parsed = addOidcProviderBodySchema.parse({ ...valid, clientPort: undefined, description: '  ' });
    expect(parsed.clientPort).toBe(443);
    expect(parsed.description).toBeNull();
  });

  it.each<[string, unknown, { success: boolean; secret?: string | null }]>([
    ['blank keeps the secret', '', { success: true, secret: null }],
    ['absent keeps the secret', undefined, { success: true, secret: null }],
    ['a new secret replaces it', 'b'.repeat(14), { success: true, secret: 'b'.repeat(14) }],
    ['a short one is refused', 'b'.repeat(13), { success: false }],
  ])('update: %s', (_name, clientSecret, expected) => {
    const result = updateOidcProviderBodySchema.safeParse({ ...valid, clientSecret });
    expect({ success: result.success, ...(result.success ? { secret: result.data.clientSecret } : {}) }).toEqual(
      expected,
    );
  });

  it.each([
    [[], true, M.noActiveClusters],
    [[{ id: '6b0c4a3e-8f15-4f7a-9d55-1c1f0a1b2c3d', name: 'logs' }], false, 'logs'],
    [
      [
        { id: '6b0c4a3e-8f15-4f7a-9d55-1c1f0a1b2c3d', name: 'logs' },
        { id: '7b0c4a3e-8f15-4f7a-9d55-1c1f0a1b2c3d', name: 'search' },
      ],
      false,
      'logs, search',
    ],
  ])('active clusters %j: deletable %s, shown as %s', (clusters, deletable, text) => {
    expect(canDeleteOidcProvider({ clusters })).toBe(deletable);
    expect(activeClustersText({ clusters })).toBe(text);
  });
});
