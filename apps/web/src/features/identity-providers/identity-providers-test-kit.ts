import { api, type Account, type IdentityProvider, type Me, type Role } from '@datadeck/contracts';
import { notFound, ok, stubApi, type Reply } from '../../test/fake-api.ts';
import { account, ACCOUNT_ID, signedInAs } from '../../test/fixtures.ts';

export const ssoTab = `/accounts/${ACCOUNT_ID}/settings/identity-providers`;
export const newPage = `${ssoTab}/new`;
export const providerPage = (idpId: string) => `${ssoTab}/${idpId}`;

export const IDP_ID = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';
export const REGISTERED_ID = '6b7c8d9e-0f1a-4b2c-9d3e-4f5a6b7c8d9e';
export const SCIM_TOKEN = 'scim-token-shown-once-0123456789abcdef';

const CONSOLE = 'https://console.example.com';

/** A provider as the server answers it, with its service provider info under the console's URL. */
export function identityProvider(overrides: Partial<IdentityProvider> = {}): IdentityProvider {
  const idpId = overrides.idpId ?? IDP_ID;
  const audienceUri = `${CONSOLE}/v1/auth/saml/${idpId}`;
  return {
    idpId,
    displayName: 'Acme Okta',
    enabled: false,
    issuer: 'https://idp.acme.example/metadata',
    authUrl: 'https://idp.acme.example/sso',
    integrationProgress: 0,
    x509Cert: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----',
    lastModified: '2030-03-04T09:05:00.000Z',
    audienceUri,
    serviceProvider: {
      assertionConsumerServiceUrl: `${audienceUri}/acs`,
      audienceUri,
      relayState: `/accounts/${ACCOUNT_ID}`,
      metadataUrl: `${audienceUri}/metadata`,
      signInUrl: `${audienceUri}/login`,
    },
    certificate: {
      subject: 'CN=Acme Okta',
      issuer: 'CN=Acme Root CA',
      validFrom: '2030-01-01T00:00:00.000Z',
      validTo: '2031-01-01T00:00:00.000Z',
      fingerprintSha256: 'AB:CD:EF:01:23',
    },
    jitProvisioning: false,
    scim: { baseUrl: `${CONSOLE}/scim/v2`, tokenCreatedAt: null },
    ...overrides,
  };
}

export type IdpCall =
  | { call: 'register'; body: unknown }
  | { call: 'progress'; idpId: string; body: unknown }
  | { call: 'scimToken'; idpId: string };

type ServeOptions = {
  role?: Role;
  providers?: IdentityProvider[];
  /** The account's staff flag: owners may register a provider themselves. */
  selfServe?: boolean;
  /** Answers a change instead of the fake's state; the call is recorded all the same. */
  refuse?: (call: IdpCall['call']) => Reply | undefined;
};

/**
 * A fake SSO server of one account for the role given: it keeps the providers, answers each
 * change as the real one does (201 with the provider, the token once) or with `refuse`'s reply,
 * and records the changes asked for.
 */
export function serveIdentityProviders({
  role = 'OWNER',
  providers = [],
  selfServe = true,
  refuse,
}: ServeOptions = {}) {
  const calls: IdpCall[] = [];
  let stored = [...providers];
  const signedIn: Me = signedInAs(role).me;
  const theAccount: Account = {
    ...signedInAs(role).account,
    features: { ...account.features, ssoSelfServeEnabled: selfServe },
  };
  const find = (idpId: string | undefined) => stored.find((p) => p.idpId === idpId);
  const replace = (updated: IdentityProvider) => {
    stored = stored.map((p) => (p.idpId === updated.idpId ? updated : p));
    return updated;
  };
  stubApi([
    [api.auth.me, () => ok(signedIn)],
    [api.accounts.get, () => ok(theAccount)],
    [api.identityProviders.list, () => ok(stored)],
    [api.identityProviders.get, (r) => (find(r.params.idpId) ? ok(find(r.params.idpId)) : notFound())],
    [
      api.identityProviders.register,
      (r) => {
        calls.push({ call: 'register', body: r.body });
        const refused = refuse?.('register');
        if (refused) return refused;
        const created = identityProvider({ ...(r.body as Partial<IdentityProvider>), idpId: REGISTERED_ID });
        stored = [...stored, created];
        return { status: 201, body: created };
      },
    ],
    [
      api.identityProviders.saveProgress,
      (r) => {
        const idpId = r.params.idpId ?? '';
        calls.push({ call: 'progress', idpId, body: r.body });
        const refused = refuse?.('progress');
        if (refused) return refused;
        const { progress } = r.body as { progress: number };
        const current = find(idpId);
        return current ? ok(replace({ ...current, integrationProgress: progress })) : notFound();
      },
    ],
    [
      api.identityProviders.generateScimToken,
      (r) => {
        const idpId = r.params.idpId ?? '';
        calls.push({ call: 'scimToken', idpId });
        const refused = refuse?.('scimToken');
        if (refused) return refused;
        const createdAt = '2030-03-05T10:00:00.000Z';
        const current = find(idpId);
        if (current) replace({ ...current, scim: { ...current.scim, tokenCreatedAt: createdAt } });
        return { status: 201, body: { token: SCIM_TOKEN, createdAt } };
      },
    ],
  ]);
  return calls;
}
