import { APPLICATION_LABELS, DEMO_ACCOUNT_NAME, MESSAGES } from '@datadeck/contracts';
import { expect, test } from '@playwright/test';
import { submitSignIn, userMenuButton } from '../support/auth.ts';
import { expectNoSeriousA11yViolationsInBothThemes } from '../support/axe.ts';
import {
  accountIdOf,
  clusterCard,
  clusterList,
  demoAccountPath,
  openDemoAccount,
  searchBox,
} from '../support/landing.ts';
import { signInThroughApi } from '../support/sessions.ts';

const UUID = '[0-9a-f-]{36}';

test.describe('cluster cards', () => {
  test('a running cluster opens its monitoring page', async ({ page }) => {
    await openDemoAccount(page, 'demo-owner');
    const accountId = accountIdOf(page);

    await clusterCard(page, 'orders-cassandra').getByRole('link', { name: 'orders-cassandra' }).click();

    await expect(page).toHaveURL(new RegExp(`/accounts/${accountId}/clusters/${UUID}/monitoring\\?range=1h$`));
    await expect(page.getByRole('heading', { level: 1, name: 'orders-cassandra monitoring' })).toBeVisible();
  });

  test('a cluster that is not running opens its summary, where READ_ONLY finds Delete Cluster disabled with its reason; no serious WCAG 2.1 AA violations', async ({
    page,
  }, testInfo) => {
    await openDemoAccount(page, 'demo-readonly');
    const accountId = accountIdOf(page);

    // RESTORING: the provisioning engine leaves it be, unlike the seeded GENESIS to JOINING
    // clusters, which carry on to RUNNING within seconds of the server's start.
    await clusterCard(page, 'sessions-cassandra').getByRole('link', { name: 'sessions-cassandra' }).click();

    await expect(page).toHaveURL(new RegExp(`/accounts/${accountId}/clusters/${UUID}$`));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'sessions-cassandra' })).toBeVisible();
    await expect(main.getByText('RESTORING', { exact: true })).toBeVisible();
    await expect(main.getByText('Restoring from last night’s backup')).toBeVisible();
    await expect(main.getByRole('definition').filter({ hasText: APPLICATION_LABELS.APACHE_CASSANDRA })).toBeVisible();

    const table = main.getByRole('table', { name: 'Data centres' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Name',
      'Cloud provider',
      'Region',
      'Network',
      'Node size',
      'Nodes',
      'Replication factor',
      'Client encryption',
      'Continuous backup',
      'Private IP broadcast',
    ]);
    await expect(table.getByRole('row')).toHaveCount(2);
    const dataCentre = table.getByRole('row').nth(1);
    await expect(dataCentre.getByRole('rowheader')).toHaveText('AWS_VPC_US_WEST_2');
    await expect(dataCentre.getByRole('cell')).toHaveText([
      'Amazon Web Services',
      'US_WEST_2',
      '10.8.0.0/16',
      'CAS-PRD-r7g.large-250',
      '3',
      '3',
      'Disabled',
      'Disabled',
      'Disabled',
    ]);

    // READ_ONLY may not delete: the button says why, beside it too.
    const deleteButton = main.getByRole('button', { name: 'Delete Cluster' });
    await expect(deleteButton).toHaveAttribute('aria-disabled', 'true');
    await expect(deleteButton).toHaveAccessibleDescription(MESSAGES.clusters.deleteNotPermitted);
    await expect(main.getByText(MESSAGES.clusters.deleteNotPermitted, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'cluster page');

    // Still reachable by keyboard; activating it opens nothing.
    await deleteButton.focus();
    await expect(deleteButton).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('session', () => {
  test('a deep link opened signed out goes through sign-in and back', async ({ page }) => {
    const deepLink = `${demoAccountPath()}?search=kafka`;
    await page.goto(deepLink);

    await expect(page).toHaveURL((url) => url.pathname === '/sign-in' && url.searchParams.get('redirect') === deepLink);
    await submitSignIn(page, 'demo-owner');

    await expect(page).toHaveURL((url) => url.pathname + url.search === deepLink);
    await expect(page.getByRole('heading', { level: 1, name: DEMO_ACCOUNT_NAME })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Showing 4 results for "kafka"' })).toBeVisible();
  });

  test('a session lost while using the console asks to sign in, then returns to the page', async ({
    page,
    context,
  }) => {
    await openDemoAccount(page, 'demo-admin');
    const accountId = accountIdOf(page);

    // The session ends behind the app's back (expired, revoked): the next API call answers 401.
    await context.clearCookies();
    await searchBox(page).fill('opensearch');
    await searchBox(page).press('Enter');

    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/sign-in' && url.searchParams.get('redirect') === `/accounts/${accountId}?search=opensearch`,
    );
    await submitSignIn(page, 'demo-admin');

    await expect(page).toHaveURL(
      (url) => url.pathname === `/accounts/${accountId}` && url.search === '?search=opensearch',
    );
    await expect(page.getByRole('status').filter({ hasText: 'Showing 3 results for "opensearch"' })).toBeVisible();
    await expect(clusterList(page).getByRole('listitem')).toHaveCount(3);
  });

  test('signing out from the user menu returns to sign-in, and stays signed out', async ({ page }) => {
    // A session of its own, which the journey ends: not the one other journeys share.
    await signInThroughApi(page.request, 'demo-billing');
    await page.goto('/');
    await expect(userMenuButton(page, 'demo-billing')).toBeVisible();

    await userMenuButton(page, 'demo-billing').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();

    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Datadeck' })).toBeVisible();

    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname === '/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Datadeck' })).toBeVisible();
  });
});
