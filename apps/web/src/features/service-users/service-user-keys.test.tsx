import { MESSAGES, serviceUserKeyTypes } from '@datadeck/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import {
  GENERATED_KEY,
  keyPage,
  maskedOf,
  openServiceUsers,
  ROTATED_KEY,
  serveServiceUsers,
  serviceKey,
  serviceUser,
  serviceUsersPage,
} from './service-users-test-kit.ts';

// The pages' lazy chunk is compiled on its first import: done here, so no test waits on the compiler.
beforeAll(() => import('./service-user-pages.tsx'));

const ciBot = (keys = [serviceKey('ci-bot', 'PROVISIONING', ['203.0.113.0/24'])]) =>
  serviceUser({
    username: 'ci-bot',
    displayName: 'CI Bot',
    profile: 'CLUSTER_ADMIN',
    apiKeys: { allowedApiKeyTypes: serviceUserKeyTypes('CLUSTER_ADMIN'), apiKeys: keys },
  });

const keysTable = () => screen.getByRole('table', { name: 'API keys of CI Bot' });
const keyRow = (type: string) =>
  within(within(keysTable()).getByRole('rowheader', { name: type }).closest('tr') as HTMLElement);
const field = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Allowed IPv4 ranges' });

async function openKeys() {
  const view = await openServiceUsers();
  await userEvent.click(screen.getByRole('button', { name: 'CI Bot' }));
  return view;
}

describe('a service user’s API keys', () => {
  it('shows a present key masked with its allow-list, and Add for an absent one', async () => {
    serveServiceUsers({ users: [ciBot()] });
    await openKeys();

    const provisioning = keyRow('Provisioning');
    expect(provisioning.getByText('Hidden key ending in wxyz')).toBeVisible();
    expect(provisioning.getByText('203.0.113.0/24')).toBeVisible();
    expect(provisioning.getByRole('link', { name: 'Manage Provisioning API key of ci-bot' })).toHaveAttribute(
      'href',
      keyPage('ci-bot', 'PROVISIONING'),
    );
    expect(keyRow('Monitoring').getByRole('button', { name: 'Add Monitoring API key of ci-bot' })).toBeVisible();
  });

  it('Add shows the new key once, to copy; after leaving the tab it is masked', async () => {
    const changes = serveServiceUsers({ users: [ciBot()] });
    await openKeys();

    await userEvent.click(keyRow('Monitoring').getByRole('button', { name: 'Add Monitoring API key of ci-bot' }));

    expect(await keyRow('Monitoring').findByText(GENERATED_KEY)).toBeVisible();
    expect(keyRow('Monitoring').getByText(MESSAGES.apiKeys.copyNow)).toBeVisible();
    expect(keyRow('Monitoring').getByRole('button', { name: 'Copy Monitoring API key of ci-bot' })).toBeVisible();
    expect(await screen.findByText(MESSAGES.apiKeys.generated)).toBeVisible();
    expect(changes).toEqual([{ call: 'generate', username: 'ci-bot', type: 'MONITORING' }]);

    await userEvent.click(screen.getByRole('tab', { name: 'Details' }));
    await screen.findByRole('heading', { level: 2, name: 'Details' });
    await userEvent.click(screen.getByRole('tab', { name: 'Service Users' }));
    await userEvent.click(await screen.findByRole('button', { name: 'CI Bot' }));

    expect(keyRow('Monitoring').getByText(maskedOf(GENERATED_KEY))).toBeVisible();
    expect(screen.queryByText(GENERATED_KEY)).toBeNull();
  });

  it('Rotate asks first; Cancel sends nothing; confirming shows the new key once', async () => {
    const changes = serveServiceUsers({ users: [ciBot()] });
    await openKeys();
    const rotate = () => keyRow('Provisioning').getByRole('button', { name: 'Rotate Provisioning API key of ci-bot' });

    await userEvent.click(rotate());
    const dialog = screen.getByRole('dialog', { name: 'Rotate Provisioning API key of ci-bot' });
    expect(within(dialog).getByText(MESSAGES.apiKeys.rotateConfirm)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(changes).toEqual([]);

    await userEvent.click(rotate());
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Rotate' }));

    expect(await keyRow('Provisioning').findByText(ROTATED_KEY)).toBeVisible();
    expect(await screen.findByText(MESSAGES.apiKeys.rotated)).toBeVisible();
    expect(changes).toEqual([{ call: 'rotate', username: 'ci-bot', type: 'PROVISIONING' }]);
  });

  it('Delete asks with the spec’s words, then offers Add again', async () => {
    const changes = serveServiceUsers({ users: [ciBot()] });
    await openKeys();

    await userEvent.click(
      keyRow('Provisioning').getByRole('button', { name: 'Delete Provisioning API key of ci-bot' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete Provisioning API key of ci-bot' });
    expect(within(dialog).getByText(MESSAGES.apiKeys.deleteConfirm)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(
      await keyRow('Provisioning').findByRole('button', { name: 'Add Provisioning API key of ci-bot' }),
    ).toBeVisible();
    expect(await screen.findByText(MESSAGES.apiKeys.deleted)).toBeVisible();
    expect(changes).toEqual([{ call: 'delete', username: 'ci-bot', type: 'PROVISIONING' }]);
  });
});

describe('a service user key’s allow-list page', () => {
  it('opens from Manage with the stored ranges, saves and goes back to the tab', async () => {
    const changes = serveServiceUsers({ users: [ciBot()] });
    const { router } = await openKeys();

    await userEvent.click(keyRow('Provisioning').getByRole('link', { name: 'Manage Provisioning API key of ci-bot' }));
    await screen.findByRole('heading', { name: 'Provisioning API key security of CI Bot' });
    expect(field().value).toBe('203.0.113.0/24');
    expect(screen.getByRole('tab', { name: 'Service Users' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.clear(field());
    await userEvent.type(field(), '198.51.100.0/24');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MESSAGES.apiKeys.saved)).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe(serviceUsersPage));
    expect(changes).toEqual([
      { call: 'updateAllowList', username: 'ci-bot', type: 'PROVISIONING', body: ['198.51.100.0/24'] },
    ]);
  });

  it('asks before saving an empty list or one open to everywhere', async () => {
    const changes = serveServiceUsers({ users: [ciBot()] });
    renderApp(keyPage('ci-bot', 'PROVISIONING'));
    await screen.findByRole('textbox', { name: 'Allowed IPv4 ranges' });

    await userEvent.clear(field());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const empty = await screen.findByRole('dialog', { name: 'Save this allow-list?' });
    expect(within(empty).getByText(MESSAGES.apiKeys.emptyListConfirm)).toBeVisible();
    await userEvent.click(within(empty).getByRole('button', { name: 'Cancel' }));

    await userEvent.type(field(), '0.0.0.0/0');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const open = await screen.findByRole('dialog', { name: 'Save this allow-list?' });
    expect(within(open).getByText(MESSAGES.apiKeys.openListConfirm('0.0.0.0/0'))).toBeVisible();
    await userEvent.click(within(open).getByRole('button', { name: 'Cancel' }));
    expect(changes).toEqual([]);
  });

  it('adds the caller’s public IP at once, onto the stored list', async () => {
    const changes = serveServiceUsers({ users: [ciBot()], clientIp: '192.0.2.44' });
    renderApp(keyPage('ci-bot', 'PROVISIONING'));

    await userEvent.click(await screen.findByRole('button', { name: 'Add my public IP (192.0.2.44)' }));

    expect(await screen.findByText(MESSAGES.apiKeys.saved)).toBeVisible();
    expect(changes).toEqual([
      { call: 'updateAllowList', username: 'ci-bot', type: 'PROVISIONING', body: ['203.0.113.0/24', '192.0.2.44/32'] },
    ]);
    await waitFor(() => expect(field().value).toBe('203.0.113.0/24\n192.0.2.44/32'));
    expect(screen.queryByRole('button', { name: /Add my public IP/ })).toBeNull();
  });

  it('says Failed to save with the server’s reason', async () => {
    serveServiceUsers({
      users: [ciBot()],
      refuse: (_, call) =>
        call === 'updateAllowList'
          ? { status: 503, body: { errors: [{ name: 'MAINTENANCE', message: MESSAGES.settings.maintenance }] } }
          : undefined,
    });
    renderApp(keyPage('ci-bot', 'PROVISIONING'));
    await screen.findByRole('textbox', { name: 'Allowed IPv4 ranges' });

    await userEvent.type(field(), '\n198.51.100.7');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MESSAGES.apiKeys.saveFailed)).toBeVisible();
    expect(screen.getByText(MESSAGES.settings.maintenance)).toBeVisible();
  });

  it('is not found for a key type the service user has no key of', async () => {
    serveServiceUsers({ users: [ciBot()] });
    renderApp(keyPage('ci-bot', 'MONITORING'));
    expect(await screen.findByText(MESSAGES.serviceUsers.notFound)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to service users' })).toHaveAttribute('href', serviceUsersPage);
  });
});
