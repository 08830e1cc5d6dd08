import { MESSAGES } from '@datadeck/contracts';
import { expect, test } from '@playwright/test';
import {
  accountDetailsForm,
  accountIdByName,
  DEMO_ORGANISATION,
  deliveryLog,
  linkedAccountsTable,
  organisationSection,
  saveSettingsButton,
} from '../support/account-admin.ts';
import { expectNoSeriousA11yViolationsInBothThemes } from '../support/axe.ts';
import { openDemoAccount } from '../support/landing.ts';
import { openSettingsTab } from '../support/settings.ts';

test.describe(`account administration pages' accessibility (light and dark theme)`, () => {
  // Every screen is scanned in both themes, about 4 s a scan on 2 busy cores: up to 8 scans a journey.
  test.describe.configure({ timeout: 90_000 });

  test('Details, the new-organization page and the organisation pages have no serious WCAG 2.1 AA violations', async ({
    page,
  }, testInfo) => {
    // Four axe scans after a sign-in, about 4 s each on 2 cores beside another journey.
    test.slow();
    await openDemoAccount(page, 'demo-owner');
    const accountId = await openSettingsTab(page, 'Details');
    await expect(accountDetailsForm(page)).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'settings/details');

    // The Demo Account is in no organisation: its owner is offered the form (not submitted here).
    await organisationSection(page).getByRole('link', { name: MESSAGES.organisations.createButton }).click();
    await expect(page).toHaveURL(new RegExp(`/accounts/${accountId}/new-organization$`));
    await expect(page.getByRole('textbox', { name: 'Organization name' })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'new-organization');

    await page.goto(`/accounts/${await accountIdByName(page, DEMO_ORGANISATION.accountName)}/settings/details`);
    await organisationSection(page).getByRole('link', { name: 'Organization Linked Accounts' }).click();
    await expect(
      linkedAccountsTable(page, DEMO_ORGANISATION.name).getByRole('rowheader', {
        name: DEMO_ORGANISATION.accountName,
        exact: true,
      }),
    ).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'organizations/{id}');

    await page.getByRole('main').getByRole('link', { name: 'Organization Details' }).click();
    await expect(page.getByRole('textbox', { name: 'Organization name' })).toHaveValue(DEMO_ORGANISATION.name);
    await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'organizations/{id}/details');
  });

  test('Notification Preferences and Account Webhooks have no serious WCAG 2.1 AA violations', async ({
    page,
  }, testInfo) => {
    // Two axe scans of long forms after a sign-in, about 4 s each on 2 cores beside another journey.
    test.slow();
    await openDemoAccount(page, 'demo-owner');
    await openSettingsTab(page, 'Notification Preferences');
    await expect(saveSettingsButton(page)).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'settings/notification-preferences');

    await openSettingsTab(page, 'Account Webhooks');
    // The table shows once webhooks are read (with none set it is an empty state, not a table).
    await expect(page.getByRole('button', { name: 'Update Webhooks' })).toBeVisible();
    // The log is read on its own: scanned once it is there (a table, or its empty state before any delivery).
    await expect(deliveryLog(page).or(page.getByText('Nothing has been sent to the webhooks yet.'))).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'settings/account-webhooks');
  });
});
