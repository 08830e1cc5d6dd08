import { api } from '@datadeck/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failure, ok, requestedUrls, stubApi, type Reply } from '../test/fake-api.ts';
import { ACCOUNT_ID, me } from '../test/fixtures.ts';
import { renderApp } from '../test/render.tsx';

/** Whether the console shell's module has been asked for (vitest calls the factory on first import). */
const shell = vi.hoisted(() => ({ requested: false }));
vi.mock('./layout/console-layout.tsx', async (importOriginal) => {
  shell.requested = true;
  return importOriginal();
});

// In this order: the module is asked for once per file.
describe('the console shell', () => {
  it('is not fetched for a signed-out visitor, who goes to sign in', async () => {
    stubApi([[api.auth.me, () => failure(401, 'UNAUTHENTICATED', 'Sign in first')]]);
    renderApp(`/accounts/${ACCOUNT_ID}`);

    expect(await screen.findByRole('heading', { name: 'Sign in to Datadeck' })).toBeVisible();
    expect(shell.requested).toBe(false);
  });

  it('is fetched for a signed-in user while the account is read, not after', async () => {
    // The account is never answered: the page waits in the account route's beforeLoad.
    const fetchMock = stubApi([
      [api.auth.me, () => ok(me)],
      [api.accounts.get, () => new Promise<Reply>(() => undefined)],
    ]);
    renderApp(`/accounts/${ACCOUNT_ID}`);

    await waitFor(() =>
      expect(requestedUrls(fetchMock).map((url) => url.pathname)).toContain(`/v1/accounts/${ACCOUNT_ID}`),
    );
    await waitFor(() => expect(shell.requested).toBe(true));
  });
});
