import { api, type AccountDetails, type AccountType, type Me, type Role } from '@datadeck/contracts';
import { screen } from '@testing-library/react';
import { ok, stubApi, type FakeRequest, type Reply } from '../../test/fake-api.ts';
import { account, ACCOUNT_ID, signedInAs } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

export const detailsPage = `/accounts/${ACCOUNT_ID}/settings/details`;
export const ORGANISATION_ID = '0b6c1f2e-8a4d-4c3b-9e7f-5a1d2c3b4e6f';

/** The account's details as the server answers them, without an organisation. */
export function accountDetails(overrides: Partial<AccountDetails> = {}): AccountDetails {
  return {
    id: ACCOUNT_ID,
    name: account.name,
    companyName: 'Acme Pty Ltd',
    accountType: 'OTHER',
    supportContacts: 'support@acme.example',
    emergencyContacts: 'oncall@acme.example',
    maintenanceContacts: '',
    organisation: null,
    ...overrides,
  };
}

type ServeOptions = {
  role?: Role;
  accountType?: AccountType;
  maintenance?: boolean;
  details?: AccountDetails;
  /** Answers the details read instead of the fake's state (e.g. a failure). */
  load?: () => Reply;
  /** Answers the update instead of the fake's state; the request is recorded all the same. */
  refuse?: (request: FakeRequest) => Reply | undefined;
};

/** A fake server of one account's details: it stores what is saved. Returns the bodies it was sent. */
export function serveAccountDetails({
  role = 'OWNER',
  accountType = 'OTHER',
  maintenance = false,
  details = accountDetails({ accountType }),
  load,
  refuse,
}: ServeOptions = {}) {
  const updates: unknown[] = [];
  let stored = details;
  const signedIn: Me = {
    ...signedInAs(role).me,
    features: { databaseMaintenance: maintenance },
  };
  stubApi([
    [api.auth.me, () => ok(signedIn)],
    [api.accounts.get, () => ok({ ...signedInAs(role).account, accountType, name: stored.name })],
    [api.accountDetails.get, load ?? (() => ok(stored))],
    [
      api.accountDetails.update,
      (request) => {
        updates.push(request.body);
        const refusal = refuse?.(request);
        if (refusal !== undefined) return refusal;
        stored = { ...stored, ...(request.body as Partial<AccountDetails>) };
        return ok(stored);
      },
    ],
  ]);
  return updates;
}

/** Opens the Details tab and waits for its form. */
export async function openDetails() {
  const view = renderApp(detailsPage);
  await screen.findByRole('heading', { level: 3, name: 'Update Account Details' });
  return view;
}
