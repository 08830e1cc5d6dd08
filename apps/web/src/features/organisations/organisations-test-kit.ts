import { api, type AccountDetails, type AccountType, type Me, type Organisation, type Role } from '@datadeck/contracts';
import { ok, stubApi, type FakeRequest, type Reply } from '../../test/fake-api.ts';
import { account, ACCOUNT_ID, signedInAs } from '../../test/fixtures.ts';

export const ORGANISATION_ID = '0b6c1f2e-8a4d-4c3b-9e7f-5a1d2c3b4e6f';
/** A third account of the signed-in user, which they own, in no organisation. */
export const LABS_ACCOUNT_ID = 'c4d5e6f7-a8b9-4c0d-8e1f-2a3b4c5d6e7f';

export const newOrganisationPage = `/accounts/${ACCOUNT_ID}/new-organization`;
export const linkedAccountsPage = `/organizations/${ORGANISATION_ID}`;
export const organisationDetailsPage = `/organizations/${ORGANISATION_ID}/details`;

/** The organisation as its owners read it: the test account its first, billing its own. */
export function organisation(overrides: Partial<Organisation> = {}): Organisation {
  return {
    id: ORGANISATION_ID,
    name: 'Acme Group',
    isBillingSynced: false,
    hasBillingDetails: true,
    supportContacts: 'desk@acme.example',
    emergencyContacts: '',
    accounts: [{ id: ACCOUNT_ID, name: account.name, billingSynced: false }],
    ...overrides,
  };
}

/** What the fake server was asked to change, in order. */
export type Change = { call: string; body?: unknown; accountId?: string };

type ServeOptions = {
  role?: Role;
  accountType?: AccountType;
  /** The organisation the server holds; undefined: none yet (it answers 404). */
  stored?: Organisation;
  /** Answers a change instead of the fake's state; the request is recorded all the same. */
  refuse?: (request: FakeRequest, call: string) => Reply | undefined;
};

/**
 * A fake server of one user's organisation: it creates, updates, links and unlinks as the real
 * one would answer. Returns the changes it was asked for.
 */
export function serveOrganisations({ role = 'OWNER', accountType = 'OTHER', stored, refuse }: ServeOptions = {}) {
  const changes: Change[] = [];
  let current = stored;
  const asRole = signedInAs(role).me;
  const signedIn: Me = {
    ...asRole,
    accounts: [...asRole.accounts, { id: LABS_ACCOUNT_ID, name: 'Acme Labs', role: 'OWNER' }],
  };
  const names = new Map(signedIn.accounts.map((linked) => [linked.id, linked.name]));
  const details = (): AccountDetails => ({
    id: ACCOUNT_ID,
    name: account.name,
    companyName: account.companyName ?? '',
    accountType,
    supportContacts: '',
    emergencyContacts: '',
    maintenanceContacts: '',
    organisation: null,
  });
  const change = (record: Change, request: FakeRequest, answer: () => Reply): Reply => {
    changes.push(record);
    return refuse?.(request, record.call) ?? answer();
  };
  const answer = (next: Organisation): Reply => {
    current = next;
    return ok(next);
  };
  const found = (request: FakeRequest) =>
    current !== undefined && request.params.organisationId === current.id ? current : undefined;
  const missing: Reply = { status: 404, body: { errors: [{ name: 'NOT_FOUND', message: 'Not found' }] } };

  stubApi([
    [api.auth.me, () => ok(signedIn)],
    [api.accounts.get, () => ok({ ...signedInAs(role).account, accountType })],
    [api.accountDetails.get, () => ok(details())],
    [
      api.accountDetails.createOrganisation,
      (request) =>
        change({ call: 'create', body: request.body }, request, () => {
          const { name } = request.body as { name: string };
          const created = organisation({ name, hasBillingDetails: false });
          current = created;
          return { status: 201, body: created };
        }),
    ],
    [
      api.organisations.get,
      (request) => {
        const held = found(request);
        return held === undefined ? missing : ok(held);
      },
    ],
    [
      api.organisations.update,
      (request) =>
        change({ call: 'update', body: request.body }, request, () => {
          const held = found(request);
          return held === undefined ? missing : answer({ ...held, ...(request.body as Partial<Organisation>) });
        }),
    ],
    [
      api.organisations.linkAccount,
      (request) => {
        const { accountId } = request.body as { accountId: string };
        return change({ call: 'link', accountId }, request, () => {
          const held = found(request);
          if (held === undefined) return missing;
          const linked = {
            id: accountId,
            name: names.get(accountId) ?? accountId,
            billingSynced: held.isBillingSynced,
          };
          return answer({ ...held, accounts: [...held.accounts, linked] });
        });
      },
    ],
    [
      api.organisations.unlinkAccount,
      (request) => {
        const accountId = request.params.accountId ?? '';
        return change({ call: 'unlink', accountId }, request, () => {
          const held = found(request);
          if (held === undefined) return missing;
          return answer({ ...held, accounts: held.accounts.filter((linked) => linked.id !== accountId) });
        });
      },
    ],
  ]);
  return changes;
}
