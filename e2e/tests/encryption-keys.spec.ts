import { MESSAGES } from '@datadeck/contracts';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { demoAccountPath, openSignedIn } from '../support/landing.ts';

/** The Demo Account's own AWS account (its 'Acme AWS' provider account, seeded). */
const ACME_AWS_ACCOUNT = '210987654321';
const OTHER_AWS_ACCOUNT = '444455556666';
const arnIn = (awsAccountId: string) =>
  `arn:aws:kms:us-east-1:${awsAccountId}:key/3c1e5a7b-2d4f-4a6b-8c9d-0e1f2a3b4c5d`;

/** Unique per attempt: a retry on CI sees the keys the first attempt left, and must find its own. */
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

const keyTable = (page: Page) => page.getByRole('table', { name: 'Encryption keys' });
const keyRow = (page: Page, alias: string) =>
  keyTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: alias, exact: true }) });

async function addKey(page: Page, alias: string, arn: string) {
  const form = page.getByRole('form', { name: 'Add Encryption Key' });
  await form.getByRole('textbox', { name: 'Alias' }).fill(alias);
  await form.getByRole('textbox', { name: 'ARN' }).fill(arn);
  await form.getByRole('combobox', { name: 'Provider Account' }).click();
  await page.getByRole('option', { name: /^Acme AWS/ }).click();
  await form.getByRole('button', { name: 'Add Key' }).click();
  await expect(page.getByText(MESSAGES.encryptionKeys.added, { exact: true }).first()).toBeVisible();
  await expect(keyRow(page, alias).getByText('Unknown')).toBeVisible();
}

test('demo-owner adds keys, validates them as Valid and Invalid, and deletes them', async ({ page }, testInfo) => {
  // Cluster Resources opens on Encryption Keys: by its address.
  await openSignedIn(page, 'demo-owner', demoAccountPath('cluster-resources'));
  await expect(page.getByRole('heading', { level: 2, name: 'Encryption Keys' })).toBeVisible();
  await expect(page.getByText('AWS EBS encryption at rest')).toBeVisible();
  // The demo's two keys: one of Acme AWS's own account, one of another.
  await expect(keyRow(page, 'virginia-prod').getByText('Valid', { exact: true })).toBeVisible();
  await expect(keyRow(page, 'ireland-legacy').getByText('Invalid', { exact: true })).toBeVisible();

  const id = stamp();
  const good = `e2e-good-${id}`;
  const bad = `e2e-bad-${id}`;
  await addKey(page, good, arnIn(ACME_AWS_ACCOUNT));
  await addKey(page, bad, arnIn(OTHER_AWS_ACCOUNT));
  await expect(keyRow(page, good).getByRole('cell', { name: ACME_AWS_ACCOUNT })).toBeVisible();
  await expect(keyRow(page, good).getByRole('cell', { name: 'US_EAST_1' })).toBeVisible();

  await page.getByRole('button', { name: `Validate ${good}` }).click();
  await expect(page.getByText(MESSAGES.encryptionKeys.valid)).toBeVisible();
  await expect(keyRow(page, good).getByText('Valid', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Validate ${bad}` }).click();
  await expect(
    page.getByText(MESSAGES.encryptionKeys.wrongAwsAccount(OTHER_AWS_ACCOUNT, 'Acme AWS', ACME_AWS_ACCOUNT)),
  ).toBeVisible();
  await expect(keyRow(page, bad).getByText('Invalid', { exact: true })).toBeVisible();

  await expectNoSeriousA11yViolations(page, testInfo, 'encryption keys');

  for (const alias of [good, bad]) {
    await page.getByRole('button', { name: `Delete ${alias}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete encryption key' });
    await expect(dialog).toContainText(MESSAGES.encryptionKeys.confirmDelete(alias));
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(keyRow(page, alias)).toHaveCount(0);
  }
  await expect(page.getByText(MESSAGES.encryptionKeys.deleted).first()).toBeVisible();
});
