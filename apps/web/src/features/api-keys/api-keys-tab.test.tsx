import { LIMITS, MESSAGES } from '@datadeck/contracts';
import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failure, ok } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render.tsx';
import {
  apiKeysPage,
  GENERATED_KEY,
  managePage,
  maskedOf,
  openApiKeys,
  ROTATED_KEY,
  rowNames,
  serveApiKeys,
  storedKey,
} from './api-keys-test-kit.ts';

const button = (name: string) => screen.getByRole('button', { name });
const rowOf = (type: string) => screen.getByRole('rowheader', { name: type }).closest('tr') as HTMLElement;
const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

describe('the API keys tab', () => {
  it.each([
    ['OWNER', ['Provisioning', 'Read-Only Provisioning', 'Monitoring', 'Prometheus Monitoring', 'User Management']],
    ['CLUSTER_ADMIN', ['Provisioning', 'Read-Only Provisioning', 'Monitoring', 'Prometheus Monitoring']],
    ['READ_ONLY', ['Read-Only Provisioning', 'Monitoring', 'Prometheus Monitoring']],
  ] as const)('shows %s one row per key type its role may hold', async (role, types) => {
    serveApiKeys({ role });
    await openApiKeys();
    expect(rowNames()).toEqual(types);
    expect(screen.getByRole('heading', { level: 2, name: 'API Keys' })).toBeVisible();
    expect(screen.getByText(MESSAGES.apiKeys.basicAuth)).toBeVisible();
  });

  it('offers Add for an absent key; Manage, Rotate and Delete for a present one, with its masked value and allow-list', async () => {
    serveApiKeys({ keys: [storedKey('PROVISIONING', ['203.0.113.0/24', '198.51.100.7/32'])] });
    await openApiKeys();

    const provisioning = within(rowOf('Provisioning'));
    expect(provisioning.getByText(storedKey('PROVISIONING').key)).toBeVisible();
    expect(provisioning.getByText('Hidden key ending in wxyz')).toBeVisible();
    expect(provisioning.getByText('203.0.113.0/24, 198.51.100.7/32')).toBeVisible();
    expect(provisioning.getByRole('link', { name: 'Manage Provisioning API key' }).getAttribute('href')).toBe(
      managePage('PROVISIONING'),
    );
    expect(provisioning.getByRole('button', { name: 'Rotate Provisioning API key' })).toBeVisible();
    expect(provisioning.getByRole('button', { name: 'Delete Provisioning API key' })).toBeVisible();
    expect(provisioning.queryByRole('button', { name: /^Add/ })).toBeNull();

    const monitoring = within(rowOf('Monitoring'));
    expect(monitoring.getByRole('button', { name: 'Add Monitoring API key' })).toBeVisible();
    expect(monitoring.queryByRole('button', { name: /^Rotate/ })).toBeNull();
  });

  it('Add shows the new key once, in full, to copy; after leaving the page it is masked', async () => {
    const user = userEvent.setup();
    const changes = serveApiKeys();
    const toast = vi.spyOn(notifications, 'show');
    const { router } = await openApiKeys();

    await user.click(button('Add Monitoring API key'));

    const row = within(rowOf('Monitoring'));
    expect(await row.findByText(GENERATED_KEY)).toBeVisible();
    expect(row.getByText(MESSAGES.apiKeys.copyNow)).toBeVisible();
    expect(await screen.findByText(MESSAGES.apiKeys.generated)).toBeVisible();
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ message: MESSAGES.apiKeys.generated, autoClose: LIMITS.apiKeyToastMs }),
    );
    expect(changes).toEqual([{ call: 'generate', type: 'MONITORING' }]);

    await user.click(row.getByRole('button', { name: 'Copy Monitoring API key' }));
    expect(row.getByRole('button', { name: 'Monitoring API key copied' })).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(GENERATED_KEY);

    await user.click(screen.getByRole('tab', { name: 'Details' }));
    await screen.findByRole('heading', { level: 2, name: 'Details' });
    await user.click(screen.getByRole('tab', { name: 'API Keys' }));
    await screen.findByRole('table', { name: 'Your API keys on this account' });

    expect(router.state.location.pathname).toBe(apiKeysPage);
    expect(within(rowOf('Monitoring')).getByText(maskedOf(GENERATED_KEY))).toBeVisible();
    expect(screen.queryByText(GENERATED_KEY)).toBeNull();
    expect(screen.queryByText(MESSAGES.apiKeys.copyNow)).toBeNull();
  });

  it('Rotate asks first; Cancel puts the row back and sends nothing; confirming shows the new key', async () => {
    const changes = serveApiKeys({ keys: [storedKey('PROVISIONING')] });
    await openApiKeys();

    await userEvent.click(button('Rotate Provisioning API key'));
    const dialog = screen.getByRole('dialog', { name: 'Rotate Provisioning API key' });
    expect(within(dialog).getByText(MESSAGES.apiKeys.rotateConfirm)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(changes).toEqual([]);
    expect(within(rowOf('Provisioning')).getByText(storedKey('PROVISIONING').key)).toBeVisible();

    await userEvent.click(button('Rotate Provisioning API key'));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Rotate' }));

    expect(await within(rowOf('Provisioning')).findByText(ROTATED_KEY)).toBeVisible();
    expect(await screen.findByText(MESSAGES.apiKeys.rotated)).toBeVisible();
    expect(changes).toEqual([{ call: 'rotate', type: 'PROVISIONING' }]);
  });

  it('Delete asks with the spec’s words, then removes the key and offers Add again', async () => {
    const changes = serveApiKeys({ keys: [storedKey('PROVISIONING', ['203.0.113.0/24'])] });
    await openApiKeys();

    await userEvent.click(button('Delete Provisioning API key'));
    const dialog = screen.getByRole('dialog', { name: 'Delete Provisioning API key' });
    expect(within(dialog).getByText(MESSAGES.apiKeys.deleteConfirm)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(changes).toEqual([]);

    await userEvent.click(button('Delete Provisioning API key'));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(
      await within(rowOf('Provisioning')).findByRole('button', { name: 'Add Provisioning API key' }),
    ).toBeVisible();
    expect(within(rowOf('Provisioning')).queryByText('203.0.113.0/24')).toBeNull();
    expect(await screen.findByText(MESSAGES.apiKeys.deleted)).toBeVisible();
    expect(changes).toEqual([{ call: 'delete', type: 'PROVISIONING' }]);
  });

  it('says why a change failed, in the server’s words', async () => {
    serveApiKeys({
      keys: [storedKey('PROVISIONING')],
      refuse: () => failure(503, 'MAINTENANCE', MESSAGES.settings.maintenance),
    });
    await openApiKeys();

    await userEvent.click(button('Rotate Provisioning API key'));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Rotate' }));

    expect(await screen.findByText('The API key could not be rotated')).toBeVisible();
    expect(screen.getByText(MESSAGES.settings.maintenance)).toBeVisible();
    expect(within(rowOf('Provisioning')).getByText(storedKey('PROVISIONING').key)).toBeVisible();
  });

  it('while impersonating, says keys cannot be altered and disables every action', async () => {
    serveApiKeys({ keys: [storedKey('PROVISIONING')], user: { impersonatedBy: 'demo-staff' } });
    await openApiKeys();

    expect(screen.getByText(MESSAGES.apiKeys.impersonating)).toBeVisible();
    expect(isDisabled(button('Add Monitoring API key'))).toBe(true);
    expect(isDisabled(button('Manage Provisioning API key'))).toBe(true);
    expect(isDisabled(button('Rotate Provisioning API key'))).toBe(true);
    expect(isDisabled(button('Delete Provisioning API key'))).toBe(true);
    expect(screen.queryByRole('link', { name: 'Manage Provisioning API key' })).toBeNull();
  });

  it('hides the actions during scheduled database maintenance, with the settings warning', async () => {
    serveApiKeys({ keys: [storedKey('PROVISIONING')], user: { features: { databaseMaintenance: true } } });
    await openApiKeys();

    expect(screen.getByText(MESSAGES.settings.maintenance)).toBeVisible();
    expect(within(rowOf('Provisioning')).getByText(storedKey('PROVISIONING').key)).toBeVisible();
    expect(screen.queryByRole('button', { name: /API key$/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /API key$/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('opens a key’s allow-list from Manage, with the API Keys tab still selected', async () => {
    serveApiKeys({ keys: [storedKey('PROVISIONING', ['203.0.113.0/24'])] });
    const { router } = await openApiKeys();

    await userEvent.click(screen.getByRole('link', { name: 'Manage Provisioning API key' }));

    const field = await screen.findByRole('textbox', { name: 'Allowed IPv4 ranges' });
    expect((field as HTMLTextAreaElement).value).toBe('203.0.113.0/24');
    expect(router.state.location.pathname).toBe(managePage('PROVISIONING'));
    expect(screen.getByRole('tab', { name: 'API Keys' }).getAttribute('aria-selected')).toBe('true');
  });

  it('is refused to a role without VIEW_API_KEYS, even by URL', async () => {
    serveApiKeys({ role: 'BILLING' });
    renderApp(apiKeysPage);
    expect(await screen.findByText(MESSAGES.errors.forbidden)).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'API Keys' })).toBeNull();
  });

  it('offers to try again when the keys cannot be loaded', async () => {
    let attempts = 0;
    serveApiKeys({
      list: () =>
        ++attempts === 1
          ? failure(403, 'FORBIDDEN', MESSAGES.errors.forbidden)
          : ok({ apiKeys: [], allowedApiKeyTypes: [] }),
    });
    renderApp(apiKeysPage);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(MESSAGES.errors.pageNotLoaded)).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Your role on this account holds no API keys.')).toBeVisible();
    expect(attempts).toBe(2);
  });
});
