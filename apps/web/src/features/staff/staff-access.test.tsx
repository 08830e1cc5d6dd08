import { api, MESSAGES } from '@datadeck/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, requestedUrls, stubApi } from '../../test/fake-api.ts';
import { account, ACCOUNT_ID, clusterList, impersonatedMe, me, staffMe, trialNotStarted } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { serveStaff } from './staff-test-kit.ts';

async function openUserMenu(displayName: string) {
  await userEvent.click(await screen.findByRole('button', { name: displayName }));
  return screen.findByRole('menu');
}

describe('access to the staff pages', () => {
  it('offers no Staff link to a customer user and refuses the page by URL, without asking the staff API', async () => {
    const fetchMock = stubApi([
      [api.auth.me, () => ok(me)],
      [api.accounts.get, () => ok(account)],
      [api.accounts.messagesOfTheDay, () => ok({ messages: [] })],
      [api.accounts.freeTrial, () => ok(trialNotStarted)],
      [api.clusters.list, () => ok(clusterList([]))],
    ]);
    const { router } = renderApp(`/accounts/${ACCOUNT_ID}`);
    const menu = await openUserMenu(me.displayName);
    expect(within(menu).queryByRole('menuitem', { name: 'Staff' })).toBeNull();

    await router.navigate({ to: '/staff/accounts' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    expect(screen.getByText(MESSAGES.errors.forbidden)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Staff' })).toBeNull();
    expect(requestedUrls(fetchMock).some((url) => url.pathname.startsWith('/v1/staff/'))).toBe(false);
  });

  it('gives staff a Staff link in the user menu, opening the accounts section', async () => {
    serveStaff();
    const { router } = renderApp('/');
    const menu = await openUserMenu(staffMe.displayName);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Staff' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Accounts' })).toBeVisible());
    expect(router.state.location.pathname).toBe('/staff/accounts');
    expect(screen.getByRole('tab', { name: 'Accounts' }).getAttribute('aria-selected')).toBe('true');
  });

  it('is closed while impersonating, as the server rules; the banner is the way back (issue 31)', async () => {
    serveStaff({ user: impersonatedMe });
    renderApp('/staff/feature-switches');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    const banner = screen.getByRole('region', { name: 'Impersonation' });
    expect(within(banner).getByRole('button', { name: MESSAGES.staff.stopImpersonating })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 2, name: 'Feature switches' })).toBeNull();
  });

  it('moves between sections as tabs', async () => {
    serveStaff();
    const { router } = renderApp('/staff');
    const messagesTab = await screen.findByRole('tab', { name: 'Messages of the day' });
    expect(router.state.location.pathname).toBe('/staff/accounts');
    await userEvent.click(messagesTab);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Messages of the day' })).toBeVisible());
    expect(router.state.location.pathname).toBe('/staff/messages');
  });
});
