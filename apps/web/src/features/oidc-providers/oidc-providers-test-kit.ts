import { api, type Account, type Me, type OidcProvider, type Role } from '@datadeck/contracts';
import { notFound, ok, stubApi, type Reply } from '../../test/fake-api.ts';
import { account, ACCOUNT_ID, signedInAs } from '../../test/fixtures.ts';

export const oidcTab = `/accounts/${ACCOUNT_ID}/cluster-resources/oidc-providers`;
export const summaryPage = `${oidcTab}/summary`;
export const newPage = `${oidcTab}/new`;
export const editPage = (id: string) => `${oidcTab}/${id}`;

/** A provider as the server answers it: never a secret. */
export function provider(overrides: Partial<OidcProvider> & { id: string }): OidcProvider {
  return {
    clientId: 'dashboards-client',
    clientName: 'Corporate SSO',
    clientUrl: 'https://sso.example.com',
    clientPort: 443,
    description: null,
    clusters: [],
    ...overrides,
  };
}

export type Change = { call: 'add' | 'update' | 'delete'; id?: string; body?: unknown };

/**
 * A fake OIDC providers server for the role given: it keeps the providers, answers each change
 * as the real one does (201 with the view, 204 on delete) or with `refuse`'s reply, and records
 * the changes asked for.
 */
export function serveOidcProviders({
  role = 'OWNER',
  providers = [],
  refuse,
  accountFlags = {},
  maintenance = false,
}: {
  role?: Role;
  providers?: OidcProvider[];
  refuse?: (call: Change['call']) => Reply | undefined;
  /** Staff-set flags of the account, e.g. the ZIA view that gives BILLING a tab of its own. */
  accountFlags?: Partial<Account>;
  /** Scheduled database maintenance is on (the staff switch, read through /v1/me). */
  maintenance?: boolean;
} = {}) {
  const changes: Change[] = [];
  let stored = [...providers];
  const signedIn: Me = signedInAs(role, { features: { databaseMaintenance: maintenance } }).me;
  const theAccount: Account = { ...account, ...accountFlags, role };
  const find = (id: string) => stored.find((p) => p.id === id);
  stubApi([
    [api.auth.me, () => ok(signedIn)],
    [api.accounts.get, () => ok(theAccount)],
    [api.oidcProviders.list, () => ok(stored)],
    [api.oidcProviders.get, (r) => (find(r.params.oidcId ?? '') ? ok(find(r.params.oidcId ?? '')) : notFound())],
    [
      api.oidcProviders.add,
      (r) => {
        changes.push({ call: 'add', body: r.body });
        const refused = refuse?.('add');
        if (refused) return refused;
        const { clientSecret: _secret, ...fields } = r.body as OidcProvider & { clientSecret: string };
        const added = provider({ ...fields, id: '00000000-0000-4000-8000-000000000099' });
        stored = [...stored, added];
        return { status: 201, body: added };
      },
    ],
    [
      api.oidcProviders.update,
      (r) => {
        const id = r.params.oidcId ?? '';
        changes.push({ call: 'update', id, body: r.body });
        const refused = refuse?.('update');
        if (refused) return refused;
        const { clientSecret: _secret, ...fields } = r.body as OidcProvider & { clientSecret: string };
        stored = stored.map((p) => (p.id === id ? { ...p, ...fields } : p));
        return ok(find(id));
      },
    ],
    [
      api.oidcProviders.delete,
      (r) => {
        const id = r.params.oidcId ?? '';
        changes.push({ call: 'delete', id });
        stored = stored.filter((p) => p.id !== id);
        return { status: 204 };
      },
    ],
  ]);
  return changes;
}
