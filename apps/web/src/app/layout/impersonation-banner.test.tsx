import { api, CSRF_HEADER, MESSAGES } from '@datadeck/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../shared/api/query-client.ts';
import { accountKeys, sessionKeys } from '../../shared/api/query-keys.ts';
import { failure, ok, stubApi, type FakeRoute } from '../../test/fake-api.ts';
import { account, ACCOUNT_ID, clusterList, impersonatedMe, me, staffMe, trialNotStarted } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

const landingPage: FakeRoute[] = [
  [api.accounts.get, () => ok(account)],
  [api.accounts.messagesOfTheDay, () => ok({ messages: [] })],
  [api.accounts.freeTrial, () => ok(trialNotStarted)],
  [api.clusters.list, () => ok(clusterList([]))],
  [api.staff.searchAccounts, () => ok({ accounts: [] })],
];

describe('the impersonation banner', () => {
  it('says on every console page whom the staff user impersonates, and who they are', async () => {
    stubApi([[api.auth.me, () => ok(impersonatedMe)], ...landingPage]);
    renderApp(`/accounts/${ACCOUNT_ID}`);

    const banner = await screen.findByRole('region', { name: 'Impersonation' });
    expect(within(banner).getByText(MESSAGES.staff.impersonating(impersonatedMe.username))).toBeVisible();
    expect(within(banner).getByText(/as staff user demo-staff/)).toBeVisible();
    expect(within(banner).getByRole('button', { name: MESSAGES.staff.stopImpersonating })).toBeVisible();
  });

  it('is not there otherwise', async () => {
    stubApi([[api.auth.me, () => ok(me)], ...landingPage]);
    renderApp(`/accounts/${ACCOUNT_ID}`);
    await screen.findByRole('heading', { level: 1, name: account.name });
    expect(screen.queryByRole('region', { name: 'Impersonation' })).toBeNull();
  });

  it('stops impersonating: the staff user again, everything read again, on the staff page', async () => {
    let stops = 0;
    let csrf: string | null = null;
    stubApi([
      [api.auth.me, () => ok(stops === 0 ? impersonatedMe : staffMe)],
      [
        api.staff.stopImpersonation,
        ({ headers }) => {
          stops += 1;
          csrf = headers.get(CSRF_HEADER);
          return ok(staffMe);
        },
      ],
      ...landingPage,
    ]);
    const { router } = renderApp(`/accounts/${ACCOUNT_ID}`);
    await screen.findByRole('heading', { level: 1, name: account.name });

    await userEvent.click(screen.getByRole('button', { name: MESSAGES.staff.stopImpersonating }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/staff/accounts');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Impersonation' })).toBeNull());
    expect(stops).toBe(1);
    expect(csrf).toBe(impersonatedMe.csrfToken);
    expect(queryClient.getQueryData(sessionKeys.me())).toEqual(staffMe);
    // What was read as the impersonated user is stale now.
    expect(queryClient.getQueryState(accountKeys.detail(ACCOUNT_ID))?.isInvalidated).toBe(true);
    expect(screen.getByRole('button', { name: staffMe.displayName })).toBeVisible();
  });

  it('says so when stopping fails, and stays', async () => {
    stubApi([
      [api.auth.me, () => ok(impersonatedMe)],
      [api.staff.stopImpersonation, () => failure(500, 'INTERNAL', MESSAGES.errors.internal)],
      ...landingPage,
    ]);
    const { router } = renderApp(`/accounts/${ACCOUNT_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: MESSAGES.staff.stopImpersonating }));
    expect(await screen.findByText('Impersonation could not be stopped')).toBeVisible();
    expect(router.state.location.pathname).toBe(`/accounts/${ACCOUNT_ID}`);
    expect(screen.getByRole('region', { name: 'Impersonation' })).toBeVisible();
  });
});
