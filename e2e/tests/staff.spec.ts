import {
  API_KEY_TYPE_RULES,
  AUDIT_EVENT_LABELS,
  DEMO_ACCOUNT_NAME,
  DEMO_COMPLIANCE_ACCOUNT_NAME,
  FEATURE_SWITCHES,
  MESSAGES,
  ROLE_API_KEY_TYPES,
} from '@datadeck/contracts';
import { expect, test, type Page } from '@playwright/test';
import { userMenuButton } from '../support/auth.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { demoUser } from '../support/demo.ts';
import { openSignedIn } from '../support/landing.ts';
import { STAFF_USER } from '../support/sessions.ts';
import { openSettingsTab, openSettingsTabAs } from '../support/settings.ts';

/*
 * A staff user's day, as demo-support, whose MFA the set-up turned on through the API and whose
 * two sessions it saved (setup/sessions.setup.ts): the Staff page reached from the user menu, an
 * account looked up, a user impersonated and the impersonation ended (in a session of its own:
 * impersonation belongs to the session), and a message of the day for Demo Compliance only (the
 * other journeys count the Demo Account's messages). No feature switch is flipped: database
 * maintenance would refuse other journeys' changes.
 */
const STAFF = STAFF_USER;
const IMPERSONATED = 'demo-readonly';

/** The texts of the staff pages' own toasts (the web app's; the spec quotes none). */
const STAFF_TOASTS = {
  messageCreated: 'The message of the day has been created',
  messageExpired: 'The message of the day has expired',
} as const;

function staffTab(page: Page, name: 'Accounts' | 'Feature switches' | 'Messages of the day') {
  return page.getByRole('tablist', { name: 'Staff sections' }).getByRole('tab', { name, exact: true });
}

/** The Staff page from the user menu: it opens on Accounts. */
async function openStaffPage(page: Page): Promise<void> {
  await userMenuButton(page, STAFF).click();
  await page.getByRole('menuitem', { name: 'Staff' }).click();
  await expect(page).toHaveURL(/\/staff\/accounts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(staffTab(page, 'Accounts')).toHaveAttribute('aria-selected', 'true');
  // The user menu closes with a transition; an accessibility scan taken meanwhile would see it.
  await expect(page.getByRole('menu')).toBeHidden();
}

/** Searches accounts by name and returns the row of the one found. */
async function findAccount(page: Page, name: string) {
  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: 'Search accounts' }).fill(name);
  // The search is sent after a pause in typing, into the URL; until then every account is
  // listed, and a result opened meanwhile would be left again when the search is sent.
  await expect(page).toHaveURL((url) => url.searchParams.get('search') === name);
  const row = main
    .getByRole('table', { name: 'Accounts found' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(row).toHaveCount(1);
  return row;
}

function impersonationBanner(page: Page) {
  return page.getByRole('region', { name: 'Impersonation' });
}

test.describe('staff functions', () => {
  test('staff are linked to no account, and reach the Staff page from the user menu', async ({ page }, testInfo) => {
    // Staff are linked to no account: the console says where customer accounts are reached.
    await openSignedIn(page, STAFF, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'No accounts yet' })).toBeVisible();
    await openStaffPage(page);
    await expectNoSeriousA11yViolations(page, testInfo, 'staff/accounts');
  });
});

// The owner reads the impersonation the journey before made: one after the other, in one worker.
test.describe('impersonation', () => {
  test.describe.configure({ mode: 'serial' });

  test('staff look an account up and impersonate one of its users, then stop', async ({ page }, testInfo) => {
    await openSignedIn(page, 'demo-support-impersonating', '/staff/accounts');
    const main = page.getByRole('main');

    await (await findAccount(page, DEMO_ACCOUNT_NAME))
      .getByRole('link', { name: DEMO_ACCOUNT_NAME, exact: true })
      .click();
    await expect(page).toHaveURL(/\/staff\/accounts\/[0-9a-f-]{36}$/);
    await expect(main.getByRole('heading', { level: 2, name: DEMO_ACCOUNT_NAME })).toBeVisible();
    const users = main.getByRole('table', { name: 'Users of the account' });
    await expect(users.getByRole('row').filter({ hasText: IMPERSONATED })).toHaveCount(1);

    // The confirmation names the user, and acting as them is the second click.
    await users.getByRole('button', { name: `Impersonate ${IMPERSONATED}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Impersonate user' });
    await expect(dialog).toContainText(
      `Impersonate ${demoUser(IMPERSONATED).displayName} (${IMPERSONATED}) on ${DEMO_ACCOUNT_NAME}?`,
    );
    await dialog.getByRole('button', { name: `Impersonate ${IMPERSONATED}` }).click();

    // The Demo Account as that user sees it, under a banner that says so.
    await expect(page).toHaveURL(/\/accounts\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: DEMO_ACCOUNT_NAME })).toBeVisible();
    const banner = impersonationBanner(page);
    await expect(banner).toContainText(MESSAGES.staff.impersonating(IMPERSONATED));
    await expect(banner).toContainText(`You are acting as staff user ${STAFF}.`);
    await expect(userMenuButton(page, IMPERSONATED)).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'landing page while impersonating');

    // Their API keys cannot be changed by staff: the page says so and the actions are disabled.
    await openSettingsTab(page, 'API Keys');
    await expect(main.getByRole('note').filter({ hasText: MESSAGES.apiKeys.impersonating })).toBeVisible();
    for (const type of ROLE_API_KEY_TYPES.READ_ONLY) {
      await expect(
        main.getByRole('button', { name: `Add ${API_KEY_TYPE_RULES[type].displayName} API key` }),
      ).toBeDisabled();
    }

    await banner.getByRole('button', { name: MESSAGES.staff.stopImpersonating }).click();
    await expect(page).toHaveURL(/\/staff\/accounts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await expect(userMenuButton(page, STAFF)).toBeVisible();
  });

  test("the Demo Account's owner finds the impersonation in the audit log", async ({ page }) => {
    await openSettingsTabAs(page, 'demo-owner', 'Audit Log');
    const log = page.getByRole('table', { name: 'Audit log' });
    // Newest first; the journey just before this one started and stopped it.
    const eventOfStaff = (label: string) =>
      log
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: label, exact: true }) })
        .filter({ has: page.getByRole('cell', { name: STAFF, exact: true }) })
        .filter({ has: page.getByRole('cell', { name: IMPERSONATED, exact: true }) })
        .first();
    await expect(eventOfStaff(AUDIT_EVENT_LABELS.IMPERSONATION_STARTED)).toBeVisible();
    await expect(eventOfStaff(AUDIT_EVENT_LABELS.IMPERSONATION_STOPPED)).toBeVisible();
  });
});

test.describe('messages of the day', () => {
  test('staff announce a message of the day to one account and expire it; the feature switches are shown', async ({
    page,
  }, testInfo) => {
    await openSignedIn(page, STAFF, '/staff/accounts');
    const main = page.getByRole('main');

    // The account's id, from its row in the search.
    const complianceId = await (await findAccount(page, DEMO_COMPLIANCE_ACCOUNT_NAME)).getByRole('code').innerText();
    expect(complianceId).toMatch(/^[0-9a-f-]{36}$/);

    await staffTab(page, 'Messages of the day').click();
    await expect(page).toHaveURL(/\/staff\/messages$/);
    await expect(main.getByRole('heading', { level: 2, name: 'Messages of the day' })).toBeVisible();
    const text = `e2e: the compliance review is on Friday (${Date.now().toString(36)})`;
    await main.getByRole('textbox', { name: 'Message' }).fill(text);
    await main.getByRole('combobox', { name: 'Severity' }).selectOption({ label: 'Warning' });
    await main.getByRole('textbox', { name: 'Account ID' }).fill(complianceId);
    await main.getByRole('button', { name: 'Create message' }).click();
    await expect(page.getByText(STAFF_TOASTS.messageCreated)).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Message' })).toHaveValue('');

    const row = main.getByRole('table', { name: 'Messages of the day' }).getByRole('row').filter({ hasText: text });
    await expect(row.getByRole('cell')).toHaveText([
      text,
      'Warning',
      complianceId,
      'No',
      'Never',
      'Active',
      /Expire now/,
    ]);
    await expectNoSeriousA11yViolations(page, testInfo, 'staff/messages');

    await row.getByRole('button', { name: `Expire now: ${text}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Expire message' });
    await expect(dialog).toContainText(`Stop showing this message to account ${complianceId} now?`);
    await expect(dialog.getByRole('blockquote')).toHaveText(text);
    await dialog.getByRole('button', { name: 'Expire now' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(STAFF_TOASTS.messageExpired)).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Expired', exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Expire now/ })).toHaveCount(0);

    // Looked at only: flipping database maintenance would refuse the other journeys' changes.
    await staffTab(page, 'Feature switches').click();
    await expect(page).toHaveURL(/\/staff\/feature-switches$/);
    const maintenance = main.getByRole('switch', { name: 'Database maintenance' });
    await expect(maintenance).toBeVisible();
    await expect(maintenance).not.toBeChecked();
    await expect(maintenance).toHaveAccessibleDescription(FEATURE_SWITCHES.databaseMaintenance);
    await expectNoSeriousA11yViolations(page, testInfo, 'staff/feature-switches');
  });
});
