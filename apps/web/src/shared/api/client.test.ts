import { CSRF_HEADER, ERROR_CODES, MESSAGES } from '@datadeck/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, gatewayPage, ok, requestedUrls, stubApi } from '../../test/fake-api.ts';
import { ACCOUNT_ID, clusterList, me } from '../../test/fixtures.ts';
import { ApiError } from './api-error.ts';
import { api } from './api-routes.ts';
import { apiRequest } from './client.ts';
import { queryClient } from './query-client.ts';
import { sessionKeys } from './query-keys.ts';
import { onUnauthenticated } from './unauthenticated.ts';

describe('apiRequest', () => {
  let restoreRedirect: (() => void) | undefined;
  afterEach(() => restoreRedirect?.());

  it('sends the cached session CSRF token on a state-changing call, not on reads', async () => {
    queryClient.setQueryData(sessionKeys.me(), me);
    const fetchMock = stubApi([
      [api.auth.logout, () => ({ status: 204 })],
      [api.auth.me, () => ok(me)],
    ]);

    await expect(apiRequest(api.auth.logout)).resolves.toBeNull();
    await apiRequest(api.auth.me);

    const [logout, read] = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers));
    expect(logout?.get(CSRF_HEADER)).toBe(me.csrfToken);
    expect(read?.has(CSRF_HEADER)).toBe(false);
  });

  it('fills path parameters and leaves empty query values out', async () => {
    const fetchMock = stubApi([[api.clusters.list, () => ok(clusterList([]))]]);
    await apiRequest(api.clusters.list, { params: { accountId: ACCOUNT_ID }, query: { startIndex: 50, search: '' } });
    const [url] = requestedUrls(fetchMock);
    expect(url?.pathname).toBe(`/v1/accounts/${ACCOUNT_ID}/clusters`);
    expect(url?.search).toBe('?startIndex=50');
  });

  it('throws an ApiError with the status and the error body on a 4xx', async () => {
    stubApi([[api.accounts.get, () => failure(404, 'NOT_FOUND', 'Account not found')]]);
    const error = await apiRequest(api.accounts.get, { params: { accountId: ACCOUNT_ID } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Account not found' });
    expect((error as ApiError).errors).toEqual([{ name: 'NOT_FOUND', message: 'Account not found' }]);
  });

  it('falls back to a generic message when the failure has no API error body', async () => {
    stubApi([[api.auth.me, () => gatewayPage(502, '<html>Bad gateway</html>')]]);
    await expect(apiRequest(api.auth.me)).rejects.toMatchObject({ status: 502, message: MESSAGES.errors.internal });
  });

  it('reads the session again when the server says MFA must be set up first', async () => {
    queryClient.setQueryData(sessionKeys.me(), me);
    stubApi([[api.clusters.list, () => failure(403, ERROR_CODES.mfaSetupRequired, MESSAGES.mfa.setupRequired)]]);
    await expect(apiRequest(api.clusters.list, { params: { accountId: ACCOUNT_ID }, query: {} })).rejects.toMatchObject(
      { status: 403 },
    );
    expect(queryClient.getQueryState(sessionKeys.me())?.isInvalidated).toBe(true);
  });

  it('sends the user to sign in on a 401, to come back to the current page', async () => {
    window.history.replaceState(null, '', `/accounts/${ACCOUNT_ID}?search=kafka`);
    const redirect = vi.fn<(returnTo: string) => void>();
    restoreRedirect = onUnauthenticated(redirect);
    stubApi([[api.clusters.list, () => failure(401, 'UNAUTHENTICATED', MESSAGES.auth.signInRequired)]]);

    await expect(apiRequest(api.clusters.list, { params: { accountId: ACCOUNT_ID }, query: {} })).rejects.toMatchObject(
      {
        status: 401,
      },
    );
    expect(redirect).toHaveBeenCalledWith(`/accounts/${ACCOUNT_ID}?search=kafka`);
  });

  it('does not treat a failed sign-in (401 on the public login call) as a lost session', async () => {
    const redirect = vi.fn<(returnTo: string) => void>();
    restoreRedirect = onUnauthenticated(redirect);
    stubApi([[api.auth.login, () => failure(401, 'INVALID_CREDENTIALS', MESSAGES.auth.invalidCredentials)]]);

    await expect(apiRequest(api.auth.login, { body: { username: 'x', password: 'y' } })).rejects.toMatchObject({
      status: 401,
    });
    expect(redirect).not.toHaveBeenCalled();
  });
});
