import { BILLING_MODES, MESSAGES } from '@datadeck/contracts';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../shared/api/query-client.ts';
import { accountKeys } from '../../shared/api/query-keys.ts';
import { failure } from '../../test/fake-api.ts';
import { ACCOUNT_ID, trialNotStarted } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import {
  address,
  billingPage,
  billingView,
  field,
  openBilling,
  savedCard,
  serveBilling,
  withDetails,
} from './billing-test-kit.ts';

const submitButton = () => screen.getByRole('button', { name: MESSAGES.billing.submit });

async function fillForm() {
  await userEvent.type(field('Contact email'), 'billing@acme.example');
  await userEvent.type(field('First name'), 'Dana');
  await userEvent.type(field('Last name'), 'Owner');
  await userEvent.type(field('Phone number'), '+61 2 9876 5432');
  await userEvent.type(field('Street address'), '1 George Street');
  await userEvent.type(field('City'), 'Sydney');
  await userEvent.type(field('State'), 'NSW');
  await userEvent.type(field('Postal code'), '2000');
  await chooseCountry('Australia');
}

async function chooseCountry(name: string) {
  const country = screen.getByRole('combobox', { name: 'Country' });
  await userEvent.clear(country);
  await userEvent.type(country, name);
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('the billing tab, by role', () => {
  it('lets an owner edit the billing form, in the contracts order, with the phone hint', async () => {
    serveBilling(billingView());
    await openBilling();
    const labels = screen
      .getAllByRole('textbox')
      .concat(screen.getAllByRole('combobox'))
      .map((input) => (input as HTMLInputElement).labels?.[0]?.textContent?.replace(/\s*\*$/, ''));
    expect(labels).toEqual(
      expect.arrayContaining(['Contact email', 'First name', 'Phone number', 'Address line 2', 'Country']),
    );
    expect(field('Phone number')).toHaveAccessibleDescription(MESSAGES.billing.phoneHint);
    expect(field('Contact email')).toBeEnabled();
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByText(MESSAGES.billing.readOnly)).toBeNull();
    // No card provider on this server: the card is entered in the form itself.
    expect(field('Card number')).toBeEnabled();
  });

  it('lets a Billing user edit too', async () => {
    serveBilling(withDetails(), { role: 'BILLING' });
    await openBilling();
    expect(field('City')).toBeEnabled();
    expect(field('City')).toHaveValue(address.locality);
    expect(submitButton()).toBeEnabled();
  });

  it('shows a Cluster Administrator the details read-only', async () => {
    serveBilling(withDetails({ editPermitted: false }), { role: 'CLUSTER_ADMIN' });
    await openBilling();
    expect(screen.getByText(MESSAGES.billing.readOnly)).toBeVisible();
    expect(field('Contact email')).toHaveValue('billing@acme.example');
    for (const name of ['Contact email', 'First name', 'Street address', 'Postal code'])
      expect(field(name)).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: MESSAGES.billing.submit })).toBeNull();
  });

  it('asks a user without billing permission to find a Billing or Owner user when no details are set', async () => {
    serveBilling(billingView({ editPermitted: false }), { role: 'CLUSTER_ADMIN' });
    await openBilling();
    expect(screen.getByText(MESSAGES.billing.askBillingUser)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Contact email' })).toBeNull();
    expect(screen.queryByText(MESSAGES.billing.readOnly)).toBeNull();
  });

  it('refuses the tab to a Read Only user, even by URL', async () => {
    const sent = serveBilling(withDetails(), { role: 'READ_ONLY' });
    renderApp(billingPage);
    expect(await screen.findByText(MESSAGES.errors.forbidden)).toBeVisible();
    expect(sent.billingReads).toBe(0);
  });

  it('is the tab after Security in the settings', async () => {
    serveBilling(billingView());
    await openBilling();
    const tabs = within(screen.getByRole('tablist', { name: 'Settings sections' }))
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(tabs.indexOf('Billing')).toBe(tabs.indexOf('Security') + 1);
    expect(screen.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('billing notices', () => {
  it.each(BILLING_MODES)('says how a %s account is billed', async (mode) => {
    serveBilling(withDetails({ mode, isInvoiced: mode === 'INVOICED' }));
    await openBilling();
    expect(screen.getByText(MESSAGES.billing.modeNotices[mode])).toBeVisible();
  });

  it('shows the GST notice as soon as Australia is chosen, for an account that is not invoiced', async () => {
    serveBilling(withDetails());
    await openBilling();
    expect(screen.queryByText(MESSAGES.billing.gstNotice)).toBeNull();
    await chooseCountry('Australia');
    expect(await screen.findByText(MESSAGES.billing.gstNotice)).toBeVisible();
  });

  it('shows the GST notice for a saved Australian card', async () => {
    serveBilling(withDetails({ savedDetails: { ...savedCard, billingAddress: { countryCodeAlpha2: 'AU' } } }));
    await openBilling();
    expect(screen.getByText(MESSAGES.billing.gstNotice)).toBeVisible();
  });

  it('never shows the GST notice to an invoiced account', async () => {
    serveBilling(
      withDetails({ mode: 'INVOICED', isInvoiced: true, addressDetails: { ...address, countryCodeAlpha2: 'AU' } }),
    );
    await openBilling();
    expect(screen.getByText(MESSAGES.billing.modeNotices.INVOICED)).toBeVisible();
    expect(screen.queryByText(MESSAGES.billing.gstNotice)).toBeNull();
  });
});

describe('saving the billing details without a card provider', () => {
  it('sends the contact and address, says so, and keeps what was saved (the saved card too)', async () => {
    const sent = serveBilling(billingView({ savedDetails: savedCard }));
    const toast = vi.spyOn(notifications, 'show');
    await openBilling();
    // The landing page's free-trial banner (read earlier) depends on whether billing details exist.
    queryClient.setQueryData(accountKeys.freeTrial(ACCOUNT_ID), trialNotStarted);
    await fillForm();
    await userEvent.click(submitButton());

    expect(await screen.findByText(MESSAGES.billing.detailsSaved)).toBeVisible();
    expect(sent.updates).toEqual([
      {
        contactEmail: 'billing@acme.example',
        addressDetails: {
          firstName: 'Dana',
          lastName: 'Owner',
          phoneNumber: '+61 2 9876 5432',
          companyName: null,
          streetAddress: '1 George Street',
          extendedAddress: null,
          locality: 'Sydney',
          state: 'NSW',
          postalCode: '2000',
          countryCodeAlpha2: 'AU',
        },
        resetBillingSync: false,
      },
    ]);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: MESSAGES.billing.detailsSaved }));
    expect(field('City')).toHaveValue('Sydney');
    expect(queryClient.getQueryState(accountKeys.freeTrial(ACCOUNT_ID))?.isInvalidated).toBe(true);
  });

  it("shows the schema's messages beside the fields and sends nothing", async () => {
    const sent = serveBilling(billingView());
    await openBilling();
    await userEvent.type(field('Phone number'), '02 9876 5432');
    await userEvent.click(submitButton());
    expect(await screen.findByText('Contact email', { selector: 'label' })).toBeVisible();
    await waitFor(() => expect(field('Phone number')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('First name')).toHaveAccessibleDescription('First name is required');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription('Choose a country');
    expect(sent.updates).toEqual([]);
  });

  it("puts the server's field errors on the fields they name", async () => {
    serveBilling(withDetails({ savedDetails: savedCard }), {
      update: () => failure(400, 'addressDetails.postalCode', 'Postal code must look like 94105'),
    });
    await openBilling();
    await userEvent.clear(field('Postal code'));
    await userEvent.type(field('Postal code'), '9410');
    await userEvent.click(submitButton());

    await waitFor(() => expect(field('Postal code')).toHaveAccessibleDescription('Postal code must look like 94105'));
    expect(field('Postal code')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Postal code')).toHaveFocus();
    expect(screen.getByText(MESSAGES.billing.detailsFailed, { selector: '.mantine-Notification-title' })).toBeVisible();
  });
});

const synced = () =>
  withDetails({
    savedDetails: savedCard,
    isBillingSynced: true,
    organisation: { id: '6b7c8d9e-0f1a-4b2c-8d3e-4f5a6b7c8d9e', name: 'Acme Group' },
    editPermitted: false,
  });

describe('billing synced to the organisation', () => {
  it('is read-only until reset; the next submit asks first, then sends the reset flag', async () => {
    const sent = serveBilling(synced());
    await openBilling();
    expect(screen.getByText(MESSAGES.billing.synced('Acme Group'))).toBeVisible();
    expect(field('City')).toBeDisabled();
    expect(screen.queryByRole('button', { name: MESSAGES.billing.submit })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: MESSAGES.billing.reset }));
    expect(field('City')).toBeEnabled();
    await userEvent.clear(field('City'));
    await userEvent.type(field('City'), 'Oakland');
    await userEvent.click(submitButton());

    const dialog = await screen.findByRole('dialog', { name: MESSAGES.billing.reset });
    expect(within(dialog).getByText(MESSAGES.billing.resetConfirm)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent.updates).toEqual([]);

    await userEvent.click(submitButton());
    const again = await screen.findByRole('dialog', { name: MESSAGES.billing.reset });
    await userEvent.click(within(again).getByRole('button', { name: MESSAGES.billing.submit }));

    expect(await screen.findByText(MESSAGES.billing.detailsSaved)).toBeVisible();
    expect(sent.updates).toEqual([
      expect.objectContaining({
        resetBillingSync: true,
        addressDetails: expect.objectContaining({ locality: 'Oakland' }),
      }),
    ]);
    // Billing is read again: no longer synced.
    await waitFor(() => expect(screen.queryByText(MESSAGES.billing.synced('Acme Group'))).toBeNull());
    expect(sent.billingReads).toBeGreaterThan(1);
  });

  it('offers no reset to a user without EDIT_BILLING', async () => {
    serveBilling(synced(), { role: 'CLUSTER_ADMIN' });
    await openBilling();
    expect(screen.getByText(MESSAGES.billing.synced('Acme Group'))).toBeVisible();
    expect(screen.queryByRole('button', { name: MESSAGES.billing.reset })).toBeNull();
  });

  it('during the database upgrade the reset is disabled, and says why', async () => {
    const sent = serveBilling({ ...synced(), resetPermitted: false });
    await openBilling();
    const reset = screen.getByRole('button', { name: MESSAGES.billing.reset });
    expect(reset).toHaveAttribute('aria-disabled', 'true');
    expect(reset).toHaveAccessibleDescription(MESSAGES.settings.notDuringMaintenance);
    await userEvent.click(reset);
    expect(field('City')).toBeDisabled();
    expect(sent.updates).toEqual([]);
  });
});
