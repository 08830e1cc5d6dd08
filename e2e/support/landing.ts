import { DEMO_ACCOUNT_NAME } from '@datadeck/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import { userMenuButton } from './auth.ts';
import { E2E_CLUSTER_PREFIX } from './clusters.ts';
import {
  accountIdNamed,
  seededClusterId,
  type SessionName,
  type SessionUser,
  userOfSession,
  useSavedSession,
} from './sessions.ts';

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

/** The address of a page of the Demo Account: demoAccountPath('settings/security'). */
export function demoAccountPath(below = ''): string {
  const base = `/accounts/${accountIdNamed(DEMO_ACCOUNT_NAME)}`;
  return below === '' ? base : `${base}/${below}`;
}

/** The address of a seeded cluster's page, or of a page below it: seededClusterPath('orders-cassandra', 'monitoring'). */
export function seededClusterPath(name: string, below = ''): string {
  const base = demoAccountPath(`clusters/${seededClusterId(name)}`);
  return below === '' ? base : `${base}/${below}`;
}

/**
 * Opens a console page by its address, in a browser signed in with a saved session of the run
 * (setup/sessions.setup.ts), and waits for the console shell: the user menu, named after the user.
 */
export async function openSignedIn(page: Page, session: SessionName, address: string): Promise<void> {
  await useSavedSession(page, session);
  await page.goto(address);
  await expect(userMenuButton(page, userOfSession(session))).toBeVisible();
}

/**
 * Opens the Demo Account's landing page by its address, signed in with the run's saved session of
 * `username`, and waits for its cluster cards. Returns the account's id.
 */
export async function openDemoAccount(page: Page, username: SessionUser): Promise<string> {
  await openSignedIn(page, username, demoAccountPath());
  await expect(page.getByRole('heading', { level: 1, name: DEMO_ACCOUNT_NAME })).toBeVisible();
  await expect(clusterList(page).getByRole('listitem').first()).toBeVisible();
  return accountIdNamed(DEMO_ACCOUNT_NAME);
}

/** The id of the account in the URL of a page under /accounts/{id}. */
export function accountIdOf(page: Page): string {
  const match = /\/accounts\/([^/?#]+)/.exec(new URL(page.url()).pathname);
  if (match?.[1] === undefined) throw new Error(`not an account page: ${page.url()}`);
  return match[1];
}
