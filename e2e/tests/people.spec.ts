import {
  API_KEY_LENGTH,
  API_KEY_TYPE_RULES,
  api,
  buildPath,
  publicClusterListSchema,
  CSRF_HEADER,
  DEMO_ACCOUNT_NAME,
  DEMO_CLUSTERS,
  DEMO_EMPTY_ACCOUNT_NAME,
  DEMO_INVITATION,
  DEMO_SERVICE_USER,
  MESSAGES,
  meSchema,
  PASSWORD_SIGN_IN,
  ROLE_LABELS,
} from '@datadeck/contracts';
import { expect, test, type Page } from '@playwright/test';
import { listClustersWithKey } from '../support/api-keys.ts';
import { submitSignIn } from '../support/auth.ts';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInBothThemes } from '../support/axe.ts';
import {
  acceptAsNewPerson,
  acceptAsNewPersonThroughApi,
  emailOf,
  invitationLink,
  invitationRow,
  inviteThroughApi,
  inviteThroughForm,
  linkedUserRow,
  newPerson,
  NEW_USER_PASSWORD,
  revokeIfOpen,
  serviceUserKeys,
  serviceUsersTable,
  serviceUserToggle,
  signedOutPage,
  tokenOf,
  uniqueUsername,
  unlinkIfLinked,
} from '../support/people.ts';
import { accountIdNamed } from '../support/sessions.ts';
import { openSettingsTab, openSettingsTabAs, settingsTab } from '../support/settings.ts';

/*
 * SPEC §2's people of an account, on the shared Demo Account. Every journey invites or adds
 * people of its own (unique names, support/people.ts) and removes them again; the seeded users,
 * their roles and demo-ci-bot are only looked at.
 */

/** The Demo Account landing page of a user, in the banner their display name. */
async function expectDemoAccountLanding(page: Page, accountId: string, displayName: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/accounts/${accountId}$`));
  await expect(page.getByRole('heading', { level: 1, name: DEMO_ACCOUNT_NAME })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: displayName })).toBeVisible();
}

test.describe('linked users and invitations', () => {
  test('an e-mailed invitation is accepted by a new person, who lands signed in; the owner sees them linked; no serious WCAG 2.1 AA violations', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    // Two browsers (the owner's and the invitee's), an account made with argon2, an e-mail through
    // SMTP and the job queue, and two axe scans: 35–45 s on 2 cores beside another journey.
    test.setTimeout(90_000);
    const person = newPerson('invitee');
    const accountId = await openSettingsTabAs(page, 'demo-owner', 'User Invitations');
    const invitee = await signedOutPage(browser);
    try {
      await inviteThroughForm(page, person.email, 'READ_ONLY');

      // The link arrives by real e-mail (SMTP to the suite's mail catcher).
      const link = await invitationLink(String(baseURL), person.email, DEMO_ACCOUNT_NAME);
      await invitee.goto(link);
      await expect(invitee.getByRole('heading', { level: 1, name: 'Accept invitation' })).toBeVisible();
      await expect(invitee.getByRole('main')).toContainText(
        `You are invited to join ${DEMO_ACCOUNT_NAME} as ${ROLE_LABELS.READ_ONLY}.`,
      );
      await expect(invitee.getByRole('form', { name: 'Create your user' })).toBeVisible();
      await expectNoSeriousA11yViolationsInBothThemes(invitee, testInfo, 'accept-invitation, sign-up form');
      await acceptAsNewPerson(invitee, person);
      await expectDemoAccountLanding(invitee, accountId, person.displayName);

      // The owner's Linked Users lists them with the invited role; the invitation is no longer open.
      await openSettingsTab(page, 'Linked Users');
      await expect(linkedUserRow(page, person.username).getByRole('cell')).toHaveText([
        person.displayName,
        person.email,
        ROLE_LABELS.READ_ONLY,
        PASSWORD_SIGN_IN,
        /Change Role/,
      ]);
      // The tab's list was read at the invitation, and the console keeps a read for 30 s: the
      // owner's reload reads it afresh.
      await openSettingsTab(page, 'User Invitations');
      await page.reload();
      await expect(invitationRow(page, DEMO_INVITATION.email)).toBeVisible();
      await expect(invitationRow(page, person.email)).toHaveCount(0);

      // The link was for one use.
      await invitee.goto(link);
      await expect(invitee.getByText(MESSAGES.invitations.linkAccepted, { exact: true })).toBeVisible();
    } finally {
      await invitee.context().close();
      await revokeIfOpen(page, accountId, person.email);
      await unlinkIfLinked(page, accountId, person.username);
    }
  });

  test("the owner changes a user's role and unlinks them; the user's console follows on their next request; no serious WCAG 2.1 AA violations", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    // Two browsers (the owner's and the member's), an account made with argon2, an e-mail through
    // SMTP and the job queue, and two axe scans: 35–45 s on 2 cores beside another journey.
    test.setTimeout(90_000);
    const person = newPerson('member');
    const accountId = await openSettingsTabAs(page, 'demo-owner', 'Linked Users');
    await expect(linkedUserRow(page, 'demo-owner')).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'settings/linked-users');
    const member = await signedOutPage(browser);
    try {
      // Set-up through the API: a Read Only user of the account, signed in in a browser of their own.
      await inviteThroughApi(page, accountId, person.email, 'READ_ONLY');
      const link = await invitationLink(String(baseURL), person.email, DEMO_ACCOUNT_NAME);
      await acceptAsNewPersonThroughApi(member.context().request, tokenOf(link), person);
      await member.goto(`/accounts/${accountId}`);
      await expectDemoAccountLanding(member, accountId, person.displayName);
      await openSettingsTab(member, 'Details');
      await expect(settingsTab(member, 'Linked Users')).toBeVisible();
      // Read Only has no Security tab; a Cluster Administrator has it (read-only).
      await expect(settingsTab(member, 'Security')).toHaveCount(0);

      // The member is linked since the tab was read: read again.
      await page.reload();
      const row = linkedUserRow(page, person.username);
      await row.getByRole('button', { name: `Change role of ${person.username}` }).click();
      const roleDialog = page.getByRole('dialog', { name: MESSAGES.linkedUsers.selectRole });
      const update = roleDialog.getByRole('button', { name: MESSAGES.linkedUsers.updateRole });
      await expect(roleDialog.getByRole('radio', { name: ROLE_LABELS.READ_ONLY, exact: true })).toBeChecked();
      // Nothing to update until another role is chosen.
      await expect(update).toBeDisabled();
      await roleDialog.getByRole('radio', { name: ROLE_LABELS.CLUSTER_ADMIN, exact: true }).check();
      await update.click();
      await expect(roleDialog).toBeHidden();
      await expect(
        page.getByText(MESSAGES.linkedUsers.roleChanged(person.username, ROLE_LABELS.CLUSTER_ADMIN), { exact: true }),
      ).toBeVisible();
      await expect(row.getByRole('cell', { name: ROLE_LABELS.CLUSTER_ADMIN, exact: true })).toBeVisible();

      // The member's next request is answered for the new role: the Security tab is theirs now.
      await member.reload();
      await expect(settingsTab(member, 'Security')).toBeVisible();
      await openSettingsTab(member, 'Security');

      await row.getByRole('button', { name: `Unlink ${person.username}` }).click();
      const unlinkDialog = page.getByRole('dialog', { name: MESSAGES.linkedUsers.confirmUnlink });
      await expect(unlinkDialog.getByText(MESSAGES.linkedUsers.unlinkWarning)).toBeVisible();
      await expect(unlinkDialog.getByText(`${person.displayName} (${person.username})`)).toBeVisible();
      await unlinkDialog.getByRole('button', { name: 'Unlink', exact: true }).click();
      await expect(page.getByText(MESSAGES.linkedUsers.unlinked(person.username), { exact: true })).toBeVisible();
      await expect(row).toHaveCount(0);

      // The member's session no longer reaches the account, and they have no other.
      await member.reload();
      await expect(member.getByRole('heading', { level: 1, name: 'Account not found' })).toBeVisible();
      await member.getByRole('link', { name: 'Go to your accounts' }).click();
      await expect(member.getByRole('heading', { level: 1, name: 'No accounts yet' })).toBeVisible();
    } finally {
      await member.context().close();
      await revokeIfOpen(page, accountId, person.email);
      await unlinkIfLinked(page, accountId, person.username);
    }
  });

  test('a person who has a user already signs in from the invitation and accepts it', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    /*
     * The demo data offers no fitting user: everyone but staff is on the Demo Account already,
     * except Demo Compliance's owners, whose MFA the compliance journey enforces. So the journey
     * makes its own: a user of Demo Sandbox (demo-owner's other account), by invitation there.
     */
    // Two browsers (the owner's and the invitee's), a sign-in, an account made with argon2 and an
    // e-mail through SMTP and the job queue: 25–35 s on 2 cores beside another journey.
    test.slow();
    const person = newPerson('existing');
    const accountId = await openSettingsTabAs(page, 'demo-owner', 'User Invitations');
    const sandboxId = accountIdNamed(DEMO_EMPTY_ACCOUNT_NAME);
    const invitee = await signedOutPage(browser);
    try {
      await inviteThroughApi(page, sandboxId, person.email, 'READ_ONLY');
      const sandboxLink = await invitationLink(String(baseURL), person.email, DEMO_EMPTY_ACCOUNT_NAME);
      await acceptAsNewPersonThroughApi(request, tokenOf(sandboxLink), person);

      await inviteThroughForm(page, person.email, 'CLUSTER_ADMIN');
      const link = await invitationLink(String(baseURL), person.email, DEMO_ACCOUNT_NAME);

      // Signed out, the page offers to sign in rather than to make a user, and comes back after.
      await invitee.goto(link);
      await expect(invitee.getByText(MESSAGES.invitations.emailHasUser, { exact: true })).toBeVisible();
      await expect(invitee.getByRole('form', { name: 'Create your user' })).toHaveCount(0);
      await invitee.getByRole('link', { name: 'Sign in to accept' }).click();
      await submitSignIn(invitee, person.username, NEW_USER_PASSWORD);
      await expect(invitee.getByRole('heading', { level: 1, name: 'Accept invitation' })).toBeVisible();
      await expect(invitee.getByRole('main')).toContainText(
        `You are invited to join ${DEMO_ACCOUNT_NAME} as ${ROLE_LABELS.CLUSTER_ADMIN}.`,
      );
      await invitee.getByRole('button', { name: 'Accept invitation' }).click();
      await expect(invitee.getByText(MESSAGES.invitations.accepted(DEMO_ACCOUNT_NAME), { exact: true })).toBeVisible();
      await expectDemoAccountLanding(invitee, accountId, person.displayName);
      // Both accounts are theirs now.
      await expect(invitee.getByRole('combobox', { name: 'Account' })).toContainText(DEMO_EMPTY_ACCOUNT_NAME);

      await openSettingsTab(page, 'Linked Users');
      await expect(
        linkedUserRow(page, person.username).getByRole('cell', { name: ROLE_LABELS.CLUSTER_ADMIN, exact: true }),
      ).toBeVisible();
    } finally {
      await invitee.context().close();
      await revokeIfOpen(page, accountId, person.email);
      await revokeIfOpen(page, sandboxId, person.email);
      await unlinkIfLinked(page, accountId, person.username);
      await unlinkIfLinked(page, sandboxId, person.username);
    }
  });

  test('a revoked invitation leaves the table, and its link says it was revoked; no serious WCAG 2.1 AA violations', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    // Two browsers (the owner's and the invitee's), an e-mail through SMTP and the job queue, and
    // two axe scans: 30–40 s on 2 cores beside another journey.
    test.setTimeout(90_000);
    const email = emailOf(uniqueUsername('revoked'));
    const accountId = await openSettingsTabAs(page, 'demo-owner', 'User Invitations');
    await expect(invitationRow(page, DEMO_INVITATION.email)).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'settings/user-invitations');
    const invitee = await signedOutPage(browser);
    try {
      await inviteThroughForm(page, email, 'BILLING');
      const link = await invitationLink(String(baseURL), email, DEMO_ACCOUNT_NAME);

      const revoke = invitationRow(page, email).getByRole('button', { name: `Revoke the invitation of ${email}` });
      const dialog = page.getByRole('dialog', { name: 'Revoke invitation' });
      // Cancel sends nothing.
      await revoke.click();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(invitationRow(page, email)).toBeVisible();

      await revoke.click();
      await expect(dialog).toContainText(email);
      await dialog.getByRole('button', { name: 'Revoke', exact: true }).click();
      await expect(page.getByText(MESSAGES.invitations.revoked, { exact: true })).toBeVisible();
      await expect(invitationRow(page, email)).toHaveCount(0);

      await invitee.goto(link);
      await expect(invitee.getByText(MESSAGES.invitations.linkRevoked, { exact: true })).toBeVisible();
      await expect(invitee.getByRole('form', { name: 'Create your user' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(invitee, testInfo, 'accept-invitation, revoked link');
    } finally {
      await invitee.context().close();
      await revokeIfOpen(page, accountId, email);
    }
  });
});

test.describe('service users', () => {
  const TYPE = 'PROVISIONING';
  const TYPE_NAME = API_KEY_TYPE_RULES[TYPE].displayName;
  const FRESH_KEY = new RegExp(`^[A-Za-z0-9]{${API_KEY_LENGTH}}$`);

  test('a service user is added, its Provisioning key calls the public API, and deactivating it stops the key; no serious WCAG 2.1 AA violations', async ({
    page,
    request,
  }, testInfo) => {
    // Two pages of forms, a key generated, two public API calls and four axe scans: 40–50 s on
    // 2 cores beside another journey.
    test.setTimeout(90_000);
    const username = uniqueUsername('bot');
    const displayName = `Bot ${username}`;
    const accountId = await openSettingsTabAs(page, 'demo-owner', 'Service Users');
    try {
      // The seeded service user's row expanded: its keys.
      await serviceUserToggle(page, DEMO_SERVICE_USER.displayName).click();
      await expect(serviceUserKeys(page, DEMO_SERVICE_USER.displayName)).toBeVisible();
      await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'settings/service-users, expanded');

      await page.getByRole('main').getByRole('link', { name: 'Add New Service User' }).click();
      await expect(page).toHaveURL(new RegExp(`/accounts/${accountId}/settings/service-users/new/add$`));
      await expect(page.getByRole('heading', { level: 2, name: 'Add New Service User' })).toBeVisible();
      await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'settings/service-users/new/add');
      const main = page.getByRole('main');
      await main.getByLabel('Username').fill(username);
      await main.getByLabel('Display name').fill(displayName);
      await main.getByLabel('Email').fill(emailOf(username));
      await main.getByRole('radio', { name: ROLE_LABELS.CLUSTER_ADMIN, exact: true }).check();
      await main.getByRole('button', { name: 'Add Service User' }).click();
      await expect(page.getByText(MESSAGES.serviceUsers.added, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/accounts/${accountId}/settings/service-users$`));

      const toggle = serviceUserToggle(page, displayName);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const keyRow = serviceUserKeys(page, displayName)
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: TYPE_NAME, exact: true }) });
      await expect(keyRow.getByText('No key', { exact: true })).toBeVisible();
      await keyRow.getByRole('button', { name: `Add ${TYPE_NAME} API key of ${username}` }).click();
      await expect(page.getByText(MESSAGES.apiKeys.generated, { exact: true })).toBeVisible();
      // Shown once, in clear: what the owner copies into the script.
      await expect(keyRow.getByRole('code')).toHaveText(FRESH_KEY);
      const key = await keyRow.getByRole('code').innerText();

      const listed = await listClustersWithKey(request, username, key);
      expect(listed.status(), await listed.text()).toBe(api.public.listClusters.status);
      const [dataSource] = publicClusterListSchema.parse(await listed.json());
      expect(dataSource?.accountId).toBe(accountId);
      expect(dataSource?.clusters.length).toBeGreaterThanOrEqual(DEMO_CLUSTERS.length);

      await serviceUsersTable(page)
        .getByRole('button', { name: `Deactivate ${displayName}` })
        .click();
      const dialog = page.getByRole('dialog', { name: `Deactivate ${displayName}` });
      await expect(dialog.getByText(MESSAGES.serviceUsers.deactivateConfirm(displayName))).toBeVisible();
      await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
      await expect(page.getByText(MESSAGES.serviceUsers.deactivated, { exact: true })).toBeVisible();
      await expect(toggle).toHaveCount(0);
      await expect(serviceUserToggle(page, DEMO_SERVICE_USER.displayName)).toBeVisible();

      // Its key stops working at once.
      expect((await listClustersWithKey(request, username, key)).status()).toBe(401);
    } finally {
      // A failure before the deactivation leaves no service user with a working key behind.
      const me = meSchema.parse(await (await page.request.get(api.auth.me.path)).json());
      const deactivated = await page.request.delete(
        buildPath(api.serviceUsers.deactivate.path, { accountId, username }),
        { headers: { [CSRF_HEADER]: me.csrfToken } },
      );
      expect([api.serviceUsers.deactivate.status, 404]).toContain(deactivated.status());
    }
  });
});
