import { DEMO_OIDC_PROVIDER, MESSAGES } from '@datadeck/contracts';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { demoAccountPath, openSignedIn } from '../support/landing.ts';

const M = MESSAGES.oidcProviders;

/** Unique per attempt: a retry on CI sees what the first attempt saved, and must work on its own. */
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('demo-owner adds, edits and deletes an OIDC provider; the demo one in use cannot be deleted', async ({
  page,
}, testInfo) => {
  // SPEC §2: the tab's route goes to its summary.
  await openSignedIn(page, 'demo-owner', demoAccountPath('cluster-resources/oidc-providers'));
  await expect(page).toHaveURL(/\/cluster-resources\/oidc-providers\/summary$/);
  const table = page.getByRole('table', { name: 'OIDC providers of this account' });
  const demoRow = table.getByRole('row').filter({ hasText: DEMO_OIDC_PROVIDER.clientName });
  await expect(demoRow.getByRole('cell', { name: DEMO_OIDC_PROVIDER.usedBy })).toBeVisible();
  await expect(demoRow.getByRole('button', { name: `Delete ${DEMO_OIDC_PROVIDER.clientName}` })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, testInfo, 'OIDC providers summary');

  // Add, with the port left at its default.
  const name = `E2E SSO ${stamp()}`;
  await page.getByRole('link', { name: M.addButton }).click();
  const addForm = page.getByRole('form', { name: 'Add OIDC provider' });
  await addForm.getByRole('textbox', { name: 'Client Id' }).fill('e2e-dashboards');
  await addForm.getByRole('textbox', { name: 'Client Name' }).fill(name);
  await addForm.getByLabel('Client Secret').fill('e2e-client-secret-value');
  await addForm.getByRole('textbox', { name: 'Client URL' }).fill('http://sso.e2e.example');
  await addForm.getByRole('button', { name: 'Add OIDC Provider' }).click();
  // §5: https only, said on the field before anything is sent.
  await expect(addForm.getByText(M.clientUrlHttps)).toBeVisible();
  await addForm.getByRole('textbox', { name: 'Client URL' }).fill('https://sso.e2e.example/realms/e2e');
  await expectNoSeriousA11yViolations(page, testInfo, 'add OIDC provider form');
  await addForm.getByRole('button', { name: 'Add OIDC Provider' }).click();
  await expect(page.getByText(M.added, { exact: true })).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell', { name: M.noActiveClusters })).toBeVisible();

  // Edit: the warning, then a new name; the secret left blank stays.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByText(M.editWarning)).toBeVisible();
  const renamed = `${name} renamed`;
  const editForm = page.getByRole('form', { name: 'Edit OIDC provider' });
  await editForm.getByRole('textbox', { name: 'Client Name' }).fill(renamed);
  await editForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(M.updated, { exact: true })).toBeVisible();
  const renamedRow = table.getByRole('row').filter({ hasText: renamed });
  await expect(renamedRow).toBeVisible();

  // Delete, after the confirmation.
  await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete OIDC Provider' });
  await expect(dialog.getByText(M.confirmDelete(renamed))).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(M.deleted(renamed), { exact: true })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
});
