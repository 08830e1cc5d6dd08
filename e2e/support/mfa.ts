import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  api,
  CSRF_HEADER,
  LIMITS,
  MESSAGES,
  mfaEnrolmentSchema,
  recoveryCodesSchema,
  type Me,
} from '@datadeck/contracts';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { submitSignIn, userMenuButton } from './auth.ts';
import type { DemoUsername } from './demo.ts';
import { OUTPUT_DIR } from './paths.ts';
import { secretOfOtpauthUri, stepStartMs, totpCode, totpStep } from './totp.ts';

/**
 * The authenticator app of a demo user the journeys enrolled: its key, and the last time step
 * whose code the server took (it refuses a step once used, and any earlier one).
 */
interface Authenticator {
  secret: string;
  lastStep: number;
}

/**
 * Where the run keeps the authenticator of a user it enrolled: enrolled in one process (the
 * set-up, a journey), signed in with in others (a later journey, its worker after a failure). A
 * file per user in the run's output directory, which is emptied when a run starts.
 */
function authenticatorFile(username: DemoUsername): string {
  return path.join(OUTPUT_DIR, '.authenticators', `${username}.json`);
}

function saveAuthenticator(username: DemoUsername, authenticator: Authenticator): void {
  const file = authenticatorFile(username);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(authenticator));
}

/** The authenticator a journey of this run enrolled for the user, or null if none did. */
export function enrolledAuthenticator(username: DemoUsername): Authenticator | null {
  try {
    return JSON.parse(readFileSync(authenticatorFile(username), 'utf8')) as Authenticator;
  } catch {
    return null;
  }
}

/**
 * The next code of the user's authenticator the server will take: the current step's, or the
 * next one's when the current step was used already. The server accepts one step either side of
 * its own and refuses a step once used (apps/server/src/platform/auth/totp.ts, modules/auth/mfa.ts),
 * so an enrolment and a sign-in within one step never wait: the sign-in uses the next step's code.
 * A third use within one step would wait for the following step to begin; the journeys reuse
 * sessions instead of signing in again.
 */
export async function nextTotpCode(username: DemoUsername): Promise<string> {
  const authenticator = enrolledAuthenticator(username);
  if (authenticator === null) throw new Error(`${username} has no authenticator enrolled in this run`);
  const step = Math.max(totpStep(Date.now()), authenticator.lastStep + 1);
  const wait = stepStartMs(step - 1) - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 250));
  saveAuthenticator(username, { ...authenticator, lastStep: step });
  return totpCode(authenticator.secret, step);
}

/**
 * On /missing-mfa: sets up an authenticator app as a user does, by typing the key shown beside
 * the QR code (it must be the key the QR code's otpauth URI carries) and then the app's first
 * code. Waits for the recovery codes and returns them; the authenticator is kept for the run.
 * `whileKeyShown` runs while the QR code and the key are on the page (an accessibility scan).
 */
export async function enrolAuthenticator(
  page: Page,
  username: DemoUsername,
  { whileKeyShown }: { whileKeyShown?: () => Promise<void> } = {},
): Promise<string[]> {
  const main = page.getByRole('main');
  const started = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === api.auth.startMfaEnrolment.path,
  );
  await main.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const { otpauthUri } = mfaEnrolmentSchema.parse(await (await started).json());
  await expect(main.getByRole('img', { name: 'QR code of the authenticator key' })).toBeVisible();

  // The key is shown in groups of four, for typing into an app.
  const shownKey = await main.getByRole('code').innerText();
  expect(shownKey).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  const secret = shownKey.replaceAll(' ', '');
  expect(secret, 'the typed key is the QR code key').toBe(secretOfOtpauthUri(otpauthUri));
  await whileKeyShown?.();

  const step = totpStep(Date.now());
  await main.getByRole('textbox', { name: '2. Enter the 6-digit code the app shows' }).fill(totpCode(secret, step));
  const confirmed = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === api.auth.confirmMfaEnrolment.path,
  );
  await main.getByRole('button', { name: 'Turn on multi-factor authentication' }).click();
  const confirmation = await confirmed;
  expect(confirmation.status(), await confirmation.text()).toBe(api.auth.confirmMfaEnrolment.status);
  saveAuthenticator(username, { secret, lastStep: step });

  await expect(main.getByText(MESSAGES.mfa.enrolled)).toBeVisible();
  const codes = main.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(LIMITS.mfaRecoveryCodes);
  return codes.allInnerTexts();
}

/**
 * Signs in a user with MFA: password, then a code of the authenticator the run enrolled.
 * Waits for the console shell, wherever the app lands.
 */
export async function signInWithAuthenticator(page: Page, username: DemoUsername): Promise<void> {
  await page.goto('/sign-in');
  await submitSignIn(page, username);
  const form = page.getByRole('form', { name: 'Multi-factor authentication' });
  await expect(form.getByText(MESSAGES.mfa.required)).toBeVisible();
  await form.getByRole('textbox', { name: 'Authentication code' }).fill(await nextTotpCode(username));
  await form.getByRole('button', { name: 'Verify' }).click();
  await expect(userMenuButton(page, username)).toBeVisible();
}

/**
 * Sets up an authenticator app through the console API, as /missing-mfa does (start, then
 * confirm with the app's first code), on the session of `request`, signed in as the user: that
 * session is a full one afterwards. The authenticator is kept for the run.
 */
export async function enrolAuthenticatorThroughApi(
  request: APIRequestContext,
  username: DemoUsername,
  me: Me,
): Promise<void> {
  const headers = { [CSRF_HEADER]: me.csrfToken };
  const started = await request.post(api.auth.startMfaEnrolment.path, { headers });
  expect(started.status(), await started.text()).toBe(api.auth.startMfaEnrolment.status);
  const { secret } = mfaEnrolmentSchema.parse(await started.json());
  const step = totpStep(Date.now());
  const confirmed = await request.post(api.auth.confirmMfaEnrolment.path, {
    data: { code: totpCode(secret, step) },
    headers,
  });
  expect(confirmed.status(), await confirmed.text()).toBe(api.auth.confirmMfaEnrolment.status);
  expect(recoveryCodesSchema.parse(await confirmed.json()).recoveryCodes).toHaveLength(LIMITS.mfaRecoveryCodes);
  saveAuthenticator(username, { secret, lastStep: step });
}
