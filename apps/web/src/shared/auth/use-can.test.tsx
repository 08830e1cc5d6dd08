import type { Me } from '@datadeck/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ID, me, OTHER_ACCOUNT_ID } from '../../test/fixtures.ts';
import { queryClient } from '../api/query-client.ts';
import { sessionKeys } from '../api/query-keys.ts';
import { useCan } from './use-can.ts';

/** Lists which of four permissions the hook grants, as text. */
function Probe() {
  const granted: Record<string, boolean> = {
    VIEW_API_KEYS: useCan('VIEW_API_KEYS'),
    EDIT_API_KEYS: useCan('EDIT_API_KEYS'),
    MANAGE_USERS: useCan('MANAGE_USERS'),
    EDIT_SECURITY: useCan('EDIT_SECURITY'),
  };
  return (
    <output>
      {Object.keys(granted)
        .filter((permission) => granted[permission])
        .join(' ')}
    </output>
  );
}

/** The probe on an account page of a one-route router, for a user whose session is cached. */
async function grantedOn(accountId: string, user: Partial<Me> = {}): Promise<string> {
  queryClient.setQueryData<Me>(sessionKeys.me(), { ...me, ...user });
  const root = createRootRoute();
  const accountPage = createRoute({ getParentRoute: () => root, path: 'accounts/$accountId', component: Probe });
  const router = createRouter({
    routeTree: root.addChildren([accountPage]),
    history: createMemoryHistory({ initialEntries: [`/accounts/${accountId}`] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return (await screen.findByRole('status')).textContent ?? '';
}

describe('useCan', () => {
  it('follows the role on the account of the route', async () => {
    expect(await grantedOn(ACCOUNT_ID)).toBe('VIEW_API_KEYS EDIT_API_KEYS MANAGE_USERS EDIT_SECURITY');
  });

  it('follows the role on another account (read only there)', async () => {
    expect(await grantedOn(OTHER_ACCOUNT_ID)).toBe('VIEW_API_KEYS EDIT_API_KEYS');
  });

  it('switches API key changes and user management off while a staff user impersonates', async () => {
    expect(await grantedOn(ACCOUNT_ID, { impersonatedBy: 'demo-staff' })).toBe('VIEW_API_KEYS EDIT_SECURITY');
  });

  it('grants nothing on an account the user is not linked to', async () => {
    expect(await grantedOn('00000000-0000-4000-8000-000000000000')).toBe('');
  });
});
