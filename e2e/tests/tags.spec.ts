import { LIMITS, MESSAGES } from '@datadeck/contracts';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { demoAccountPath, openSignedIn } from '../support/landing.ts';

/** Unique per attempt: a retry on CI sees what the first attempt left, and must add its own tag. */
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The Demo Account's seeded tags (modules/demo/tags.ts), one GCP refuses. */
const DEMO_TAG = { key: 'team', value: 'payments' };
const GCP_REFUSED_TAG = { key: 'Cost Centre', value: 'CC-1042' };

/** Cluster Resources → Tags of the Demo Account, by its address. */
async function openTagsTab(page: Page): Promise<void> {
  await openSignedIn(page, 'demo-owner', demoAccountPath('cluster-resources/tags'));
  const tab = page.getByRole('tablist', { name: 'Cluster resources sections' }).getByRole('tab', { name: 'Tags' });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Tags', exact: true })).toBeVisible();
}

const tagRow = (page: Page, key: string) =>
  page
    .getByRole('table', { name: 'Tags' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: key, exact: true }) });

/** The counter's number of tags ('n / 30 Tags used'). */
async function tagsUsed(page: Page): Promise<number> {
  const text = await page.getByText(new RegExp(`^\\d+ / ${LIMITS.maxTagsPerAccount} Tags used$`)).innerText();
  return Number(text.split(' ')[0]);
}

test.describe('custom tags', () => {
  test('demo-owner adds a tag, sees its compatible providers and the counter, then deletes it', async ({
    page,
  }, testInfo) => {
    await openTagsTab(page);
    await expect(tagRow(page, DEMO_TAG.key).getByRole('cell', { name: 'AWS, GCP, Azure' })).toBeVisible();
    await expect(tagRow(page, GCP_REFUSED_TAG.key).getByRole('cell', { name: 'AWS, Azure' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'tags tab');

    const before = await tagsUsed(page);
    const key = `Owner ${stamp()}`;
    const form = page.getByRole('group', { name: 'Add Tags' });
    await form.getByRole('textbox', { name: 'Key' }).fill(key);
    await form.getByRole('textbox', { name: 'Default Value' }).fill('ops');
    await expect(form.getByText('Compatible Providers: AWS, Azure')).toBeVisible();
    await form.getByRole('button', { name: 'Add Tag' }).click();
    await expect(page.getByText(`${MESSAGES.tags.added(key)} GCP will not accept this tag`)).toBeVisible();
    await expect(tagRow(page, key).getByRole('cell', { name: 'AWS, Azure' })).toBeVisible();
    await expect(page.getByText(MESSAGES.tags.used(before + 1, LIMITS.maxTagsPerAccount))).toBeVisible();

    await tagRow(page, key)
      .getByRole('button', { name: `Delete Tag ${key}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete Tag' });
    await expect(dialog.getByText(MESSAGES.tags.confirmDelete(key))).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete Tag' }).click();
    await expect(page.getByText(MESSAGES.tags.deleted)).toBeVisible();
    await expect(tagRow(page, key)).toHaveCount(0);
    await expect(page.getByText(MESSAGES.tags.used(before, LIMITS.maxTagsPerAccount))).toBeVisible();
  });
});
