import { writeFileSync } from 'node:fs';
import { api, DEMO_EMPTY_ACCOUNT_NAME, SSO_MESSAGES } from '@datadeck/contracts';
import { generateIdpKeys, type RunningTestIdp, startTestIdp } from '@datadeck/test-idp';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { openSignedIn } from '../support/landing.ts';
import { accountIdNamed, signedInPage, STAFF_USER } from '../support/sessions.ts';

/*
 * Single sign-on set up end to end: staff let Demo Sandbox set SSO up itself, its owner
 * (demo-owner) registers a SAML identity provider with the certificate as a file and moves
 * through the checklist, then staff make the provider Active.
 *
 * Demo Sandbox rather than the Demo Account: an Active provider changes whose sign-in the
 * account's security settings govern (owners only) and what Security and Linked Users show, which
 * the other journeys read on the Demo Account; demo-owner alone is linked to the sandbox. An
 * account has one provider and none can be deleted: the run's fresh database has none yet.
 * Staff act from the session the set-up signed in with their MFA (setup/sessions.setup.ts).
 *
 * The provider registered is a live test IdP (@datadeck/test-idp) started here with a key made
 * here, so a SAML sign-in through it can follow its activation.
 */

const OWNER = 'demo-owner';
/** demo-owner's address (the demo seed's `<username>@datadeck.example`), which the IdP asserts. */
const OWNER_EMAIL = `${OWNER}@datadeck.example`;

/** Unique per run and journey, as the other journeys name what they make. */
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Staff > Accounts > the sandbox: found by the search in the URL, opened from its row. */
async function openSandboxAsStaff(page: Page): Promise<void> {
  await page.goto(`/staff/accounts?search=${encodeURIComponent(DEMO_EMPTY_ACCOUNT_NAME)}`);
  await page
    .getByRole('table', { name: 'Accounts found' })
    .getByRole('link', { name: DEMO_EMPTY_ACCOUNT_NAME, exact: true })
    .click();
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: DEMO_EMPTY_ACCOUNT_NAME })).toBeVisible();
}

/** The SSO tab of the sandbox, by its address (accounts.spec.ts walks the account switcher). */
async function openSandboxSso(page: Page): Promise<void> {
  await openSignedIn(page, OWNER, `/accounts/${accountIdNamed(DEMO_EMPTY_ACCOUNT_NAME)}/settings/identity-providers`);
  await expect(
    page.getByRole('tablist', { name: 'Settings sections' }).getByRole('tab', { name: 'SSO', exact: true }),
  ).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'SSO', exact: true })).toBeVisible();
}

let idp: RunningTestIdp | undefined;
let staff: Page | undefined;

test.afterEach(async () => {
  await staff?.context().close();
  staff = undefined;
  await idp?.close();
  idp = undefined;
});

test('an owner registers a SAML identity provider with a certificate file, staff make it Active', async ({
  browser,
  page,
}, testInfo) => {
  // Three browsers, a live IdP and six axe scans.
  test.setTimeout(90_000);
  const keys = await generateIdpKeys({ commonName: 'Datadeck e2e IdP' });
  idp = await startTestIdp({ keys });
  const certificateFile = testInfo.outputPath('test-idp.pem');
  writeFileSync(certificateFile, keys.certificate);
  const name = `E2E IdP ${stamp()}`;

  // Staff let the sandbox set single sign-on up itself (its owner is told to contact support until then).
  staff = await signedInPage(browser, STAFF_USER);
  await openSandboxAsStaff(staff);
  const selfServe = staff.getByRole('checkbox', { name: 'Single sign-on self-serve' });
  if (!(await selfServe.isChecked())) {
    await selfServe.check();
    await staff.getByRole('button', { name: 'Save flags' }).click();
    await expect(staff.getByText(`The flags of ${DEMO_EMPTY_ACCOUNT_NAME} have been saved`)).toBeVisible();
  }

  // The owner finds no provider, and the way to register one.
  await openSandboxSso(page);
  const main = page.getByRole('main');
  await expect(main.getByText(SSO_MESSAGES.providersEmpty)).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'settings/identity-providers, none yet');

  // Register: the SPEC §2 create page, the certificate from its file.
  await main.getByRole('link', { name: 'Register identity provider' }).click();
  await expect(page).toHaveURL(/\/settings\/identity-providers\/new$/);
  const form = page.getByRole('form', { name: 'Register identity provider' });
  await form.getByRole('checkbox', { name: 'I have read the single sign-on documentation' }).check();
  await form.getByRole('textbox', { name: 'Provider name' }).fill(name);
  await form.getByRole('textbox', { name: 'Issuer URL' }).fill(idp.issuer);
  await form.getByRole('textbox', { name: 'Single sign-on URL' }).fill(idp.ssoUrl);
  await form.getByLabel('Certificate file').setInputFiles(certificateFile);
  await expect(form.getByRole('textbox', { name: 'X.509 certificate' })).toHaveValue(keys.certificate);
  await expectNoSeriousA11yViolations(page, testInfo, 'settings/identity-providers/new, filled in');
  await form.getByRole('button', { name: 'Request SSO' }).click();
  await expect(page.getByText(SSO_MESSAGES.registered, { exact: true })).toBeVisible();

  // Its page: inactive, so the checklist, at its first step.
  await expect(page).toHaveURL(/\/settings\/identity-providers\/[0-9a-f-]{36}$/);
  const idpId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await expect(main.getByRole('heading', { level: 3, name })).toBeVisible();
  await expect(main.getByText('Inactive', { exact: true })).toBeVisible();
  const step = (label: string) => main.getByRole('button', { name: new RegExp(`^Step \\d of 4: ${label}$`) });
  await expect(step('SAML 2.0')).toHaveAttribute('aria-current', 'step');
  await expect(main.getByRole('heading', { level: 4, name: 'SAML 2.0' })).toBeVisible();
  await expect(main.getByText(new RegExp(`/v1/auth/saml/${idpId}/acs$`))).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'identity provider checklist, SAML 2.0 step');

  // A step moved is a step saved: the page opens there again.
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === api.identityProviders.saveProgress.method &&
      new URL(response.url()).pathname.endsWith(`/identity-providers/${idpId}/progress`),
  );
  await main.getByRole('button', { name: 'Next' }).click();
  expect((await saved).status()).toBe(api.identityProviders.saveProgress.status);
  await expect(main.getByRole('heading', { level: 4, name: 'SCIM 2.0' })).toBeVisible();
  await expect(main.getByText(SSO_MESSAGES.progressSaved)).toBeVisible();
  await page.reload();
  await expect(step('SCIM 2.0')).toHaveAttribute('aria-current', 'step');

  // Staff make it Active, after the confirmation.
  await openSandboxAsStaff(staff);
  const section = staff.getByRole('region', { name: 'Identity providers' });
  const row = section
    .getByRole('table', { name: 'Identity providers of the account' })
    .getByRole('row')
    .filter({ has: staff.getByRole('rowheader', { name, exact: true }) });
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(staff, testInfo, 'staff account page with its identity provider');
  // By the keyboard: the switch's track, drawn over the input, takes the pointer's clicks.
  await row.getByRole('switch', { name: `Active: ${name}` }).press('Space');
  const dialog = staff.getByRole('dialog', { name: 'Make identity provider Active' });
  await expect(dialog.getByText(SSO_MESSAGES.confirmEnable(name))).toBeVisible();
  await dialog.getByRole('button', { name: 'Make Active' }).click();
  await expect(staff.getByText(SSO_MESSAGES.enabledByStaff)).toBeVisible();
  await expect(row.getByRole('switch', { name: `Active: ${name}` })).toBeChecked();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  // The owner's page now shows the SAML info instead of the checklist.
  await page.reload();
  await expect(main.getByText('Active', { exact: true })).toBeVisible();
  const serviceProvider = main.getByRole('region', { name: 'Service provider info' });
  await expect(serviceProvider.getByRole('button', { name: 'Copy Assertion Consumer Service URL' })).toBeVisible();
  await expect(serviceProvider.getByText(new RegExp(`/v1/auth/saml/${idpId}$`))).toBeVisible();
  await expect(
    main.getByRole('region', { name: 'Your SAML info' }).getByText(idp.issuer, { exact: true }),
  ).toBeVisible();

  // demo-owner signs in again, this time by single sign-on: 'Sign in with SSO' finds the
  // sandbox's provider by the work e-mail, the test IdP vouches for the address typed into its
  // form, and its signed answer lands the browser in the sandbox, the only account the session
  // reaches (the provider vouches for demo-owner there, not in the Demo Account).
  const sso = await (await browser.newContext()).newPage();
  try {
    await sso.goto('/sign-in');
    const ssoSection = sso.getByRole('region', { name: SSO_MESSAGES.signInWithSso });
    await ssoSection.getByRole('textbox', { name: SSO_MESSAGES.ssoEmailLabel }).fill(OWNER_EMAIL);
    await ssoSection.getByRole('button', { name: SSO_MESSAGES.ssoContinue }).click();
    await expect(sso).toHaveURL(new RegExp(`^${idp.url}/sso\\?SAMLRequest=`));
    await sso.getByRole('textbox', { name: 'E-mail' }).fill(OWNER_EMAIL);
    await sso.getByRole('button', { name: 'Sign in' }).click();
    await expect(sso.getByRole('heading', { level: 1, name: DEMO_EMPTY_ACCOUNT_NAME })).toBeVisible();
    await expect(sso).toHaveURL(/\/accounts\/[0-9a-f-]{36}$/);
    const accounts = sso.getByRole('combobox', { name: 'Account' });
    await expect(accounts.getByRole('option')).toHaveCount(1);

    // An address no linked user has (and no just-in-time users): back to sign in, told why.
    await sso.context().clearCookies();
    await sso.goto(`/v1/auth/saml/${idpId}/login`);
    await sso.getByRole('textbox', { name: 'E-mail' }).fill('stranger@e2e.example');
    await sso.getByRole('button', { name: 'Sign in' }).click();
    await expect(sso).toHaveURL(/\/sign-in\?ssoError=unknownUser$/);
    await expect(sso.getByText(SSO_MESSAGES.refused.unknownUser)).toBeVisible();
  } finally {
    await sso.context().close();
  }
});
