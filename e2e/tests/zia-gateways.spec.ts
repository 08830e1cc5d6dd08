import { MESSAGES } from '@datadeck/contracts';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { demoAccountPath, openSignedIn } from '../support/landing.ts';

/** Unique per attempt, within the 32-character name rule: a retry on CI makes its own gateway. */
const gatewayName = () => `e2e-zia-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** The seeded gateway (apps/server/src/modules/demo/zia-gateways.ts) and the cluster using it. */
const DEMO_GATEWAY = { name: 'retail-edge-gw', usedBy: 'events-kafka' } as const;

const gatewayTable = (page: Page) => page.getByRole('table', { name: 'ZIA gateways' });
const gatewayRow = (page: Page, name: string) =>
  gatewayTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });

test('demo-admin creates a ZIA gateway, sees it reach RUNNING, and terminates it', async ({ page }, testInfo) => {
  await openSignedIn(page, 'demo-admin', demoAccountPath('cluster-resources/zia-gateway'));
  await expect(page.getByRole('heading', { level: 2, name: 'ZIA Gateway' })).toBeVisible();

  // The seeded gateway is in use: its Terminate is disabled, saying by which cluster.
  const demoTerminate = gatewayRow(page, DEMO_GATEWAY.name).getByRole('button', {
    name: `Terminate Gateway ${DEMO_GATEWAY.name}`,
  });
  await expect(demoTerminate).toBeDisabled();
  await expect(demoTerminate).toHaveAccessibleDescription(MESSAGES.ziaGateways.inUse([DEMO_GATEWAY.usedBy]));
  await expect(page.getByRole('checkbox', { name: 'PCI compliance' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, testInfo, 'ZIA Gateway tab');

  const name = gatewayName();
  await page.getByRole('textbox', { name: /Gateway name/ }).fill(name);
  await expect(page.getByRole('combobox', { name: 'Region' })).toHaveValue('US_EAST_1');
  await page.getByRole('button', { name: 'Create Gateway' }).click();
  await expect(page.getByText(MESSAGES.ziaGateways.created, { exact: true })).toBeVisible();

  // The driver provisions it in the background; the list is polled while it changes.
  const row = gatewayRow(page, name);
  await expect(row.getByRole('cell', { name: 'RUNNING', exact: true })).toBeVisible({ timeout: 30_000 });

  await row.getByRole('button', { name: `Terminate Gateway ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Terminate Gateway' });
  await expect(dialog).toContainText(MESSAGES.ziaGateways.confirmTerminate(name));
  await dialog.getByRole('button', { name: 'Terminate Gateway' }).click();
  await expect(page.getByText(MESSAGES.ziaGateways.deleted, { exact: true })).toBeVisible();
  // Terminated, it leaves the list.
  await expect(row).toHaveCount(0, { timeout: 30_000 });
});
