import { DEMO_EMPTY_ACCOUNT_NAME, MESSAGES, ROLE_LABELS } from '@datadeck/contracts';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { uniqueClusterName } from '../support/clusters.ts';
import { estimateTable, fillWizard, openWizard } from '../support/create-cluster.ts';
import { clusterCard, openDemoAccount } from '../support/landing.ts';
import { expectChartWithLines, metricFigure, openDataTable } from '../support/monitoring.ts';

const COLOR_SCHEMES = ['light', 'dark'] as const;

/** The console follows the system colour scheme until the user picks one. */
async function expectColorScheme(page: Page, scheme: (typeof COLOR_SCHEMES)[number]): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

for (const colorScheme of COLOR_SCHEMES) {
  test.describe(`accessibility (${colorScheme} theme)`, () => {
    test.use({ colorScheme });

    test('the sign-in page has no serious WCAG 2.1 AA violations', async ({ page }, testInfo) => {
      await page.goto('/sign-in');
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
      await expectColorScheme(page, colorScheme);
      await expectNoSeriousA11yViolations(page, testInfo, `sign-in (${colorScheme})`);
    });

    test('the landing page, with clusters and empty, has no serious WCAG 2.1 AA violations', async ({
      page,
    }, testInfo) => {
      await openDemoAccount(page, 'demo-owner');
      await expect(page.getByRole('region', { name: 'Messages of the day' })).toBeVisible();
      await expectColorScheme(page, colorScheme);
      await expectNoSeriousA11yViolations(page, testInfo, `landing with clusters (${colorScheme})`);

      await page
        .getByRole('combobox', { name: 'Account' })
        .selectOption({ label: `${DEMO_EMPTY_ACCOUNT_NAME} (${ROLE_LABELS.OWNER})` });
      await expect(page.getByRole('heading', { level: 2, name: MESSAGES.landing.welcomeTitle })).toBeVisible();
      await expect(page.getByRole('note').filter({ hasText: /free trial/ })).toBeVisible();
      await expectNoSeriousA11yViolations(page, testInfo, `landing, welcome state (${colorScheme})`);
    });

    test('the monitoring and cluster pages have no serious WCAG 2.1 AA violations', async ({ page }, testInfo) => {
      // Three axe scans of pages with charts and a 540-cell data table, about 4 s each on 2 cores
      // beside another journey: 22–26 s of the default 30 s before any waiting, so the slow budget.
      test.slow();
      await openDemoAccount(page, 'demo-readonly');
      await clusterCard(page, 'events-kafka').getByRole('link', { name: 'events-kafka' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'events-kafka monitoring' })).toBeVisible();
      const cpu = metricFigure(page, 'CPU utilisation (percentage)');
      await expectChartWithLines(cpu, 3);
      await expectColorScheme(page, colorScheme);
      await expectNoSeriousA11yViolations(page, testInfo, `monitoring (${colorScheme})`);
      // The data table behind a chart too.
      await openDataTable(cpu, 'CPU utilisation (percentage)');
      await expectNoSeriousA11yViolations(page, testInfo, `monitoring with a data table (${colorScheme})`);

      // The cluster page, as READ_ONLY sees it: Delete Cluster disabled, with its reason.
      await page.getByRole('link', { name: 'Back to the cluster' }).click();
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'events-kafka' })).toBeVisible();
      await expect(main.getByRole('table', { name: 'Data centres' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, testInfo, `cluster page (${colorScheme})`);
    });

    test('the create-cluster wizard, first step and review, has no serious WCAG 2.1 AA violations', async ({
      page,
    }, testInfo) => {
      await openDemoAccount(page, 'demo-admin');
      await openWizard(page);
      await expectColorScheme(page, colorScheme);
      await expectNoSeriousA11yViolations(page, testInfo, `wizard, first step (${colorScheme})`);

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
      await expectNoSeriousA11yViolations(page, testInfo, `wizard, review (${colorScheme})`);
    });

    test('the pricing page has no serious WCAG 2.1 AA violations', async ({ page }, testInfo) => {
      await openDemoAccount(page, 'demo-billing');
      await page.getByRole('main').getByRole('link', { name: 'View Pricing' }).click();
      await expect(
        page.getByRole('table', { name: 'Monthly price of one node, in US dollars, before tax' }),
      ).toBeVisible();
      await expectColorScheme(page, colorScheme);
      await expectNoSeriousA11yViolations(page, testInfo, `pricing (${colorScheme})`);
    });
  });
}
