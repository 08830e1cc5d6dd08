import { MESSAGES } from '@datadeck/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../shared/api/query-client.ts';
import { sessionKeys } from '../../shared/api/query-keys.ts';
import { failure } from '../../test/fake-api.ts';
import { account, ACCOUNT_ID, impersonatedMe, staffMe } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { OWNER_USER_ID, serveStaff } from './staff-test-kit.ts';

const accountPage = `/staff/accounts/${ACCOUNT_ID}`;

async function askToImpersonate(username: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Impersonate ${username}` }));
  return screen.findByRole('dialog', { name: 'Impersonate user' });
}

describe('impersonating a user', () => {
  it('asks first, naming the user, then acts as them on the account’s landing page', async () => {
    const calls = serveStaff();
    const { router } = renderApp(accountPage);

    const dialog = await askToImpersonate('demo-owner');
    expect(within(dialog).getByText(/Dana Owner/)).toBeVisible();
    expect(within(dialog).getByText(/\(demo-owner\) on Acme Analytics\?/)).toBeVisible();
    expect(calls.impersonations).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Impersonate demo-owner' }));

    expect(await screen.findByRole('heading', { level: 1, name: account.name })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/accounts/${ACCOUNT_ID}`);
    expect(calls.impersonations).toEqual([{ accountId: ACCOUNT_ID, userId: OWNER_USER_ID }]);
    expect(queryClient.getQueryData(sessionKeys.me())).toEqual(impersonatedMe);
    const banner = screen.getByRole('region', { name: 'Impersonation' });
    expect(within(banner).getByText(MESSAGES.staff.impersonating('demo-owner'))).toBeVisible();
  });

  it('does nothing when cancelled', async () => {
    const calls = serveStaff();
    const { router } = renderApp(accountPage);
    const dialog = await askToImpersonate('demo-reader');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.impersonations).toEqual([]);
    expect(router.state.location.pathname).toBe(accountPage);
  });

  it('shows the server’s refusal in the dialog and stays', async () => {
    serveStaff({ impersonate: () => failure(403, 'FORBIDDEN', MESSAGES.staff.impersonateStaff) });
    const { router } = renderApp(accountPage);
    const dialog = await askToImpersonate('demo-owner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Impersonate demo-owner' }));

    expect(await within(dialog).findByText(MESSAGES.staff.impersonateStaff)).toBeVisible();
    expect(router.state.location.pathname).toBe(accountPage);
    expect(queryClient.getQueryData(sessionKeys.me())).toEqual(staffMe);
  });
});
