import { SSO_MESSAGES } from '@datadeck/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../test/fake-api.ts';
import { ACCOUNT_ID } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { serveStaff, staffIdentityProvider } from './staff-test-kit.ts';

const M = SSO_MESSAGES;
const accountPage = `/staff/accounts/${ACCOUNT_ID}`;

beforeAll(() => Promise.all([import('./staff-page.tsx'), import('./staff-account-page.tsx')]));

async function providersSection() {
  return screen.findByRole('region', { name: 'Identity providers' });
}

async function rowOf(name: string) {
  const table = within(await providersSection()).getByRole('table', { name: 'Identity providers of the account' });
  return within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
}

describe('the identity providers of an account, for staff', () => {
  it('makes a provider Active after the confirmation, and says so', async () => {
    const provider = staffIdentityProvider();
    const calls = serveStaff({ identityProviders: [provider] });
    renderApp(accountPage);
    const row = within(await rowOf(provider.displayName));
    expect(row.getByText('Inactive')).toBeVisible();
    const active = row.getByRole('switch', { name: `Active: ${provider.displayName}` });
    expect(active).not.toBeChecked();

    await userEvent.click(active);
    const dialog = await screen.findByRole('dialog', { name: 'Make identity provider Active' });
    expect(within(dialog).getByText(M.confirmEnable(provider.displayName))).toBeVisible();
    expect(calls.identityProviders).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make Active' }));

    expect(await screen.findByText(M.enabledByStaff)).toBeVisible();
    expect(calls.identityProviders).toEqual([
      { idpId: provider.idpId, body: { enabled: true, jitProvisioning: false } },
    ]);
    await waitFor(() => expect(row.getByRole('switch', { name: `Active: ${provider.displayName}` })).toBeChecked());
    expect(row.getByText('Active', { selector: '.mantine-Badge-label' })).toBeVisible();
  });

  it('leaves a provider as it was when the confirmation is cancelled', async () => {
    const provider = staffIdentityProvider({ enabled: true });
    const calls = serveStaff({ identityProviders: [provider] });
    renderApp(accountPage);
    const row = within(await rowOf(provider.displayName));
    await userEvent.click(row.getByRole('switch', { name: `Active: ${provider.displayName}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Make identity provider Inactive' });
    expect(within(dialog).getByText(M.confirmDisable(provider.displayName))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.identityProviders).toEqual([]);
    expect(row.getByRole('switch', { name: `Active: ${provider.displayName}` })).toBeChecked();
  });

  it('confirms creating users on first sign-in, but turns it off at once', async () => {
    const provider = staffIdentityProvider({ enabled: true });
    const calls = serveStaff({ identityProviders: [provider] });
    renderApp(accountPage);
    const row = within(await rowOf(provider.displayName));
    const jit = () => row.getByRole('switch', { name: `Create users on first sign-in: ${provider.displayName}` });

    await userEvent.click(jit());
    const dialog = await screen.findByRole('dialog', { name: 'Create users on first sign-in' });
    expect(within(dialog).getByText(M.confirmJit(provider.displayName))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create users' }));
    expect(await screen.findByText(M.jitSaved(true))).toBeVisible();
    await waitFor(() => expect(jit()).toBeChecked());

    await userEvent.click(jit());
    expect(await screen.findByText(M.jitSaved(false))).toBeVisible();
    expect(calls.identityProviders).toEqual([
      { idpId: provider.idpId, body: { enabled: true, jitProvisioning: true } },
      { idpId: provider.idpId, body: { enabled: true, jitProvisioning: false } },
    ]);
  });

  it('says when the change could not be saved, and keeps the switch where it was', async () => {
    const provider = staffIdentityProvider();
    serveStaff({
      identityProviders: [provider],
      updateIdentityProvider: () => failure(500, 'INTERNAL', 'The database is away'),
    });
    renderApp(accountPage);
    const row = within(await rowOf(provider.displayName));
    await userEvent.click(row.getByRole('switch', { name: `Active: ${provider.displayName}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Make identity provider Active' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make Active' }));
    expect(await screen.findByText(M.staffUpdateFailed)).toBeVisible();
    expect(screen.getByText('The database is away')).toBeVisible();
    expect(row.getByRole('switch', { name: `Active: ${provider.displayName}` })).not.toBeChecked();
  });

  it('says when the account has none', async () => {
    serveStaff();
    renderApp(accountPage);
    expect(within(await providersSection()).getByText(M.providersEmpty)).toBeVisible();
  });
});
