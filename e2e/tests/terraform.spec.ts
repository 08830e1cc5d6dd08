import { MESSAGES, TERRAFORM_ARCHIVE_NAME } from '@datadeck/contracts';
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { demoAccountPath, openSignedIn } from '../support/landing.ts';

/** The names of a zip's entries, read from its central directory (signature PK\x01\x02). */
function zipEntryNames(zip: Buffer): string[] {
  const names: string[] = [];
  for (let at = zip.indexOf('PK\x01\x02'); at !== -1; at = zip.indexOf('PK\x01\x02', at + 4)) {
    const nameLength = zip.readUInt16LE(at + 28);
    names.push(zip.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
  }
  return names;
}

test.describe('Terraform export', () => {
  test('a cluster administrator downloads the Demo Account as a zip of Terraform files', async ({ page }, testInfo) => {
    await openSignedIn(page, 'demo-admin', demoAccountPath('cluster-resources/terraform'));
    await expect(
      page.getByRole('tablist', { name: 'Cluster resources sections' }).getByRole('tab', { name: 'Terraform' }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'Terraform' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'terraform tab');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(TERRAFORM_ARCHIVE_NAME);
    await expect(page.getByText(MESSAGES.terraform.downloaded)).toBeVisible();

    const zip = await readFile(await download.path());
    expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
    const names = zipEntryNames(zip);
    expect(names).toContain('provider.tf');
    // The seeded clusters, each in its own file beside the provider's.
    expect(names.filter((name) => name.endsWith('.tf')).length).toBeGreaterThan(1);
  });
});
