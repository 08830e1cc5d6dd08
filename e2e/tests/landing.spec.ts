import { DEMO_ACCOUNT_NAME, MESSAGES } from '@datadeck/contracts';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from '../support/axe.ts';
import { DEMO_CLUSTER_NAMES, DEMO_MESSAGES, DEMO_TRIAL_TEXT } from '../support/demo.ts';
import { createCassandraCluster, uniqueClusterName } from '../support/clusters.ts';
import {
  accountIdOf,
  clusterCard,
  demoAccountPath,
  openDemoAccount,
  seededClusterCards,
  seededClusterNames,
} from '../support/landing.ts';
test.describe('account landing page', () => {
  test.beforeEach(async ({ page }) => {
    await openDemoAccount(page, 'demo-owner');
  });

  // One page load for what the page shows of the seeded data: each check reads the same page.
  test('lists the 12 clusters by name under the messages of the day, with the actions, the free trial and the deletion mark; no serious WCAG 2.1 AA violations', async ({
    page,
  }, testInfo) => {
    await expect(seededClusterCards(page)).toHaveCount(DEMO_CLUSTER_NAMES.length);
    expect(await seededClusterNames(page)).toEqual([...DEMO_CLUSTER_NAMES]);

    // The messages of the day, above the page heading.
    const messages = page.getByRole('region', { name: 'Messages of the day' });
    for (const message of DEMO_MESSAGES) {
      await expect(messages.getByRole('note').filter({ hasText: message })).toBeVisible();
    }
    const messagesBox = await messages.boundingBox();
    const headingBox = await page.getByRole('heading', { level: 1, name: DEMO_ACCOUNT_NAME }).boundingBox();
    expect(messagesBox?.y).toBeLessThan(headingBox?.y ?? 0);

    // The actions and the free trial.
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Create Cluster' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', demoAccountPath('pricing'));
    const docs = main.getByRole('link', { name: /^Read Documentation/ });
    await expect(docs).toHaveAttribute('target', '_blank');
    await expect(docs).toHaveAccessibleName(/opens in a new tab/);
    await expect(main.getByRole('note').filter({ hasText: DEMO_TRIAL_TEXT })).toBeVisible();

    // The cluster whose deletion was requested is marked, and only that one.
    await expect(clusterCard(page, 'legacy-kafka')).toContainText(MESSAGES.landing.deleteRequested);
    await expect(clusterCard(page, 'events-kafka')).not.toContainText(MESSAGES.landing.deleteRequested);

    await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'landing with clusters');
  });

  test('the provisioning badge explains its progress in a tooltip, on hover and on focus', async ({ page }) => {
    // A cluster made for the test provisions for about 4 s (SIMULATED_PROVISIONING_SECONDS is 6),
    // and on a loaded machine the checks below took longer: the list's 2-s re-reads had moved the
    // card on to RUNNING. Once the card shows PROVISIONING, its re-reads are held unanswered, so it
    // keeps the state the server gave however long the checks take.
    const accountId = accountIdOf(page);
    const name = uniqueClusterName('tooltip');
    await createCassandraCluster(page, accountId, name);
    await page.goto(`${demoAccountPath()}?search=${encodeURIComponent(name)}`);

    const card = clusterCard(page, name);
    const badge = card.getByText('PROVISIONING', { exact: true });
    const tooltip = page.getByRole('tooltip');
    const progressTooltip = /^PROVISIONING - \d{1,3}% - \S.*$/;
    await expect(badge).toBeVisible();
    await page.route(`**/v1/accounts/${accountId}/clusters**`, () => new Promise<void>(() => undefined));

    await badge.hover();
    await expect(tooltip).toHaveText(progressTooltip);

    await page.mouse.move(0, 0);
    await expect(tooltip).toHaveCount(0);

    // The tooltip opens on keyboard focus (focus-visible): tab from the card's link to the badge.
    await card.getByRole('link', { name }).focus();
    await page.keyboard.press('Tab');
    // The badge has no role; what has the focus is the element showing the status.
    await expect(page.locator(':focus')).toHaveText('PROVISIONING');
    await expect(tooltip).toHaveText(progressTooltip);
    // The card's bar says the same percentage; at 0 % its filled part has no width, so it is
    // checked by what it tells assistive technology, not by its pixels.
    await expect(card.getByRole('progressbar', { name: `${name} provisioning progress` })).toHaveAttribute(
      'aria-valuetext',
      /^\d{1,3}%$/,
    );
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

test.describe('cluster card layout', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test("a cluster's add-on logos never overlap its name, and the names stay aligned", async ({ page }) => {
    await openDemoAccount(page, 'demo-owner');
    // events-kafka shows Kafka and two add-ons (Karapace Schema Registry and REST Proxy).
    const card = clusterCard(page, 'events-kafka');
    const logos = card.getByRole('img');
    await expect(logos).toHaveCount(3);
    const name = await card.getByRole('link', { name: 'events-kafka', exact: true }).boundingBox();
    if (!name) throw new Error('the name is not shown');
    for (const logo of await logos.all()) {
      const box = await logo.boundingBox();
      expect(box && box.x + box.width <= name.x, `${await logo.getAttribute('alt')} ends before the name`).toBe(true);
    }
    // Every card's name starts in the same column, whatever logos the card shows.
    const starts = await seededClusterCards(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().x)));
    expect(new Set(starts).size).toBe(1);
  });
});
