import { DEMO_ACCOUNT_NAME, MESSAGES } from '@datadeck/contracts';
import { expect, test } from '@playwright/test';
import { createCassandraCluster, headerStatus, uniqueClusterName } from '../support/clusters.ts';
import { clusterList, demoAccountPath, openSignedIn, searchBox } from '../support/landing.ts';
import { linkIn, waitForMail } from '../support/mail.ts';
import { accountIdNamed, useSavedSession } from '../support/sessions.ts';

test.describe('deleting a cluster', () => {
  test('Delete Cluster asks for the name, lodges the request, and the cluster leaves the list', async ({ page }) => {
    // Provisioning (6 s) and deletion (a quarter of it) of the simulated driver, plus polling.
    test.setTimeout(60_000);
    await useSavedSession(page, 'demo-admin');
    const name = uniqueClusterName('delete');
    const cluster = await createCassandraCluster(page, accountIdNamed(DEMO_ACCOUNT_NAME), name);

    await openSignedIn(page, 'demo-admin', demoAccountPath(`clusters/${cluster.id}`));
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
});

test.describe('two-factor delete', () => {
  test('deleting asks for the e-mailed confirmation first, and the cluster stays until then', async ({ page }) => {
    await useSavedSession(page, 'demo-owner');
    const name = uniqueClusterName('2fa');
    const email = 'ops@e2e.example';
    const cluster = await createCassandraCluster(page, accountIdNamed(DEMO_ACCOUNT_NAME), name, {
      twoFactorDeleteEmail: email,
    });

    await openSignedIn(page, 'demo-owner', demoAccountPath(`clusters/${cluster.id}`));
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
});
