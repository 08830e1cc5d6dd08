import { DEMO_ACCOUNT_NAME, MESSAGES, SSO_MESSAGES, SSO_SERVICE_PATHS } from '@datadeck/contracts';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { freePort } from '../support/free-port.ts';
import { startTestProvider, type TestProvider } from '@datadeck/test-idp/oidc';
import { invitationLink, newPerson } from '../support/people.ts';
import { signInThroughApi } from '../support/sessions.ts';
import { startSsoConsole, type SsoConsole } from '../support/sso-console.ts';

/*
 * A standard SSO service (SSO_OIDC_PROVIDERS) in the browser: an invitation that allows it is
 * accepted with it, then the person signs in with it. A real OpenID provider (oidc-provider, with
 * its development login and consent pages) runs in this worker, and a console of its own is
 * configured with it (support/sso-console.ts). Serial: the second journey signs in the person the
 * first one made, on the same console.
 */
test.describe.configure({ mode: 'serial' });

const SERVICE = { name: 'acme', displayName: 'Acme ID' } as const;
const person = newPerson('sso');
/** The person's login at the provider (their subject there). */
const LOGIN = person.username;

let provider: TestProvider;
let sso: SsoConsole;

test.beforeAll(async () => {
  // A second console's cold start with the demo seed.
  test.setTimeout(150_000);
  const port = await freePort();
  provider = await startTestProvider([`http://127.0.0.1:${port}${SSO_SERVICE_PATHS.callback(SERVICE.name)}`]);
  provider.people.set(LOGIN, { email: person.email, email_verified: true, name: person.displayName });
  const { issuer, clientId, clientSecret } = provider;
  sso = await startSsoConsole(port, [{ ...SERVICE, issuer, clientId, clientSecret }]);
});

test.afterAll(async () => {
  await sso?.stop();
  await provider?.close();
});

/** A browser of its own: each person's, with no session at the console or the provider. */
async function freshPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** At the provider's development pages: sign in as `login` (any password), then consent. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The signed-in person's console: the account's landing page, their name in the banner. */
async function expectInConsole(page: Page, accountId: string, displayName: string): Promise<void> {
  await expect(page).toHaveURL(`${sso.url}/accounts/${accountId}`);
  await expect(page.getByRole('heading', { level: 1, name: DEMO_ACCOUNT_NAME })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: displayName })).toBeVisible();
}

let demoAccountId = '';

test('an invitation that allows a standard service is accepted with it; the invitee lands in the console', async ({
  page,
  browser,
}) => {
  test.slow();
  // The owner's session on this console, through its API (the sign-in form has journeys of its own).
  const me = await signInThroughApi(page.request, 'demo-owner', { consoleUrl: sso.url });
  demoAccountId = me.accounts.find((account) => account.name === DEMO_ACCOUNT_NAME)?.id ?? '';

  // The owner invites, allowing the service.
  await page.goto(`${sso.url}/accounts/${demoAccountId}/settings/user-invitations`);
  const form = page.getByRole('form', { name: 'Invite a user' });
  await form.getByLabel('Email').fill(person.email);
  await form.getByRole('radio', { name: 'Read Only', exact: true }).check();
  await form.getByRole('checkbox', { name: SERVICE.displayName }).check();
  await form.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText(MESSAGES.invitations.created, { exact: true })).toBeVisible();

  // The invitee follows the e-mailed link and accepts with the service.
  const invitee = await freshPage(browser);
  try {
    await invitee.goto(await invitationLink(sso.url, person.email, DEMO_ACCOUNT_NAME));
    await expect(invitee.getByRole('heading', { level: 1, name: 'Accept invitation' })).toBeVisible();
    const acceptWith = invitee.getByRole('link', { name: SSO_MESSAGES.acceptWith(SERVICE.displayName) });
    await expect(acceptWith).toBeVisible();
    await acceptWith.click();

    await signInAtProvider(invitee, LOGIN);
    // Made from the provider's claims, linked with the invited role, signed in.
    await expectInConsole(invitee, demoAccountId, person.displayName);
  } finally {
    await invitee.context().close();
  }
});

test('the person signs in with the service on the sign-in page; someone no invitation let in is refused', async ({
  browser,
}) => {
  test.slow();
  provider.people.set('stranger', { email: 'stranger@people.e2e.example', email_verified: true });
  const stranger = await freshPage(browser);
  const member = await freshPage(browser);
  try {
    await stranger.goto(`${sso.url}/sign-in`);
    await stranger.getByRole('link', { name: SSO_MESSAGES.signInWith(SERVICE.displayName) }).click();
    await signInAtProvider(stranger, 'stranger');
    await expect(stranger).toHaveURL(`${sso.url}/sign-in?ssoError=notInvited`);
    await expect(stranger.getByRole('alert')).toHaveText(SSO_MESSAGES.refused.notInvited);
    // The sign-in page with its single sign-on section, and the refusal said; by keyboard, the
    // work e-mail comes after the password form, then the services.
    const section = stranger.getByRole('region', { name: SSO_MESSAGES.signInWithSso });
    await expect(section.getByLabel(SSO_MESSAGES.ssoEmailLabel)).toBeVisible();
    await stranger.getByRole('button', { name: 'Sign in', exact: true }).focus();
    await stranger.keyboard.press('Tab');
    await expect(section.getByLabel(SSO_MESSAGES.ssoEmailLabel)).toBeFocused();

    await member.goto(`${sso.url}/sign-in`);
    await member.getByRole('link', { name: SSO_MESSAGES.signInWith(SERVICE.displayName) }).click();
    await signInAtProvider(member, LOGIN);
    await expectInConsole(member, demoAccountId, person.displayName);
  } finally {
    await stranger.context().close();
    await member.context().close();
  }
});
