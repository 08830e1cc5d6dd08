import { DEMO_EMPTY_ACCOUNT_NAME, MESSAGES, ROLE_LABELS } from '@datadeck/contracts';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from '../support/axe.ts';
import { uniqueClusterName } from '../support/clusters.ts';
import { estimateTable, fillWizard, openWizard } from '../support/create-cluster.ts';
import { clusterCard, openDemoAccount } from '../support/landing.ts';
import { expectChartWithLines, metricFigure, openDataTable } from '../support/monitoring.ts';

test.describe(`accessibility (light and dark theme)`, () => {
  // Every screen is scanned in both themes, about 4 s a scan on 2 busy cores: up to 8 scans a journey.
  test.describe.configure({ timeout: 90_000 });

  test('the sign-in page has no serious WCAG 2.1 AA violations', async ({ page }, testInfo) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'sign-in');
  });

  test('the landing page, with clusters and empty, has no serious WCAG 2.1 AA violations', async ({
    page,
  }, testInfo) => {
    await openDemoAccount(page, 'demo-owner');
    await expect(page.getByRole('region', { name: 'Messages of the day' })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'landing with clusters');

    await page
      .getByRole('combobox', { name: 'Account' })
      .selectOption({ label: `${DEMO_EMPTY_ACCOUNT_NAME} (${ROLE_LABELS.OWNER})` });
    await expect(page.getByRole('heading', { level: 2, name: MESSAGES.landing.welcomeTitle })).toBeVisible();
    await expect(page.getByRole('note').filter({ hasText: /free trial/ })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'landing, welcome state');
  });

  test('the monitoring and cluster pages have no serious WCAG 2.1 AA violations', async ({ page }, testInfo) => {
    // Six axe scans of pages with charts and a 540-cell data table: the slow budget.
    test.slow();
    await openDemoAccount(page, 'demo-readonly');
    await clusterCard(page, 'events-kafka').getByRole('link', { name: 'events-kafka' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'events-kafka monitoring' })).toBeVisible();
    const cpu = metricFigure(page, 'CPU utilisation (percentage)');
    await expectChartWithLines(cpu, 3);
    await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'monitoring');
    // The data table behind a chart too.
    await openDataTable(cpu, 'CPU utilisation (percentage)');
    await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'monitoring with a data table');

    // The cluster page, as READ_ONLY sees it: Delete Cluster disabled, with its reason.
    await page.getByRole('link', { name: 'Back to the cluster' }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'events-kafka' })).toBeVisible();
    await expect(main.getByRole('table', { name: 'Data centres' })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'cluster page');
  });

  test('the create-cluster wizard, first step and review, has no serious WCAG 2.1 AA violations', async ({
    page,
  }, testInfo) => {
    await openDemoAccount(page, 'demo-admin');
    await openWizard(page);
    await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'wizard, first step');

    // Nothing is created: the scan stops at the review.
    await fillWizard(page, {
      name: uniqueClusterName('a11y'),
      application: 'APACHE_CASSANDRA',
      cloudProvider: 'AWS_VPC',
      region: 'US_EAST_1',
      nodeSizes: { 'Node size': 'CAS-DEV-t4g.small-5' },
      tags: [{ key: 'purpose', value: 'a11y' }],
    });
    await expect(estimateTable(page).getByRole('row').filter({ hasText: 'Total per month' })).toContainText('$');
    await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'wizard, review');
  });

  test('the pricing page has no serious WCAG 2.1 AA violations', async ({ page }, testInfo) => {
    await openDemoAccount(page, 'demo-billing');
    await page.getByRole('main').getByRole('link', { name: 'View Pricing' }).click();
    await expect(
      page.getByRole('table', { name: 'Monthly price of one node, in US dollars, before tax' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'pricing');
  });
});
