import {
  DEMO_ACCOUNT_NAME,
  DEMO_COMPLIANCE_ACCOUNT_NAME,
  LIMITS,
  MESSAGES,
  PASSWORD_MESSAGES,
  TIME,
} from '@datadeck/contracts';
import { expect, test } from '@playwright/test';
import { submitSignIn, userMenuButton } from '../support/auth.ts';
import {
  CLOCKED_CONSOLE_START_MS,
  type ClockedConsole,
  setSecuritySettings,
  startClockedConsole,
} from '../support/clocked-console.ts';
import { freePort } from '../support/free-port.ts';

/*
 * Password expiry (passwordExpirationEnabled; SPEC §9: a password is changed every 90 days), as a
 * user lives it: on a console of this file's own whose clock the test moves 90 days on
 * (support/clocked-console.ts). The seed sets every demo password when the console starts.
 */
const USER = 'demo-readonly';
const NEW_PASSWORD = 'Chosen-after-90-days-2026';

// In order, in one worker: the journeys share the console (fullyParallel would start one each).
test.describe.configure({ mode: 'default' });

let deck: ClockedConsole;
/** When the seed set the demo passwords: the console's start. */
let seededAt: number;

test.beforeAll(async () => {
  test.setTimeout(CLOCKED_CONSOLE_START_MS);
  deck = await startClockedConsole(await freePort());
  seededAt = deck.clock.now().getTime();
  // The Demo Account expires its users' passwords; Demo Compliance does not.
  await setSecuritySettings(deck.url, 'demo-owner', DEMO_ACCOUNT_NAME, { passwordExpirationEnabled: true });
});

test.afterAll(async () => {
  await deck?.stop();
});

test('90 days after it was set, a password must be replaced at sign-in; the new one signs in and the old one no longer does', async ({
  page,
}) => {
  deck.clock.advance(LIMITS.passwordMaxAgeMs);

  await page.goto(`${deck.url}/sign-in`);
  await submitSignIn(page, USER);
  // The sign-in's next step, with what was typed held: a new password, twice.
  const step = page.getByRole('form', { name: 'Choose a new password' });
  await expect(step.getByText(PASSWORD_MESSAGES.expired)).toBeVisible();
  await expect(step.getByLabel('Username or email')).toHaveValue(USER);
  await step.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await step.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await step.getByRole('button', { name: 'Change password and sign in' }).click();
  await expect(userMenuButton(page, USER)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: DEMO_ACCOUNT_NAME })).toBeVisible();

  // The console's first page after sign-in may still redraw its top bar (closing a menu opened
  // too early, as on a busy machine in a full run): open the menu until its item is there.
  const signOut = page.getByRole('menuitem', { name: 'Sign out' });
  await expect(async () => {
    if (!(await signOut.isVisible())) await userMenuButton(page, USER).click();
    await expect(signOut).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await signOut.click();
  // The old password is a wrong one now.
  await submitSignIn(page, USER);
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.auth.invalidCredentials);
  // The new one signs straight in, with no step: it is a day old.
  deck.clock.advance(TIME.DAY_MS);
  await submitSignIn(page, USER, NEW_PASSWORD);
  await expect(userMenuButton(page, USER)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: DEMO_ACCOUNT_NAME })).toBeVisible();
});

test('a user of no account that expires passwords signs in with a password as old', async ({ page }) => {
  // Demo Compliance's owner has had the seed's password for 90 days (or more, after the other journey).
  const age = deck.clock.now().getTime() - seededAt;
  if (age < LIMITS.passwordMaxAgeMs) deck.clock.advance(LIMITS.passwordMaxAgeMs - age);

  await page.goto(`${deck.url}/sign-in`);
  await submitSignIn(page, 'demo-compliance');
  await expect(userMenuButton(page, 'demo-compliance')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: DEMO_COMPLIANCE_ACCOUNT_NAME })).toBeVisible();
});
