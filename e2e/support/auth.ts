import { DEMO_PASSWORD } from '@datadeck/contracts';
import { expect, type Page } from '@playwright/test';
import { demoUser, type DemoUsername } from './demo.ts';

/** Fills in and submits the sign-in form on the page already showing it. */
export async function submitSignIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Datadeck' })).toBeVisible();
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Signs a demo user in through the sign-in page and waits for the console shell (the user menu
 * button with the display name), wherever the app lands afterwards.
 */
export async function signIn(page: Page, username: DemoUsername): Promise<void> {
  await page.goto('/sign-in');
  await submitSignIn(page, username);
  await expect(userMenuButton(page, username)).toBeVisible();
}

/** The top bar's button that opens the user menu, named after the signed-in user. */
export function userMenuButton(page: Page, username: DemoUsername) {
  return page.getByRole('banner').getByRole('button', { name: demoUser(username).displayName });
}
