import { api, buildPath, CSRF_HEADER, MESSAGES, meSchema, ROLE_LABELS, type Role } from '@datadeck/contracts';
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { linkIn, waitForMail } from './mail.ts';

/**
 * The people the journeys create (invited users, service users) join the shared Demo Account
 * beside the seeded ones, which other tests count on. Every such username starts with this
 * prefix and ends with a time-and-random suffix, so no two tests (workers, retries) meet.
 */
export const E2E_PERSON_PREFIX = 'e2e-';

/** A username (and the stem of an e-mail address) no other test uses. */
export function uniqueUsername(purpose: string): string {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 4).toString(36)}`;
  return `${E2E_PERSON_PREFIX}${purpose}-${suffix}`;
}

/** The e-mail address of a person the journeys invite; the mail catcher takes every domain. */
export const emailOf = (username: string): string => `${username}@people.e2e.example`;

/** A password the sign-in policy takes, for the users the journeys create. */
export const NEW_USER_PASSWORD = 'E2e-people-Passw0rd-2026';

/** A person to be: who an invitation is for, and the user they make to accept it. */
export type Person = { username: string; displayName: string; email: string };

export function newPerson(purpose: string): Person {
  const username = uniqueUsername(purpose);
  return { username, displayName: `Person ${username}`, email: emailOf(username) };
}

// Settings → Linked Users

export function linkedUsersTable(page: Page): Locator {
  return page.getByRole('main').getByRole('table', { name: 'Users linked to this account' });
}

/** The Linked Users row of a user, by the username in its row header. */
export function linkedUserRow(page: Page, username: string): Locator {
  return linkedUsersTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: username, exact: true }) });
}

// Settings → User Invitations

export function openInvitationsTable(page: Page): Locator {
  return page.getByRole('main').getByRole('table', { name: 'Open invitations' });
}

export function invitationRow(page: Page, email: string): Locator {
  return openInvitationsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: email, exact: true }) });
}

/** Fills in the invite form of the User Invitations tab open now and waits for the toast and the row. */
export async function inviteThroughForm(page: Page, email: string, role: Role): Promise<void> {
  const form = page.getByRole('form', { name: 'Invite a user' });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('radio', { name: ROLE_LABELS[role], exact: true }).check();
  await form.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText(MESSAGES.invitations.created, { exact: true })).toBeVisible();
  await expect(invitationRow(page, email).getByRole('cell', { name: ROLE_LABELS[role], exact: true })).toBeVisible();
}

/** The CSRF token of the signed-in user of `page`, for state-changing calls of the console API. */
async function csrfTokenOf(page: Page): Promise<string> {
  return meSchema.parse(await (await page.request.get(api.auth.me.path)).json()).csrfToken;
}

/** Invites `email` through the console API as the signed-in user of `page` (a journey's set-up). */
export async function inviteThroughApi(page: Page, accountId: string, email: string, role: Role): Promise<void> {
  const response = await page.request.post(buildPath(api.invitations.create.path, { accountId }), {
    data: { email, profile: role },
    headers: { [CSRF_HEADER]: await csrfTokenOf(page) },
  });
  expect(response.status(), await response.text()).toBe(api.invitations.create.status);
}

/**
 * Revokes the open invitation of `email` through the console API, when there is one: a journey
 * leaves no open invitation behind (the account takes at most a few).
 */
export async function revokeIfOpen(page: Page, accountId: string, email: string): Promise<void> {
  const response = await page.request.delete(buildPath(api.invitations.revoke.path, { accountId }), {
    params: { email },
    headers: { [CSRF_HEADER]: await csrfTokenOf(page) },
  });
  // 404: nothing open for the address (accepted or revoked by the journey itself).
  expect([api.invitations.revoke.status, 404], await response.text()).toContain(response.status());
}

/** Unlinks a user through the console API, when linked: a journey's clean-up after a failure. */
export async function unlinkIfLinked(page: Page, accountId: string, username: string): Promise<void> {
  const response = await page.request.delete(buildPath(api.linkedUsers.unlink.path, { accountId, username }), {
    headers: { [CSRF_HEADER]: await csrfTokenOf(page) },
  });
  expect([api.linkedUsers.unlink.status, 404], await response.text()).toContain(response.status());
}

/** The link of the invitation e-mail to `email` from `accountName`, as delivered over SMTP. */
export async function invitationLink(baseURL: string, email: string, accountName: string): Promise<string> {
  const mail = await waitForMail(email, MESSAGES.invitations.emailSubject(accountName));
  return linkIn(mail, `${baseURL}/accept-invitation?token=`);
}

/** The token an invitation link carries. */
export function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get('token');
  if (token === null) throw new Error(`no token in ${link}`);
  return token;
}

/** On the invitation page of a person without a user: makes their user, which accepts the invitation. */
export async function acceptAsNewPerson(page: Page, person: Person): Promise<void> {
  const form = page.getByRole('form', { name: 'Create your user' });
  await expect(form).toContainText(person.email);
  await form.getByLabel('Username').fill(person.username);
  await form.getByLabel('Display name').fill(person.displayName);
  await form.getByLabel('New password', { exact: true }).fill(NEW_USER_PASSWORD);
  await form.getByLabel('Confirm new password').fill(NEW_USER_PASSWORD);
  await form.getByRole('button', { name: 'Accept invitation' }).click();
}

/**
 * Accepts an invitation as a new person through the API. Given a browser context's `request`,
 * which shares the context's cookies, the answer's session signs that browser in.
 */
export async function acceptAsNewPersonThroughApi(
  request: APIRequestContext,
  token: string,
  person: Person,
): Promise<void> {
  const response = await request.post(api.invitations.acceptAsNewUser.path, {
    data: { token, username: person.username, displayName: person.displayName, password: NEW_USER_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(api.invitations.acceptAsNewUser.status);
}

// Settings → Service Users

export function serviceUsersTable(page: Page): Locator {
  return page.getByRole('main').getByRole('table', { name: 'Service users of this account' });
}

/** The button on a service user's display name that opens and closes its row. */
export function serviceUserToggle(page: Page, displayName: string): Locator {
  return serviceUsersTable(page).getByRole('button', { name: displayName, exact: true });
}

/** The API keys sub-table of an expanded service user. */
export function serviceUserKeys(page: Page, displayName: string): Locator {
  return page.getByRole('main').getByRole('table', { name: `API keys of ${displayName}` });
}

/** A signed-out browser of its own: the invited person is not the owner who invited them. */
export async function signedOutPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}
