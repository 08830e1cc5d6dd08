import { MESSAGES } from '@datadeck/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../test/fake-api.ts';
import { account, ACCOUNT_ID } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import {
  LABS_ACCOUNT_ID,
  linkedAccountsPage,
  newOrganisationPage,
  organisation,
  organisationDetailsPage,
  ORGANISATION_ID,
  serveOrganisations,
} from './organisations-test-kit.ts';

// The pages' lazy chunk is compiled on its first import: done here, so no test waits on the compiler.
beforeAll(() => import('./organisation-pages.tsx'));

const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

describe('the new organization page', () => {
  it('creates the organisation, says so and opens its linked accounts', async () => {
    const changes = serveOrganisations();
    const { router } = renderApp(newOrganisationPage);
    await screen.findByRole('heading', { level: 1, name: MESSAGES.organisations.createButton });

    await userEvent.click(screen.getByRole('button', { name: 'Create Organization' }));
    expect(await screen.findByText('Enter the organization name')).toBeVisible();
    expect(changes).toEqual([]);

    await userEvent.type(textbox('Organization name'), '  Acme Group ');
    await userEvent.click(screen.getByRole('button', { name: 'Create Organization' }));

    expect(await screen.findByText(MESSAGES.organisations.created('Acme Group'))).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe(linkedAccountsPage));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Group' })).toBeVisible();
    expect(changes).toEqual([{ call: 'create', body: { name: 'Acme Group' } }]);
  });

  it('says before any form that a marketplace account cannot have one', async () => {
    serveOrganisations({ accountType: 'GCP_SAAS' });
    renderApp(newOrganisationPage);
    expect(await screen.findByText(MESSAGES.organisations.marketplace)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Organization name' })).toBeNull();
  });

  it('is refused to a user who is not an OWNER of the account', async () => {
    serveOrganisations({ role: 'CLUSTER_ADMIN' });
    renderApp(newOrganisationPage);
    expect(await screen.findByText(MESSAGES.errors.forbidden)).toBeVisible();
  });

  it('puts the server’s refusal on the form', async () => {
    serveOrganisations({ refuse: () => failure(409, 'CONFLICT', MESSAGES.organisations.alreadyMember) });
    renderApp(newOrganisationPage);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Organization name' }), 'Acme Group');
    await userEvent.click(screen.getByRole('button', { name: 'Create Organization' }));
    expect(await screen.findByText(MESSAGES.organisations.createFailed)).toBeVisible();
    const form = screen.getByRole('button', { name: 'Create Organization' }).closest('form') as HTMLElement;
    expect(within(form).getByRole('alert')).toHaveTextContent(MESSAGES.organisations.alreadyMember);
  });
});

async function openLinkedAccounts() {
  const view = renderApp(linkedAccountsPage);
  await screen.findByRole('heading', { level: 1, name: 'Acme Group' });
  return view;
}

const accountsTable = () => screen.getByRole('table', { name: 'Accounts of Acme Group' });
const rowNames = () =>
  within(accountsTable())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('the Organization Linked Accounts page', () => {
  const twoAccounts = organisation({
    accounts: [
      { id: ACCOUNT_ID, name: account.name, billingSynced: false },
      { id: LABS_ACCOUNT_ID, name: 'Acme Labs', billingSynced: true },
    ],
  });

  it('lists the accounts with their id and billing sync, and links the details page', async () => {
    serveOrganisations({ stored: twoAccounts });
    await openLinkedAccounts();
    expect(rowNames()).toEqual([account.name, 'Acme Labs']);
    const labs = within(accountsTable()).getByRole('row', { name: /Acme Labs/ });
    expect(labs).toHaveTextContent(LABS_ACCOUNT_ID);
    expect(labs).toHaveTextContent('Yes');
    expect(screen.getByRole('link', { name: 'Organization Details' })).toHaveAttribute('href', organisationDetailsPage);
  });

  it('offers to link only the accounts the user owns that are not in it, and links one', async () => {
    const changes = serveOrganisations({ stored: organisation() });
    await openLinkedAccounts();
    const linking = screen.getByRole('region', { name: 'Link an account' });
    const select = within(linking).getByRole('combobox', { name: 'Account' });
    // Acme Staging is READ_ONLY for the user, Acme Analytics is linked already.
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', LABS_ACCOUNT_ID]);
    expect(within(select).queryByRole('option', { name: 'Acme Staging' })).toBeNull();

    await userEvent.selectOptions(select, LABS_ACCOUNT_ID);
    await userEvent.click(within(linking).getByRole('button', { name: 'Link' }));

    expect(await screen.findByText(MESSAGES.organisations.linked('Acme Labs'))).toBeVisible();
    await waitFor(() => expect(rowNames()).toEqual([account.name, 'Acme Labs']));
    expect(changes).toEqual([{ call: 'link', accountId: LABS_ACCOUNT_ID }]);
    expect(
      await within(linking).findByText('Every account you are an OWNER of is linked to this organization already.'),
    ).toBeVisible();
  });

  it('unlinks an account once the dialog is confirmed, and not when it is cancelled', async () => {
    const changes = serveOrganisations({ stored: twoAccounts });
    await openLinkedAccounts();

    await userEvent.click(screen.getByRole('button', { name: 'Unlink Acme Labs' }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.organisations.confirmUnlink });
    expect(dialog).toHaveTextContent(MESSAGES.organisations.unlinkWarning('Acme Labs'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Unlink Acme Labs' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: MESSAGES.organisations.confirmUnlink })).getByRole('button', {
        name: 'Unlink',
      }),
    );

    expect(await screen.findByText(MESSAGES.organisations.unlinked('Acme Labs'))).toBeVisible();
    await waitFor(() => expect(rowNames()).toEqual([account.name]));
    expect(changes).toEqual([{ call: 'unlink', accountId: LABS_ACCOUNT_ID }]);
  });

  it('cannot unlink the last account, and says why', async () => {
    serveOrganisations({ stored: organisation() });
    await openLinkedAccounts();
    const unlink = screen.getByRole('button', { name: `Unlink ${account.name}` });
    expect(unlink).toBeDisabled();
    expect(unlink).toHaveAccessibleDescription(MESSAGES.organisations.lastAccount);
  });

  it('is not found for an organisation the user does not own', async () => {
    serveOrganisations();
    renderApp(linkedAccountsPage);
    expect(await screen.findByRole('heading', { name: MESSAGES.organisations.notFound })).toBeVisible();
  });
});

async function openOrganisationDetails() {
  const view = renderApp(organisationDetailsPage);
  await screen.findByRole('heading', { level: 2, name: 'Organization Details' });
  return view;
}

describe('the Organization Details page', () => {
  it('saves name, contacts and billing sync, and says so', async () => {
    const changes = serveOrganisations({ stored: organisation() });
    await openOrganisationDetails();
    expect(textbox('Support contacts')).toHaveValue('desk@acme.example');

    await userEvent.type(textbox('Emergency contacts'), 'pager@acme.example');
    await userEvent.click(screen.getByRole('switch', { name: 'Billing synced' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MESSAGES.organisations.updated)).toBeVisible();
    expect(changes).toEqual([
      {
        call: 'update',
        body: {
          name: 'Acme Group',
          supportContacts: 'desk@acme.example',
          emergencyContacts: 'pager@acme.example',
          isBillingSynced: true,
        },
      },
    ]);
  });

  it('puts the server’s refusal under the field it names', async () => {
    serveOrganisations({
      stored: organisation(),
      refuse: () => failure(400, 'supportContacts', 'Support contacts are refused'),
    });
    await openOrganisationDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.organisations.updateFailed)).toBeVisible();
    expect(textbox('Support contacts')).toHaveAccessibleDescription(
      expect.stringContaining('Support contacts are refused'),
    );
  });

  it('keeps billing sync off, and says why, without billing details of its own', async () => {
    serveOrganisations({ stored: organisation({ hasBillingDetails: false }) });
    await openOrganisationDetails();
    const billing = screen.getByRole('switch', { name: 'Billing synced' });
    expect(billing).toBeDisabled();
    expect(billing).toHaveAccessibleDescription(MESSAGES.organisations.noBillingDetails);
  });

  it('is not found for an organisation the user does not own', async () => {
    serveOrganisations();
    renderApp(`/organizations/${ORGANISATION_ID.replace('0b6c', '1b6c')}/details`);
    expect(await screen.findByRole('heading', { name: MESSAGES.organisations.notFound })).toBeVisible();
  });
});
