import { MESSAGES } from '@datadeck/contracts';
import { expect, test, type Page } from '@playwright/test';
import { createCassandraCluster, headerStatus, uniqueClusterName } from '../support/clusters.ts';
import { accountIdOf, clusterCard, clusterList, openDemoAccount, searchBox } from '../support/landing.ts';
import { linkIn, waitForMail } from '../support/mail.ts';

/** Opens a seeded RUNNING cluster's summary the way a user does: its card leads to monitoring, then back. */
async function openSeededClusterPage(page: Page, name: string): Promise<void> {
  await clusterCard(page, name).getByRole('link', { name }).click();
  await page.getByRole('link', { name: 'Back to the cluster' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe('deleting a cluster', () => {
  test('Delete Cluster asks for the name, lodges the request, and the cluster leaves the list', async ({ page }) => {
    // Provisioning (6 s) and deletion (a quarter of it) of the simulated driver, plus polling.
    test.setTimeout(60_000);
    await openDemoAccount(page, 'demo-admin');
    const accountId = accountIdOf(page);
    const name = uniqueClusterName('delete');
    const cluster = await createCassandraCluster(page, accountId, name);

    await page.goto(`/accounts/${accountId}/clusters/${cluster.id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
    // Once it runs nothing is polling the page any more: what shows next is the deletion's doing.
    await expect(headerStatus(page, 'RUNNING')).toBeVisible({ timeout: 30_000 });

    await main.getByRole('button', { name: 'Delete Cluster' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete cluster' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(MESSAGES.clusters.deleteConfirm(name))).toBeVisible();
    const nameField = dialog.getByRole('textbox', { name: 'Cluster name' });
    await expect(nameField).toBeFocused();
    const confirm = dialog.getByRole('button', { name: 'Delete cluster' });
    await expect(confirm).toBeDisabled();

    // Almost the name is not the name.
    await nameField.fill(name.toUpperCase());
    await expect(confirm).toBeDisabled();
    await nameField.fill(name);
    await expect(confirm).toBeEnabled();
    await confirm.click();

    await expect(dialog).toBeHidden();
    await expect(page.getByText(MESSAGES.clusters.deleteRequested(name), { exact: true })).toBeVisible();
    // The page shows the request at once, and the button cannot ask twice.
    await expect(main.getByRole('note').filter({ hasText: MESSAGES.landing.deleteRequested })).toBeVisible();
    const deleteButton = main.getByRole('button', { name: 'Delete Cluster' });
    await expect(deleteButton).toHaveAttribute('aria-disabled', 'true');
    await expect(deleteButton).toHaveAccessibleDescription(MESSAGES.clusters.alreadyDeleting);

    // Deletion runs on its own (DELETING, then DELETED): the open page follows it without a reload.
    await expect(main.getByRole('heading', { level: 1, name: 'Cluster not found' })).toBeVisible({ timeout: 30_000 });

    await main.getByRole('link', { name: 'Back to the clusters' }).click();
    await searchBox(page).fill(name);
    await searchBox(page).press('Enter');
    await expect(page.getByRole('status').filter({ hasText: `Showing 0 results for "${name}"` })).toBeVisible();
    await expect(page.getByText(MESSAGES.landing.noResults, { exact: true })).toBeVisible();
    await expect(clusterList(page)).toHaveCount(0);
  });

  test('Cancel closes the dialog and deletes nothing', async ({ page }) => {
    await openDemoAccount(page, 'demo-owner');
    await openSeededClusterPage(page, 'events-kafka');
    const main = page.getByRole('main');

    await main.getByRole('button', { name: 'Delete Cluster' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete cluster' });
    await dialog.getByRole('textbox', { name: 'Cluster name' }).fill('events-kafka');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await expect(dialog).toBeHidden();
    await expect(main.getByRole('note').filter({ hasText: MESSAGES.landing.deleteRequested })).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Delete Cluster' })).not.toHaveAttribute('aria-disabled', 'true');
    // Opened again, the dialog starts empty.
    await main.getByRole('button', { name: 'Delete Cluster' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Cluster name' })).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('two-factor delete', () => {
  test('deleting asks for the e-mailed confirmation first, and the cluster stays until then', async ({ page }) => {
    await openDemoAccount(page, 'demo-owner');
    const accountId = accountIdOf(page);
    const name = uniqueClusterName('2fa');
    const email = 'ops@e2e.example';
    const cluster = await createCassandraCluster(page, accountId, name, { twoFactorDeleteEmail: email });

    await page.goto(`/accounts/${accountId}/clusters/${cluster.id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('definition').filter({ hasText: `Confirmed by e-mail to ${email}` })).toBeVisible();
    await main.getByRole('button', { name: 'Delete Cluster' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete cluster' });
    await dialog.getByRole('textbox', { name: 'Cluster name' }).fill(name);
    await dialog.getByRole('button', { name: 'Delete cluster' }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByText(MESSAGES.clusters.deleteConfirmationSent(email), { exact: true })).toBeVisible();
    await expect(main.getByRole('note').filter({ hasText: 'Deletion awaiting confirmation' })).toContainText(email);
    const deleteButton = main.getByRole('button', { name: 'Delete Cluster' });
    await expect(deleteButton).toHaveAttribute('aria-disabled', 'true');
    await expect(deleteButton).toHaveAccessibleDescription(MESSAGES.clusters.alreadyDeleting);
    // Nothing is deleted before the link is followed.
    await page.reload();
    await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(main.getByRole('note').filter({ hasText: 'Deletion awaiting confirmation' })).toBeVisible();

    // The link arrives by real e-mail (SMTP to the suite's mail catcher) and confirms the deletion.
    const mail = await waitForMail(email, `Confirm deletion of cluster ${name}`);
    await page.goto(linkIn(mail, 'http'));
    await page.getByRole('button', { name: 'Confirm deletion' }).click();
    await expect(page.getByText(MESSAGES.clusters.deletionConfirmed(name), { exact: true })).toBeVisible();
  });

  test('a confirmation link without a valid token deletes nothing and says so', async ({ page }) => {
    // The page is public: the token is the credential.
    await page.goto('/confirm-cluster-deletion');
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm cluster deletion' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.clusters.deletionLinkInvalid);

    // A token is only checked on request: a mail scanner opening the link deletes nothing.
    await page.goto('/confirm-cluster-deletion?token=not-a-real-token');
    const confirm = page.getByRole('button', { name: 'Confirm deletion' });
    await expect(confirm).toBeVisible();
    await confirm.click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.clusters.deletionLinkInvalid);
    await expect(page.getByRole('link', { name: 'Go to the console' })).toBeVisible();
  });
});

test.describe('what READ_ONLY may do with clusters', () => {
  test('Delete Cluster is disabled on a cluster page, with the reason beside it', async ({ page }) => {
    await openDemoAccount(page, 'demo-readonly');
    await openSeededClusterPage(page, 'orders-cassandra');
    const main = page.getByRole('main');

    const deleteButton = main.getByRole('button', { name: 'Delete Cluster' });
    await expect(deleteButton).toHaveAttribute('aria-disabled', 'true');
    await expect(deleteButton).toHaveAccessibleDescription(MESSAGES.clusters.deleteNotPermitted);
    await expect(main.getByText(MESSAGES.clusters.deleteNotPermitted, { exact: true })).toBeVisible();

    // Still reachable by keyboard; activating it opens nothing.
    await deleteButton.focus();
    await expect(deleteButton).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the create-cluster page is not open to READ_ONLY, even by its address', async ({ page }) => {
    await openDemoAccount(page, 'demo-readonly');
    const accountId = accountIdOf(page);

    await page.goto(`/accounts/${accountId}/create-cluster`);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    await expect(main.getByText(MESSAGES.errors.forbidden, { exact: true })).toBeVisible();
    await expect(main.getByRole('form', { name: 'Create cluster' })).toHaveCount(0);
  });
});
