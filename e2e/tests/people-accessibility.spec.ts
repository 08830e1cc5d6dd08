import { DEMO_ACCOUNT_NAME, DEMO_INVITATION, DEMO_SERVICE_USER, MESSAGES } from '@datadeck/contracts';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from '../support/axe.ts';
import { accountIdOf, openDemoAccount } from '../support/landing.ts';
import {
  emailOf,
  invitationLink,
  invitationRow,
  inviteThroughApi,
  linkedUserRow,
  revokeIfOpen,
  serviceUserKeys,
  serviceUserToggle,
  signedOutPage,
  uniqueUsername,
} from '../support/people.ts';
import { openSettingsTab } from '../support/settings.ts';

test.describe(`people pages' accessibility (light and dark theme)`, () => {
  // Every screen is scanned in both themes, about 4 s a scan on 2 busy cores: up to 8 scans a journey.
  test.describe.configure({ timeout: 90_000 });

  test('Linked Users and User Invitations have no serious WCAG 2.1 AA violations', async ({ page }, testInfo) => {
    // Two axe scans of tables after a sign-in, about 4 s each on 2 cores beside another journey.
    test.slow();
    await openDemoAccount(page, 'demo-owner');
    await openSettingsTab(page, 'Linked Users');
    await expect(linkedUserRow(page, 'demo-owner')).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'settings/linked-users');

    await openSettingsTab(page, 'User Invitations');
    await expect(invitationRow(page, DEMO_INVITATION.email)).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'settings/user-invitations');
  });

  test('Service Users, a row expanded, and its Add page have no serious WCAG 2.1 AA violations', async ({
    page,
  }, testInfo) => {
    // Two axe scans after a sign-in, about 4 s each on 2 cores beside another journey.
    test.slow();
    await openDemoAccount(page, 'demo-owner');
    await openSettingsTab(page, 'Service Users');
    await page.getByRole('main').getByRole('link', { name: 'Add New Service User' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Add New Service User' })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'settings/service-users/new/add');

    await page.getByRole('main').getByRole('link', { name: 'Cancel' }).click();
    await serviceUserToggle(page, DEMO_SERVICE_USER.displayName).click();
    await expect(serviceUserKeys(page, DEMO_SERVICE_USER.displayName)).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'settings/service-users, expanded');
  });

  test('the invitation page, with a valid and an invalid link, has no serious WCAG 2.1 AA violations', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    // A sign-in, an e-mail through SMTP, a second browser and two axe scans: ~30 s on 2 cores.
    test.slow();
    const email = emailOf(uniqueUsername('a11y'));
    await openDemoAccount(page, 'demo-owner');
    const accountId = accountIdOf(page);
    const invitee = await signedOutPage(browser);
    try {
      await inviteThroughApi(page, accountId, email, 'READ_ONLY');
      await invitee.goto(await invitationLink(String(baseURL), email, DEMO_ACCOUNT_NAME));
      await expect(invitee.getByRole('form', { name: 'Create your user' })).toBeVisible();
      await expectNoSeriousA11yViolationsInBothThemes(invitee, testInfo, 'accept-invitation, sign-up form');

      await invitee.goto('/accept-invitation?token=not-a-real-token');
      await expect(invitee.getByRole('alert')).toHaveText(MESSAGES.invitations.linkInvalid);
      await expectNoSeriousA11yViolationsInBothThemes(invitee, testInfo, 'accept-invitation, invalid link');
    } finally {
      await invitee.context().close();
      await revokeIfOpen(page, accountId, email);
    }
  });
});
