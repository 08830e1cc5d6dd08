import { MESSAGES } from '@datadeck/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { failure, ok } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render.tsx';
import {
  accountDetails,
  detailsPage,
  openDetails,
  ORGANISATION_ID,
  serveAccountDetails,
} from './account-details-test-kit.ts';

// The tab's lazy chunk is compiled on its first import: done here, so no test waits on the compiler.
beforeAll(() => import('./details-tab.tsx'));

const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const submitButton = () => screen.getByRole('button', { name: MESSAGES.accountDetails.formTitle });

describe('the Update Account Details form', () => {
  it('shows the stored details, with the contact lists’ hints', async () => {
    serveAccountDetails();
    await openDetails();
    expect(textbox('Account name')).toHaveValue('Acme Analytics');
    expect(textbox('Company name')).toHaveValue('Acme Pty Ltd');
    expect(textbox('Support contacts')).toHaveValue('support@acme.example');
    expect(textbox('Support contacts')).toHaveAccessibleDescription(MESSAGES.accountDetails.contactsHint);
    expect(textbox('Maintenance contacts')).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.accountDetails.maintenanceHint),
    );
  });

  it('sends the values as the contracts write them back, and says it is done', async () => {
    const updates = serveAccountDetails();
    await openDetails();

    await userEvent.clear(textbox('Company name'));
    await userEvent.type(textbox('Company name'), 'Acme Group');
    await userEvent.type(textbox('Maintenance contacts'), ' ops@acme.example ; ; dba@acme.example ');
    await userEvent.click(submitButton());

    expect(await screen.findByText(MESSAGES.accountDetails.updated)).toBeVisible();
    expect(updates).toEqual([
      {
        name: 'Acme Analytics',
        companyName: 'Acme Group',
        supportContacts: 'support@acme.example',
        emergencyContacts: 'oncall@acme.example',
        maintenanceContacts: 'ops@acme.example;dba@acme.example',
      },
    ]);
    // The form now holds what was stored.
    await waitFor(() => expect(textbox('Maintenance contacts')).toHaveValue('ops@acme.example;dba@acme.example'));
  });

  it('refuses an invalid address before sending anything', async () => {
    const updates = serveAccountDetails();
    await openDetails();
    await userEvent.type(textbox('Emergency contacts'), ';not-an-address');
    await userEvent.click(submitButton());
    expect(await screen.findByText(MESSAGES.accountDetails.invalidContact('not-an-address'))).toBeVisible();
    expect(updates).toEqual([]);
  });

  it('puts the server’s refusal under the field it names, with the failure toast', async () => {
    serveAccountDetails({ refuse: () => failure(400, 'supportContacts', 'Support contacts are refused') });
    await openDetails();
    await userEvent.click(submitButton());

    expect(await screen.findByText(MESSAGES.accountDetails.failed)).toBeVisible();
    expect(textbox('Support contacts')).toHaveAccessibleDescription(
      expect.stringContaining('Support contacts are refused'),
    );
    expect(textbox('Support contacts')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a READ_ONLY user the values read-only, with nothing to submit', async () => {
    serveAccountDetails({ role: 'READ_ONLY' });
    await openDetails();
    expect(textbox('Account name')).toHaveAttribute('readonly');
    expect(textbox('Support contacts')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: MESSAGES.accountDetails.formTitle })).toBeNull();
  });

  it('keeps the account id when the details cannot be read, and offers to try again', async () => {
    let answer = failure(503, 'UNAVAILABLE', 'The service is unavailable');
    serveAccountDetails({ load: () => answer });
    renderApp(detailsPage);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The service is unavailable');
    expect(screen.getByRole('button', { name: 'Copy account ID' })).toBeVisible();

    answer = ok(accountDetails());
    await userEvent.click(within(alert).getByRole('button', { name: MESSAGES.actions.tryAgain }));
    expect(await screen.findByRole('heading', { level: 3, name: MESSAGES.accountDetails.formTitle })).toBeVisible();
  });

  it('during scheduled database maintenance the submit is off, and says why', async () => {
    const updates = serveAccountDetails({ maintenance: true });
    await openDetails();
    const submit = submitButton();
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(submit).toHaveAccessibleDescription(MESSAGES.settings.notDuringMaintenance);
    await userEvent.hover(submit);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(MESSAGES.settings.notDuringMaintenance);
    await userEvent.click(submit);
    expect(updates).toEqual([]);
  });
});

const section = () => screen.getByRole('region', { name: 'Organization' });

/** The account's details when it belongs to an organisation. */
const organisation = (callerIsOwner: boolean) =>
  accountDetails({
    organisation: {
      id: ORGANISATION_ID,
      name: 'Acme Group',
      supportContacts: 'desk@acme.example;help@acme.example',
      emergencyContacts: 'pager@acme.example',
      callerIsOwner,
    },
  });

describe('the Organization section', () => {
  it('offers an OWNER to create an organisation from the account', async () => {
    serveAccountDetails();
    const { router } = await openDetails();
    await userEvent.click(within(section()).getByRole('link', { name: MESSAGES.organisations.createButton }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/accounts\/[^/]+\/new-organization$/));
  });

  it.each([
    ['a user who is not an OWNER', { role: 'CLUSTER_ADMIN' }, MESSAGES.organisations.notOwner],
    ['a marketplace account', { accountType: 'AWS_SAAS' }, MESSAGES.organisations.marketplace],
    ['a GCP marketplace account', { accountType: 'GCP_SAAS' }, MESSAGES.organisations.marketplace],
  ] as const)('refuses %s, and says why beside the button', async (_, options, reason) => {
    serveAccountDetails(options);
    await openDetails();
    expect(within(section()).queryByRole('link', { name: MESSAGES.organisations.createButton })).toBeNull();
    const button = within(section()).getByRole('button', { name: MESSAGES.organisations.createButton });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(reason);
    expect(within(section()).getByText(reason)).toBeVisible();
  });

  it('names the organisation with its contacts, and links its pages for its owners', async () => {
    serveAccountDetails({ details: organisation(true) });
    await openDetails();
    expect(within(section()).getByText(MESSAGES.organisations.member('Acme Group'))).toBeVisible();
    const support = within(section()).getByRole('list', { name: 'Organization support contacts' });
    expect(
      within(support)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['desk@acme.example', 'help@acme.example']);
    expect(within(section()).getByRole('list', { name: 'Organization emergency contacts' })).toHaveTextContent(
      'pager@acme.example',
    );
    expect(within(section()).getByRole('link', { name: 'Organization Linked Accounts' })).toHaveAttribute(
      'href',
      `/organizations/${ORGANISATION_ID}`,
    );
    expect(within(section()).getByRole('link', { name: 'Organization Details' })).toHaveAttribute(
      'href',
      `/organizations/${ORGANISATION_ID}/details`,
    );
    expect(within(section()).queryByRole('button', { name: MESSAGES.organisations.createButton })).toBeNull();
  });

  it('links no organisation page for a member who does not own it', async () => {
    serveAccountDetails({ details: organisation(false) });
    await openDetails();
    expect(within(section()).getByText(MESSAGES.organisations.member('Acme Group'))).toBeVisible();
    expect(within(section()).queryByRole('link')).toBeNull();
  });
});
