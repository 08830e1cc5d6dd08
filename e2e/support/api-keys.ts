import { api, apiKeysSchema, buildPath, CSRF_HEADER, meSchema, type ApiKeyType } from '@datadeck/contracts';
import { expect, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test';

/** HTTP basic authentication as scripts send it: the user name and an API key. */
export function basicAuthorization(username: string, key: string): string {
  return `Basic ${Buffer.from(`${username}:${key}`).toString('base64')}`;
}

/**
 * The public API's list of the key's account and its clusters, called as a script does: no
 * session, no CSRF token, only basic authentication (Playwright's `request`, from 127.0.0.1).
 */
export function listClustersWithKey(request: APIRequestContext, username: string, key: string): Promise<APIResponse> {
  return request.get(api.public.listClusters.path, { headers: { Authorization: basicAuthorization(username, key) } });
}

/** The API keys tab's row of a key type, by the type's display name. */
export function apiKeyRow(page: Page, displayName: string): Locator {
  return page
    .getByRole('main')
    .getByRole('table', { name: 'Your API keys on this account' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: displayName, exact: true }) });
}

/**
 * Deletes the signed-in user's key of a type on the account, when there is one, through the
 * console API: a journey about a key then starts from none, also when an earlier attempt of it
 * (a CI retry) left one behind. Keys are per user, so nobody else's page changes.
 */
export async function deleteOwnApiKey(page: Page, accountId: string, type: ApiKeyType): Promise<void> {
  const listed = await page.request.get(buildPath(api.apiKeys.list.path, { accountId }));
  expect(listed.status(), await listed.text()).toBe(api.apiKeys.list.status);
  if (!apiKeysSchema.parse(await listed.json()).apiKeys.some((key) => key.apiKeyType === type)) return;
  const me = meSchema.parse(await (await page.request.get(api.auth.me.path)).json());
  const deleted = await page.request.delete(buildPath(api.apiKeys.delete.path, { accountId }), {
    params: { apiKeyType: type },
    headers: { [CSRF_HEADER]: me.csrfToken },
  });
  expect(deleted.status(), await deleted.text()).toBe(api.apiKeys.delete.status);
}
