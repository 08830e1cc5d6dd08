import { emailListSchema, MESSAGES } from '@datadeck/contracts';
import { expect, test } from '@playwright/test';
import {
  accountDetailsForm,
  DEMO_ORGANISATION,
  deliveryLog,
  linkedAccountsTable,
  ORGANISATION_JOURNEY_ACCOUNT,
  organisationSection,
  preferenceRow,
  saveSettingsButton,
  shownSigningSecret,
  signatureVerifies,
  webhookRow,
} from '../support/account-admin.ts';
import { expectNoSeriousA11yViolationsInBothThemes } from '../support/axe.ts';
import { accountIdNamed } from '../support/sessions.ts';
import { openSettingsTab, openSettingsTabAs } from '../support/settings.ts';
import { waitForWebhookCalls, webhookReceiverUrl } from '../support/webhooks.ts';

/** Unique per run and journey: what a journey saves is told apart from what others saved. */
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('account details', () => {
  test('demo-owner updates the company and contacts, kept after a reload; a bad address is refused; no serious WCAG 2.1 AA violations', async ({
    page,
  }, testInfo) => {
    // Two axe scans, two saves and two reloads: the slow budget.
    test.slow();
    await openSettingsTabAs(page, 'demo-owner', 'Details');
    await expect(accountDetailsForm(page)).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'settings/details');
    const id = stamp();
    // The account name stays: other specs find the Demo Account by it.
    const values = {
      'Company name': `Demo Retail ${id} Pty Ltd`,
      'Support contacts': `support-${id}@demo-retail.example; help@demo-retail.example`,
      'Emergency contacts': `on-call-${id}@demo-retail.example`,
    };
    const form = accountDetailsForm(page);
    for (const [label, value] of Object.entries(values)) {
      await form.getByRole('textbox', { name: label, exact: true }).fill(value);
    }
    await form.getByRole('button', { name: MESSAGES.accountDetails.formTitle }).click();
    await expect(page.getByText(MESSAGES.accountDetails.updated, { exact: true })).toBeVisible();

    // Kept as stored: the contracts' list rule joins the addresses with bare semicolons.
    const stored = {
      ...values,
      'Support contacts': emailListSchema.parse(values['Support contacts']),
      'Emergency contacts': emailListSchema.parse(values['Emergency contacts']),
    };
    await page.reload();
    for (const [label, value] of Object.entries(stored)) {
      await expect(form.getByRole('textbox', { name: label, exact: true })).toHaveValue(value);
    }

    const emergency = form.getByRole('textbox', { name: 'Emergency contacts', exact: true });
    await emergency.fill('not-an-address');
    await form.getByRole('button', { name: MESSAGES.accountDetails.formTitle }).click();
    await expect(form.getByText(MESSAGES.accountDetails.invalidContact('not-an-address'))).toBeVisible();
    await expect(emergency).toHaveAttribute('aria-invalid', 'true');
    await page.reload();
    await expect(emergency).toHaveValue(stored['Emergency contacts']);
  });
});

test.describe('organisations', () => {
  test('an organisation made from an account: its linked accounts and its details, contacts saved; no serious WCAG 2.1 AA violations', async ({
    page,
  }, testInfo) => {
    // Two axe scans, a creation and a save: the slow budget.
    test.slow();
    const accountId = await openSettingsTabAs(
      page,
      'demo-owner',
      'Details',
      accountIdNamed(ORGANISATION_JOURNEY_ACCOUNT),
    );
    const section = organisationSection(page);
    const name = `E2E Group ${stamp()}`;
    await section.getByRole('link', { name: MESSAGES.organisations.createButton }).click();
    await expect(page).toHaveURL(new RegExp(`/accounts/${accountId}/new-organization$`));
    await expect(page.getByRole('textbox', { name: 'Organization name' })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'new-organization');
    await page.getByRole('textbox', { name: 'Organization name' }).fill(name);
    await page.getByRole('button', { name: 'Create Organization' }).click();
    await expect(page.getByText(MESSAGES.organisations.created(name), { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/organizations\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    await expect(
      linkedAccountsTable(page, name).getByRole('rowheader', { name: ORGANISATION_JOURNEY_ACCOUNT, exact: true }),
    ).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: 'Organization Details' }).click();
    await expect(page).toHaveURL(/\/organizations\/[^/]+\/details$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Organization Details' })).toBeVisible();
    const contacts = {
      'Support contacts': `support-${stamp()}@e2e-group.example`,
      'Emergency contacts': `on-call-${stamp()}@e2e-group.example`,
    };
    for (const [label, value] of Object.entries(contacts)) {
      await page.getByRole('textbox', { name: label, exact: true }).fill(value);
    }
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(MESSAGES.organisations.updated, { exact: true })).toBeVisible();
    await page.reload();
    for (const [label, value] of Object.entries(contacts)) {
      await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue(value);
    }

    // The account's Details tab now names the organisation and lists its contacts.
    await page.goto(`/accounts/${accountId}/settings/details`);
    await expect(section.getByRole('note')).toHaveText(MESSAGES.organisations.member(name));
    await expect(section.getByText(contacts['Support contacts'], { exact: true })).toBeVisible();
  });

  test("the seeded organisation's two pages open from its account's Details tab; no serious WCAG 2.1 AA violations", async ({
    page,
  }, testInfo) => {
    // Four axe scans: the slow budget.
    test.slow();
    await openSettingsTabAs(page, 'demo-owner', 'Details', accountIdNamed(DEMO_ORGANISATION.accountName));
    const section = organisationSection(page);
    await expect(section.getByRole('note')).toHaveText(MESSAGES.organisations.member(DEMO_ORGANISATION.name));

    await section.getByRole('link', { name: 'Organization Linked Accounts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: DEMO_ORGANISATION.name })).toBeVisible();
    await expect(
      linkedAccountsTable(page, DEMO_ORGANISATION.name).getByRole('rowheader', {
        name: DEMO_ORGANISATION.accountName,
        exact: true,
      }),
    ).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'organizations/{id}');

    await page.getByRole('main').getByRole('link', { name: 'Organization Details' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Organization Details' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Organization name' })).toHaveValue(DEMO_ORGANISATION.name);
    await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'organizations/{id}/details');
  });
});

// Both journeys save the Demo Account's whole preference form: one after the other, so neither
// overwrites the other's row.
test.describe('notifications and webhooks of the Demo Account', () => {
  test.describe.configure({ mode: 'serial' });

  test('Notification Preferences: a row set to "Do not notify me" is kept; a row with nothing ticked is refused; no serious WCAG 2.1 AA violations', async ({
    page,
  }, testInfo) => {
    // Two axe scans of a long form, two saves and a reload: the slow budget.
    test.slow();
    await openSettingsTabAs(page, 'demo-owner', 'Notification Preferences');
    await expect(saveSettingsButton(page)).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'settings/notification-preferences');
    const row = preferenceRow(page, 'Scheduled Maintenance', 'Non-disruptive');
    const doNotNotify = row.getByRole('checkbox', { name: MESSAGES.notifications.doNotNotify });
    const email = row.getByRole('checkbox', { name: 'Email', exact: true });
    const webhook = row.getByRole('checkbox', { name: 'Webhook', exact: true });

    await doNotNotify.setChecked(false);
    await email.setChecked(false);
    if (await webhook.isVisible()) await webhook.setChecked(false);
    await saveSettingsButton(page).click();
    await expect(row.getByText(MESSAGES.notifications.tickAtLeastOne, { exact: true })).toBeVisible();

    await doNotNotify.check();
    await expect(row.getByText(MESSAGES.notifications.tickAtLeastOne, { exact: true })).toHaveCount(0);
    await saveSettingsButton(page).click();
    await expect(page.getByText(MESSAGES.notifications.updated, { exact: true })).toBeVisible();

    await page.reload();
    await expect(doNotNotify).toBeChecked();
    await expect(email).not.toBeChecked();
  });

  test('Account Webhooks: a maintenance webhook, its test message signed and logged, chosen for a row, deleted; no serious WCAG 2.1 AA violations', async ({
    page,
  }, testInfo) => {
    // Two axe scans, a test call to the receiver, two saves of preferences and a delete.
    test.setTimeout(90_000);
    const receiver = `maintenance-${stamp()}`;
    const accountId = await openSettingsTabAs(page, 'demo-owner', 'Account Webhooks');
    await expect(page.getByRole('button', { name: 'Update Webhooks' })).toBeVisible();
    // The log is read on its own: scanned once it is there (a table, or its empty state before any delivery).
    await expect(deliveryLog(page).or(page.getByText('Nothing has been sent to the webhooks yet.'))).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'settings/account-webhooks');

    await page.getByRole('textbox', { name: 'Maintenance webhook', exact: true }).fill(webhookReceiverUrl(receiver));
    await page.getByRole('button', { name: 'Update Webhooks' }).click();
    await expect(page.getByText(MESSAGES.webhooks.updated, { exact: true })).toBeVisible();
    await expect(page.getByText(MESSAGES.webhooks.secretShownOnce, { exact: true })).toBeVisible();
    const secret = await shownSigningSecret(page, 'MAINTENANCE');
    const row = webhookRow(page, 'MAINTENANCE');
    await expect(row).toContainText(webhookReceiverUrl(receiver));

    await row.getByRole('button', { name: 'Send Test Message to the maintenance webhook' }).click();
    await expect(page.getByText(MESSAGES.webhooks.tested, { exact: true })).toBeVisible();
    const [call] = await waitForWebhookCalls(receiver);
    if (call === undefined) throw new Error(`the receiver ${receiver} was not called`);
    const signature = call.headers['x-datadeck-signature'] ?? '';
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(signatureVerifies(signature, call.body, secret), 'the signature verifies with the shown secret').toBe(true);
    expect(JSON.parse(call.body)).toMatchObject({ type: 'webhook.test', account: { id: accountId } });

    const logged = deliveryLog(page)
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'webhook.test', exact: true }) })
      .first();
    await expect(logged.getByRole('cell', { name: 'Maintenance webhook', exact: true })).toBeVisible();
    await expect(logged.getByRole('cell', { name: 'Delivered', exact: true })).toBeVisible();
    await expect(logged.getByRole('cell', { name: '200', exact: true })).toBeVisible();

    // The webhook chosen for a row of Notification Preferences, kept after a reload.
    await openSettingsTab(page, 'Notification Preferences');
    const preference = preferenceRow(page, 'Scheduled Maintenance', 'Disruptive');
    const useWebhook = preference.getByRole('checkbox', { name: 'Webhook', exact: true });
    await preference.getByRole('checkbox', { name: MESSAGES.notifications.doNotNotify }).setChecked(false);
    await preference.getByRole('checkbox', { name: 'Email', exact: true }).setChecked(true);
    await useWebhook.check();
    await expect(preference.getByRole('combobox', { name: 'Webhook type' })).toHaveValue('MAINTENANCE');
    await saveSettingsButton(page).click();
    await expect(page.getByText(MESSAGES.notifications.updated, { exact: true })).toBeVisible();
    await page.reload();
    await expect(useWebhook).toBeChecked();
    await expect(preference.getByRole('combobox', { name: 'Webhook type' })).toHaveValue('MAINTENANCE');
    // Unchosen again before the webhook goes, so no row is left naming a webhook that is not set.
    await useWebhook.uncheck();
    await saveSettingsButton(page).click();
    await expect(page.getByText(MESSAGES.notifications.updated, { exact: true }).first()).toBeVisible();
    await expect(useWebhook).not.toBeChecked();

    await openSettingsTab(page, 'Account Webhooks');
    await row.getByRole('button', { name: 'Delete the maintenance webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete webhook' });
    await expect(dialog).toContainText(MESSAGES.webhooks.confirmDelete('Maintenance webhook'));
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText(MESSAGES.webhooks.deleted, { exact: true })).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
