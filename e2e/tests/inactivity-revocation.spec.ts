import { DEMO_ACCOUNT_NAME, DEMO_USERS, LIMITS, ROLE_LABELS, TIME } from '@datadeck/contracts';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { submitSignIn, userMenuButton } from '../support/auth.ts';
import {
  CLOCKED_CONSOLE_START_MS,
  type ClockedConsole,
  setSecuritySettings,
  startClockedConsole,
} from '../support/clocked-console.ts';
import { freePort } from '../support/free-port.ts';
import { linkedUserRow } from '../support/people.ts';
import { signInThroughApi } from '../support/sessions.ts';
import { openSettingsTab } from '../support/settings.ts';

/*
 * Inactivity revocation (inactivityRevocation; SPEC §9: after 90 days without signing in), as
 * users live it: on a console of this file's own whose clock the test moves 91 days on
 * (support/clocked-console.ts), where the daily job then runs. The rule needs two owners, and
 * the Demo Account has them: both as idle as the others, they keep the account (it is never left
 * without an owner), while its other idle users lose it.
 */
const OWNERS = DEMO_USERS.filter((user) => user.account === DEMO_ACCOUNT_NAME && user.role === 'OWNER').map(
  (user) => user.username,
);
/** Signs in on day 60: 31 days before the job, not inactive. */
const ACTIVE = 'demo-billing';
const IDLE = ['demo-admin', 'demo-readonly'] as const;

let deck: ClockedConsole;

test.beforeAll(async () => {
  test.setTimeout(CLOCKED_CONSOLE_START_MS);
  deck = await startClockedConsole(await freePort());
});

test.afterAll(async () => {
  await deck?.stop();
});

async function signInWithForm(page: Page, username: string): Promise<void> {
  await page.goto(`${deck.url}/sign-in`);
  await submitSignIn(page, username);
}

test('90 days without signing in take the account from its idle users, never from its last owners', async ({
  page,
  browser,
}) => {
  expect(OWNERS).toEqual(['demo-owner', 'demo-deputy']);
  // Day 0: an owner turns the rule on (signing in to do it).
  const accountId = await setSecuritySettings(deck.url, 'demo-owner', DEMO_ACCOUNT_NAME, {
    inactivityRevocation: true,
  });
  // Day 60: one user signs in.
  deck.clock.advance(60 * TIME.DAY_MS);
  const billing = await playwrightRequest.newContext({ baseURL: deck.url });
  await signInThroughApi(billing, ACTIVE).finally(() => billing.dispose());
  // Day 91: nobody else has signed in for over 90 days when the daily job runs.
  deck.clock.advance(LIMITS.inactivityRevocationMs - 60 * TIME.DAY_MS + TIME.DAY_MS);
  await deck.runInactivityRevocation();

  // An idle user signs in to no account at all; the account's address is not found for them.
  await signInWithForm(page, 'demo-admin');
  await expect(userMenuButton(page, 'demo-admin')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'No accounts yet' })).toBeVisible();
  await expect(page.getByText('Your user is not linked to any account')).toBeVisible();
  await page.goto(`${deck.url}/accounts/${accountId}`);
  await expect(page.getByRole('heading', { name: 'Account not found' })).toBeVisible();

  // An owner, idle since the seed, still owns the account; of its users, the active one is left.
  const owner = await (await browser.newContext()).newPage();
  await signInWithForm(owner, 'demo-deputy');
  await expect(owner.getByRole('heading', { level: 1, name: DEMO_ACCOUNT_NAME })).toBeVisible();
  await openSettingsTab(owner, 'Linked Users');
  for (const username of OWNERS)
    await expect(
      linkedUserRow(owner, username).getByRole('cell', { name: ROLE_LABELS.OWNER, exact: true }),
    ).toBeVisible();
  await expect(linkedUserRow(owner, ACTIVE)).toBeVisible();
  for (const username of IDLE) await expect(linkedUserRow(owner, username)).toHaveCount(0);
  await owner.context().close();
});
