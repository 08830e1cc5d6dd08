import { createHash } from 'node:crypto';
import { api, MESSAGES } from '@datadeck/contracts';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { demoAccountPath, openSignedIn } from '../support/landing.ts';

/** The seed's latest Cassandra amd64 image (apps/server/src/modules/demo/private-cloud.ts). */
const IMAGE = 'Apache Cassandra 4.1.3 (amd64, OVA)';

test('demo-owner lists the install images and downloads one by its signed link', async ({ page }, testInfo) => {
  await openSignedIn(page, 'demo-owner', demoAccountPath('cluster-resources/private-cloud'));
  const table = page.getByRole('table', { name: 'Private-cloud install images' });
  await expect(table).toBeVisible();

  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: IMAGE }) });
  await expect(row.getByText(MESSAGES.privateCloud.latest, { exact: true })).toBeVisible();
  const older = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Cassandra 4\.0\.11/ }) });
  await expect(older.getByText(MESSAGES.privateCloud.latestMustBeUsed)).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'private cloud tab');

  // Small demo files: the size shows in bytes, and the checksum in full.
  const size = Number((await row.getByRole('cell').nth(2).innerText()).replace(/ B$/, ''));
  const checksum = await row.getByText(/^[0-9a-f]{64}$/).innerText();

  const linkAnswer = page.waitForResponse(
    (response) =>
      response.request().method() === api.privateCloud.downloadLink.method &&
      response.url().includes('/resources/private-cloud/'),
  );
  const newTab = page.context().waitForEvent('page');
  await row.getByRole('button', { name: `Download ${IMAGE}` }).click();
  const { url } = (await (await linkAnswer).json()) as { url: string };
  await (await newTab).close();

  // The link is its own credential: the file is served, whole and by range, to anyone holding it.
  const file = await page.request.get(url);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toMatch(/^attachment; filename="datadeck-cassandra-4\.1\.3-amd64/);
  const bytes = await file.body();
  expect(bytes.length).toBe(size);
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(checksum);
  const part = await page.request.get(url, { headers: { range: 'bytes=0-9' } });
  expect(part.status()).toBe(206);
  expect((await part.body()).equals(bytes.subarray(0, 10))).toBe(true);
});
