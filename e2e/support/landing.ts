import { DEMO_ACCOUNT_NAME } from '@datadeck/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import { signIn, userMenuButton } from './auth.ts';
import { E2E_CLUSTER_PREFIX } from './clusters.ts';
import type { DemoUsername } from './demo.ts';
import { accountIdNamed, hasSavedSession, useSavedSession } from './sessions.ts';

/** The landing page's list of cluster cards. */
export function clusterList(page: Page): Locator {
  return page.getByRole('list', { name: 'Clusters' });
}

/** The card (list item) of one cluster, found by the link carrying its name. */
export function clusterCard(page: Page, name: string): Locator {
  return clusterList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
}

/** The names on the cluster cards, in page order. */
export async function clusterNames(page: Page): Promise<string[]> {
  return clusterList(page).getByRole('listitem').getByRole('link').allInnerTexts();
}

/**
 * The cards of the seeded clusters only: the journeys of other workers may have added clusters
 * of their own (named with E2E_CLUSTER_PREFIX) to the shared Demo Account at any moment.
 */
export function seededClusterCards(page: Page): Locator {
  return clusterList(page)
    .getByRole('listitem')
    .filter({ hasNot: page.getByRole('link', { name: new RegExp(`^${E2E_CLUSTER_PREFIX}`) }) });
}

/** The names on the seeded clusters' cards, in page order. */
export async function seededClusterNames(page: Page): Promise<string[]> {
  return (await clusterNames(page)).filter((name) => !name.startsWith(E2E_CLUSTER_PREFIX));
}

export function searchBox(page: Page): Locator {
  return page.getByRole('searchbox', { name: 'Search clusters' });
}

/**
 * Opens the Demo Account's landing page by its address, signed in as `username` (with the run's
 * saved session of that user, or through the sign-in form for a user without one), and waits for
 * its cluster cards. Returns the account's id.
 */
export async function openDemoAccount(page: Page, username: DemoUsername): Promise<string> {
  if (hasSavedSession(username)) await useSavedSession(page, username);
  else await signIn(page, username);
  const accountId = accountIdNamed(DEMO_ACCOUNT_NAME);
  await page.goto(`/accounts/${accountId}`);
  await expect(userMenuButton(page, username)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: DEMO_ACCOUNT_NAME })).toBeVisible();
  await expect(clusterList(page).getByRole('listitem').first()).toBeVisible();
  return accountId;
}

/** The id of the account in the URL of a page under /accounts/{id}. */
export function accountIdOf(page: Page): string {
  const match = /\/accounts\/([^/?#]+)/.exec(new URL(page.url()).pathname);
  if (match?.[1] === undefined) throw new Error(`not an account page: ${page.url()}`);
  return match[1];
}
