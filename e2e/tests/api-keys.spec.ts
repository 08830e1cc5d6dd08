import {
  DEMO_ACCOUNT_NAME,
  API_KEY_LENGTH,
  API_KEY_TYPE_RULES,
  publicClusterListSchema,
  invalidLinesMessage,
  MESSAGES,
} from '@datadeck/contracts';
import { expect, test, type Page } from '@playwright/test';
import { apiKeyRow, deleteOwnApiKey, listClustersWithKey } from '../support/api-keys.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { escapeRegExp } from '../support/create-cluster.ts';
import { accountIdNamed, useSavedSession } from '../support/sessions.ts';
import { openSettingsTabAs } from '../support/settings.ts';

/*
 * A Cluster Administrator's Provisioning key on the Demo Account, from Add to Delete, with the
 * public API called as a script would between the steps. Keys are per user: no other test sees
 * demo-admin's. The steps build on one another (the key in force is handed on), so they run in
 * order, in one worker; a retry starts again from Add.
 */
const USER = 'demo-admin';
const TYPE = 'PROVISIONING';
const TYPE_NAME = API_KEY_TYPE_RULES[TYPE].displayName;
const KEY_NAME = `${TYPE_NAME} API key`;
const FRESH_KEY = new RegExp(`^[A-Za-z0-9]{${API_KEY_LENGTH}}$`);
/** A range the test machine is not in (TEST-NET-3, RFC 5737): the server sees 127.0.0.1. */
const ELSEWHERE = '203.0.113.0/24';
const LOCAL = '127.0.0.1/32';

/** Settings → API Keys of the Demo Account, by its address; returns the account's id. */
async function openApiKeys(page: Page): Promise<string> {
  return openSettingsTabAs(page, USER, 'API Keys');
}

/** The allow-list page of the key, from its row's Manage link. */
async function openAllowList(page: Page, accountId: string): Promise<void> {
  await apiKeyRow(page, TYPE_NAME)
    .getByRole('link', { name: `Manage ${KEY_NAME}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/accounts/${accountId}/settings/api-keys/${TYPE}/manage-api-key$`));
  await expect(page.getByRole('heading', { level: 2, name: `${TYPE_NAME} API key security` })).toBeVisible();
}

/** The key shown in clear in the row, just generated or rotated, with what it says about it. */
async function freshKeyOf(page: Page): Promise<string> {
  const row = apiKeyRow(page, TYPE_NAME);
  await expect(row.getByRole('code')).toHaveText(FRESH_KEY);
  await expect(row.getByText(MESSAGES.apiKeys.copyNow)).toBeVisible();
  return row.getByRole('code').innerText();
}

test.describe('API keys', () => {
  test.describe.configure({ mode: 'serial' });

  /** The key in force, handed from step to step. */
  let key: string;

  test('a Provisioning key is added, shown once to copy, and scripts call the public API with it', async ({
    page,
    context,
    request,
  }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await useSavedSession(page, USER);
    await deleteOwnApiKey(page, accountIdNamed(DEMO_ACCOUNT_NAME), TYPE);
    const accountId = await openApiKeys(page);
    const main = page.getByRole('main');
    const row = apiKeyRow(page, TYPE_NAME);

    await expect(main.getByText(MESSAGES.apiKeys.basicAuth)).toBeVisible();
    await expect(row.getByText('No key', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Add ${KEY_NAME}` }).click();
    await expect(page.getByText(MESSAGES.apiKeys.generated)).toBeVisible();
    key = await freshKeyOf(page);

    await row.getByRole('button', { name: `Copy ${KEY_NAME}` }).click();
    await expect(row.getByRole('button', { name: `${KEY_NAME} copied` })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await expectNoSeriousA11yViolations(page, testInfo, 'settings/api-keys with a fresh key');

    // A new key works from everywhere until its allow-list is narrowed.
    await expect(row).toContainText('Everywhere (0.0.0.0/0)');
    const response = await listClustersWithKey(request, USER, key);
    expect(response.status(), await response.text()).toBe(200);
    expect(publicClusterListSchema.parse(await response.json())[0]?.accountId).toBe(accountId);

    // Shown once: on the page's next visit the key is masked.
    await page.reload();
    await expect(row).toContainText(`Hidden key ending in ${key.slice(-4)}`);
    await expect(row.getByRole('button', { name: `Copy ${KEY_NAME}` })).toHaveCount(0);
    await expect(main.getByText(MESSAGES.apiKeys.copyNow)).toHaveCount(0);
  });

  test('rotating asks first: Cancel keeps the key, Rotate replaces it and the old key stops working', async ({
    page,
    request,
  }) => {
    await openApiKeys(page);
    const row = apiKeyRow(page, TYPE_NAME);
    const masked = `Hidden key ending in ${key.slice(-4)}`;
    const dialog = page.getByRole('dialog', { name: `Rotate ${KEY_NAME}` });

    await row.getByRole('button', { name: `Rotate ${KEY_NAME}` }).click();
    await expect(dialog.getByText(MESSAGES.apiKeys.rotateConfirm)).toBeVisible();
    // The choice that changes nothing has the focus.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(masked);
    expect((await listClustersWithKey(request, USER, key)).status()).toBe(200);

    await row.getByRole('button', { name: `Rotate ${KEY_NAME}` }).click();
    await dialog.getByRole('button', { name: 'Rotate', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(MESSAGES.apiKeys.rotated)).toBeVisible();
    const rotated = await freshKeyOf(page);
    expect(rotated).not.toBe(key);

    expect((await listClustersWithKey(request, USER, key)).status(), 'the old key').toBe(401);
    expect((await listClustersWithKey(request, USER, rotated)).status(), 'the new key').toBe(200);
    key = rotated;
  });

  test('the allow-list names bad lines, asks before an empty list, and locks the key out until "Add my public IP"', async ({
    page,
    request,
  }, testInfo) => {
    // An axe scan, two saves and three public API calls: 31 s on the loaded 2-core CI machine
    // beside another journey, past the default 30 s, so the slow budget.
    test.slow();
    const accountId = await openApiKeys(page);
    await expect(apiKeyRow(page, TYPE_NAME)).toContainText('Everywhere (0.0.0.0/0)');
    await openAllowList(page, accountId);
    const main = page.getByRole('main');
    const ranges = main.getByRole('textbox', { name: 'Allowed IPv4 ranges' });
    await expect(ranges).toHaveValue('0.0.0.0/0');

    // A line that is no range is named beside the field; nothing is sent.
    await ranges.fill(`${ELSEWHERE}\noffice-vpn`);
    await main.getByRole('button', { name: 'Save', exact: true }).click();
    const invalid = invalidLinesMessage([{ line: 2, text: 'office-vpn' }]);
    await expect(ranges).toHaveAccessibleDescription(new RegExp(escapeRegExp(invalid)));
    await expect(ranges).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page, testInfo, 'allow-list with an invalid line');

    // An empty list would refuse the key everywhere: the console asks first. Cancel keeps the list.
    await ranges.fill('');
    await main.getByRole('button', { name: 'Save', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Save this allow-list?' });
    await expect(confirm.getByText(MESSAGES.apiKeys.emptyListConfirm)).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/\/manage-api-key$/);
    expect((await listClustersWithKey(request, USER, key)).status(), 'with the list unchanged').toBe(200);

    // A range the caller is not in: saved, and the key is refused from here.
    await ranges.fill(ELSEWHERE);
    await main.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(MESSAGES.apiKeys.saved)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/accounts/${accountId}/settings/api-keys$`));
    await expect(apiKeyRow(page, TYPE_NAME).getByRole('cell', { name: ELSEWHERE, exact: true })).toBeVisible();
    const refused = await listClustersWithKey(request, USER, key);
    expect(refused.status(), await refused.text()).toBe(403);
    expect(await refused.text()).toContain(MESSAGES.apiKeys.forbidden);

    // The page offers the caller's own address (as the server sees it), and saves it at once.
    await openAllowList(page, accountId);
    await expect(ranges).toHaveValue(ELSEWHERE);
    await main.getByRole('button', { name: 'Add my public IP (127.0.0.1)' }).click();
    // The first save's toast may still be showing.
    await expect(page.getByText(MESSAGES.apiKeys.saved).last()).toBeVisible();
    await expect(ranges).toHaveValue(`${ELSEWHERE}\n${LOCAL}`);
    await expect(main.getByRole('button', { name: /^Add my public IP/ })).toHaveCount(0);
    await expect(page).toHaveURL(/\/manage-api-key$/);
    expect((await listClustersWithKey(request, USER, key)).status(), 'from an allowed address').toBe(200);
  });

  test('deleting asks first; then the key stops working and the row offers Add again', async ({ page, request }) => {
    await openApiKeys(page);
    const row = apiKeyRow(page, TYPE_NAME);
    await expect(row).toContainText(`${ELSEWHERE}, ${LOCAL}`);

    await row.getByRole('button', { name: `Delete ${KEY_NAME}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${KEY_NAME}` });
    await expect(dialog.getByText(MESSAGES.apiKeys.deleteConfirm)).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(MESSAGES.apiKeys.deleted)).toBeVisible();

    await expect(row.getByText('No key', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: `Add ${KEY_NAME}` })).toBeEnabled();
    const response = await listClustersWithKey(request, USER, key);
    expect(response.status(), await response.text()).toBe(401);
    expect(response.headers()['www-authenticate']).toMatch(/^Basic /);
  });
});
