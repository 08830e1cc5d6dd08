import { api, CSRF_HEADER, MESSAGES } from '@datadeck/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rememberLastAccount } from '../shared/auth/last-account.ts';
import { failure, ok, stubApi, type FakeRoute } from '../test/fake-api.ts';
import { account, ACCOUNT_ID, clusterList, me, OTHER_ACCOUNT_ID, trialNotStarted } from '../test/fixtures.ts';
import { renderApp } from '../test/render.tsx';

/** An API where the account pages answer for any account id. */
const accountPages: FakeRoute[] = [
  [api.accounts.get, ({ params }) => ok({ ...account, id: params.accountId, name: `Account ${params.accountId}` })],
  [api.accounts.messagesOfTheDay, () => ok({ messages: [] })],
  [api.accounts.freeTrial, () => ok(trialNotStarted)],
  [api.clusters.list, () => ok(clusterList([]))],
];

describe('sessions and the console routes', () => {
  it('opens the last-used account on arrival', async () => {
    rememberLastAccount(OTHER_ACCOUNT_ID);
    stubApi([[api.auth.me, () => ok(me)], ...accountPages]);
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: `Account ${OTHER_ACCOUNT_ID}` })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/accounts/${OTHER_ACCOUNT_ID}`);
  });

  it('explains impersonation to a user linked to no account', async () => {
    stubApi([[api.auth.me, () => ok({ ...me, isAdmin: true, accounts: [] })]]);
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'No accounts yet' })).toBeVisible();
    expect(screen.getByText(/impersonat/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the Staff page' }).getAttribute('href')).toBe('/staff');
  });

  it('sends a signed-out visitor to sign in, and back to the page afterwards', async () => {
    let signedIn = false;
    stubApi([
      [api.auth.me, () => (signedIn ? ok(me) : failure(401, 'UNAUTHENTICATED', MESSAGES.auth.signInRequired))],
      [
        api.auth.login,
        () => {
          signedIn = true;
          return ok(me);
        },
      ],
      ...accountPages,
    ]);
    const { router } = renderApp(`/accounts/${ACCOUNT_ID}?search=kafka`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Datadeck' })).toBeVisible();
    expect(router.state.location.search).toEqual({ redirect: `/accounts/${ACCOUNT_ID}?search=kafka` });

    await userEvent.type(screen.getByLabelText(/Username or email/), 'demo-owner');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: `Account ${ACCOUNT_ID}` })).toBeVisible();
    expect(router.state.location.href).toBe(`/accounts/${ACCOUNT_ID}?search=kafka`);
  });

  it('signs out from the user menu with the CSRF token, back to the sign-in page', async () => {
    const fetchMock = stubApi([
      [api.auth.me, () => ok(me)],
      [api.auth.logout, () => ({ status: 204 })],
      ...accountPages,
    ]);
    const { router } = renderApp(`/accounts/${ACCOUNT_ID}`);

    await userEvent.click(await screen.findByRole('button', { name: me.displayName }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Datadeck' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/sign-in');
    const logout = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(new Headers(logout?.[1]?.headers).get(CSRF_HEADER)).toBe(me.csrfToken);
  });

  it('switches accounts in the sidebar', async () => {
    stubApi([[api.auth.me, () => ok(me)], ...accountPages]);
    const { router } = renderApp(`/accounts/${ACCOUNT_ID}`);
    const switcher = await screen.findByRole('combobox', { name: 'Account' });
    expect(screen.getByRole('option', { name: 'Acme Staging (Read Only)' })).toBeVisible();

    await userEvent.selectOptions(switcher, OTHER_ACCOUNT_ID);

    expect(await screen.findByRole('heading', { level: 1, name: `Account ${OTHER_ACCOUNT_ID}` })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/accounts/${OTHER_ACCOUNT_ID}`);

    // The account switched to is the one to open on the next arrival.
    await router.navigate({ to: '/' });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/accounts/${OTHER_ACCOUNT_ID}`));
  });

  it('shows the not-found page for an unknown address', async () => {
    stubApi([[api.auth.me, () => ok(me)]]);
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
