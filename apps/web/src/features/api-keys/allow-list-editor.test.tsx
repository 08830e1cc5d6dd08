import { invalidLinesMessage, LIMITS, MESSAGES } from '@datadeck/contracts';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../shared/api/query-client.ts';
import { apiKeyKeys } from '../../shared/api/query-keys.ts';
import { failure } from '../../test/fake-api.ts';
import { ACCOUNT_ID } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import {
  apiKeysPage,
  managePage,
  openManage,
  securityManagePage,
  serveApiKeys,
  storedKey,
} from './api-keys-test-kit.ts';

const field = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Allowed IPv4 ranges' });
const saveButton = () => screen.getByRole('button', { name: 'Save' });

/** Replaces the field's text; an empty string clears it. */
async function typeList(text: string) {
  await userEvent.clear(field());
  if (text !== '') await userEvent.type(field(), text);
}

describe('the API key allow-list editor', () => {
  it('shows the key’s stored ranges, one per line, in a labelled field', async () => {
    serveApiKeys({ keys: [storedKey('PROVISIONING', ['203.0.113.0/24', '198.51.100.7/32'])] });
    await openManage(managePage('PROVISIONING'));

    expect(screen.getByRole('heading', { level: 2, name: 'Provisioning API key security' })).toBeVisible();
    expect(field().value).toBe('203.0.113.0/24\n198.51.100.7/32');
    expect(screen.getByRole('textbox', { description: /One range per line/ })).toBe(field());
  });

  it('saves a bare IP as /32, says so and goes back to the keys', async () => {
    const changes = serveApiKeys({ keys: [storedKey('PROVISIONING')] });
    const toast = vi.spyOn(notifications, 'show');
    const { router } = await openManage(managePage('PROVISIONING'));

    await typeList('203.0.113.5\n10.1.2.3/8');
    await userEvent.click(saveButton());

    expect(await screen.findByText(MESSAGES.apiKeys.saved)).toBeVisible();
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ message: MESSAGES.apiKeys.saved, autoClose: LIMITS.apiKeyToastMs }),
    );
    expect(changes).toEqual([
      { call: 'updateAllowList', type: 'PROVISIONING', cidrAllowList: ['203.0.113.5/32', '10.0.0.0/8'] },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe(apiKeysPage));
    expect(await screen.findByText('203.0.113.5/32, 10.0.0.0/8')).toBeVisible();
  });

  it('names the lines that are not IPv4 ranges beside the field and sends nothing', async () => {
    const changes = serveApiKeys({ keys: [storedKey('PROVISIONING')] });
    await openManage(managePage('PROVISIONING'));

    await typeList('10.0.0.0/8\nnot-an-ip\n\n300.1.1.1');
    await userEvent.click(saveButton());

    const message = invalidLinesMessage([
      { line: 2, text: 'not-an-ip' },
      { line: 4, text: '300.1.1.1' },
    ]);
    expect(screen.getByText(message)).toBeVisible();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    // Read out with the field, not only shown near it.
    expect(screen.getByRole('textbox', { description: (description) => description.includes(message) })).toBe(field());
    expect(changes).toEqual([]);

    // Typing again clears the message.
    await userEvent.type(field(), '{Backspace}');
    expect(screen.queryByText(message)).toBeNull();
  });

  it('asks before saving an empty list, which blocks the key everywhere', async () => {
    const changes = serveApiKeys({ keys: [storedKey('PROVISIONING', ['203.0.113.0/24'])] });
    await openManage(managePage('PROVISIONING'));

    await typeList('');
    await userEvent.click(saveButton());
    const dialog = await screen.findByRole('dialog', { name: 'Save this allow-list?' });
    expect(within(dialog).getByText(MESSAGES.apiKeys.emptyListConfirm)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(changes).toEqual([]);
    expect(field().value).toBe('');

    await userEvent.click(saveButton());
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MESSAGES.apiKeys.saved)).toBeVisible();
    expect(changes).toEqual([{ call: 'updateAllowList', type: 'PROVISIONING', cidrAllowList: [] }]);
  });

  it('asks before saving a list with a /0 range, which allows the key everywhere', async () => {
    const changes = serveApiKeys({ keys: [storedKey('PROVISIONING', ['203.0.113.0/24'])] });
    await openManage(managePage('PROVISIONING'));

    await typeList('203.0.113.0/24\n0.0.0.0/0');
    await userEvent.click(saveButton());
    const dialog = await screen.findByRole('dialog', { name: 'Save this allow-list?' });
    expect(within(dialog).getByText(MESSAGES.apiKeys.openListConfirm('0.0.0.0/0'))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MESSAGES.apiKeys.saved)).toBeVisible();
    expect(changes).toEqual([
      { call: 'updateAllowList', type: 'PROVISIONING', cidrAllowList: ['203.0.113.0/24', '0.0.0.0/0'] },
    ]);
  });

  it('adds the caller’s public IP and saves at once, keeping what was typed', async () => {
    const changes = serveApiKeys({ keys: [storedKey('PROVISIONING', ['10.0.0.0/8'])], clientIp: '198.51.100.7' });
    await openManage(managePage('PROVISIONING'));
    await typeList('10.0.0.0/8\n192.0.2.0/24');

    await userEvent.click(await screen.findByRole('button', { name: 'Add my public IP (198.51.100.7)' }));

    expect(await screen.findByText(MESSAGES.apiKeys.saved)).toBeVisible();
    // The stored list plus the caller; the unsaved line stays in the field, not in the request.
    expect(changes).toEqual([
      { call: 'updateAllowList', type: 'PROVISIONING', cidrAllowList: ['10.0.0.0/8', '198.51.100.7/32'] },
    ]);
    expect(field().value).toBe('10.0.0.0/8\n192.0.2.0/24\n198.51.100.7/32');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Add my public IP/ })).toBeNull());
  });

  it('does not offer the caller’s IP when the saved list already admits it', async () => {
    serveApiKeys({ keys: [storedKey('PROVISIONING', ['198.51.100.0/24'])], clientIp: '198.51.100.7' });
    await openManage(managePage('PROVISIONING'));
    // Once the caller's address is known, the button would have appeared by now.
    await waitFor(() => expect(queryClient.getQueryState(apiKeyKeys.clientIp())?.status).toBe('success'));
    // The cache tells the page on the next tick (TanStack Query's notify schedule).
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('button', { name: /Add my public IP/ })).toBeNull();
  });

  it('says the save failed, with the server’s reason, and keeps the text', async () => {
    serveApiKeys({
      keys: [storedKey('PROVISIONING')],
      refuse: () => failure(500, 'INTERNAL', MESSAGES.errors.internal),
    });
    const { router } = await openManage(managePage('PROVISIONING'));

    await typeList('203.0.113.0/24');
    await userEvent.click(saveButton());

    expect(await screen.findByText(MESSAGES.apiKeys.saveFailed)).toBeVisible();
    expect(screen.getByText(MESSAGES.errors.internal)).toBeVisible();
    expect(field().value).toBe('203.0.113.0/24');
    expect(router.state.location.pathname).toBe(managePage('PROVISIONING'));
  });

  it('Cancel goes back to the keys without sending anything', async () => {
    const changes = serveApiKeys({ keys: [storedKey('PROVISIONING')] });
    const { router } = await openManage(managePage('PROVISIONING'));
    await typeList('203.0.113.0/24');

    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));

    await screen.findByRole('table', { name: 'Your API keys on this account' });
    expect(router.state.location.pathname).toBe(apiKeysPage);
    expect(changes).toEqual([]);
  });

  it.each([
    ['an unknown key type', 'NOT_A_TYPE'],
    ['a type the user has no key of', 'MONITORING'],
  ])('shows not found for %s, with the way back', async (_, type) => {
    serveApiKeys({ keys: [storedKey('PROVISIONING')] });
    renderApp(managePage(type));

    expect(await screen.findByRole('heading', { level: 2, name: 'API key not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to API keys' }).getAttribute('href')).toBe(apiKeysPage);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('is also the security page’s per-key sub-route, going back to the security tab', async () => {
    const changes = serveApiKeys({ keys: [storedKey('MONITORING', ['203.0.113.0/24'])] });
    const { router } = await openManage(securityManagePage('MONITORING'));

    expect(screen.getByRole('heading', { level: 2, name: 'Monitoring API key security' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Security' }).getAttribute('aria-selected')).toBe('true');
    await typeList('203.0.113.9');
    await userEvent.click(saveButton());

    await waitFor(() => expect(router.state.location.pathname).toBe(`/accounts/${ACCOUNT_ID}/settings/security`));
    expect(changes).toEqual([{ call: 'updateAllowList', type: 'MONITORING', cidrAllowList: ['203.0.113.9/32'] }]);
  });

  it('while impersonating, says why and cannot save', async () => {
    const changes = serveApiKeys({
      keys: [storedKey('PROVISIONING', ['10.0.0.0/8'])],
      user: { impersonatedBy: 'demo-staff' },
    });
    await openManage(managePage('PROVISIONING'));

    expect(screen.getByText(MESSAGES.apiKeys.impersonating)).toBeVisible();
    expect(saveButton()).toHaveProperty('disabled', true);
    expect(field().readOnly).toBe(true);
    expect(await screen.findByRole('button', { name: 'Add my public IP (198.51.100.7)' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(changes).toEqual([]);
  });

  it('during scheduled database maintenance, shows the list without Save', async () => {
    serveApiKeys({
      keys: [storedKey('PROVISIONING', ['10.0.0.0/8'])],
      user: { features: { databaseMaintenance: true } },
    });
    await openManage(managePage('PROVISIONING'));

    expect(screen.getByText(MESSAGES.settings.maintenance)).toBeVisible();
    expect(screen.getByText(MESSAGES.settings.notDuringMaintenance)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add my public IP/ })).toBeNull();
    expect(field().readOnly).toBe(true);
  });

  it('refuses the editor to a role without API keys, even by URL', async () => {
    serveApiKeys({ role: 'BILLING' });
    renderApp(managePage('PROVISIONING'));
    expect(await screen.findByText(MESSAGES.errors.forbidden)).toBeVisible();
  });
});
