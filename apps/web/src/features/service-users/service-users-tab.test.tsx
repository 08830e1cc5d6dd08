import { MESSAGES } from '@datadeck/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { failure, ok } from '../../test/fake-api.ts';
import { ACCOUNT_ID } from '../../test/fixtures.ts';
import { renderApp, renderWithRouter } from '../../test/render.tsx';
import type { ServiceUserPermissions } from './permissions.ts';
import { ServiceUserTable } from './service-user-table.tsx';
import {
  administratorsPage,
  addPage,
  editPage,
  openServiceUsers,
  serveServiceUsers,
  serviceUser,
  serviceUsersPage,
} from './service-users-test-kit.ts';
import { AddServiceUserButton } from './service-users-tab.tsx';

const ciBot = serviceUser({
  username: 'ci-bot',
  displayName: 'CI Bot',
  email: 'ci@example.com',
  profile: 'CLUSTER_ADMIN',
});
const reporter = serviceUser({ username: 'reporter', displayName: 'Reporter', email: 'reports@example.com' });
const table = () => screen.getByRole('table', { name: 'Service users of this account' });
const rowOf = (name: string) => within(table()).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
const toggle = (name: string) => within(table()).getByRole('button', { name });

// The pages' lazy chunk is compiled on its first import: done here, so no test waits on the compiler.
beforeAll(() => import('./service-user-pages.tsx'));

describe('the Service Users tab', () => {
  it('lists the service users by display name and email, with the spec’s notices', async () => {
    serveServiceUsers({ users: [ciBot, reporter] });
    await openServiceUsers();

    expect(
      within(table())
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['▸ CI Bot', '▸ Reporter']);
    expect(within(rowOf('CI Bot')).getByText('ci@example.com')).toBeVisible();
    expect(screen.getByText(MESSAGES.serviceUsers.keyShownOnce)).toBeVisible();
    expect(screen.getByText(MESSAGES.serviceUsers.prometheusNotice)).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Service Users' }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens a row onto its keys, one row per key type its profile allows, and closes it again', async () => {
    serveServiceUsers({ users: [ciBot, reporter] });
    await openServiceUsers();
    const ci = toggle('CI Bot');
    expect(ci.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table', { name: 'API keys of CI Bot' })).toBeNull();

    await userEvent.click(ci);

    expect(ci.getAttribute('aria-expanded')).toBe('true');
    const keys = screen.getByRole('table', { name: 'API keys of CI Bot' });
    expect(document.getElementById(ci.getAttribute('aria-controls') ?? '')).toContainElement(keys);
    expect(
      within(keys)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Type', 'Username', 'API Key', 'Security', 'Actions']);
    expect(
      within(keys)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Provisioning', 'Read-Only Provisioning', 'Monitoring', 'Prometheus Monitoring']);
    expect(within(keys).getAllByText('ci-bot')).toHaveLength(4);
    expect(screen.queryByRole('table', { name: 'API keys of Reporter' })).toBeNull();

    await userEvent.click(ci);
    expect(screen.queryByRole('table', { name: 'API keys of CI Bot' })).toBeNull();
  });

  it('says none are found when the account has none', async () => {
    serveServiceUsers();
    await openServiceUsers();
    expect(screen.getByText(MESSAGES.serviceUsers.empty)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers an owner every row action, and Add New Service User to the Add page', async () => {
    serveServiceUsers({ users: [ciBot] });
    const { router } = await openServiceUsers();
    const row = within(rowOf('CI Bot'));
    expect(row.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual(
      ['▸ CI Bot', 'View administrators of CI Bot', 'Edit service user CI Bot', 'Deactivate CI Bot'],
    );

    await userEvent.click(row.getByRole('button', { name: 'Edit service user CI Bot' }));
    await screen.findByRole('heading', { name: 'Edit Service User CI Bot' });
    expect(router.state.location.pathname).toBe(editPage('ci-bot'));

    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'View administrators of CI Bot' }));
    await screen.findByRole('heading', { name: 'Administrators of CI Bot' });
    expect(router.state.location.pathname).toBe(administratorsPage('ci-bot'));

    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Add New Service User' }));
    await screen.findByRole('heading', { name: 'Add New Service User' });
    expect(router.state.location.pathname).toBe(addPage);
  });

  it('Deactivate asks first; Cancel sends nothing; confirming removes the row and says so', async () => {
    const changes = serveServiceUsers({ users: [ciBot, reporter] });
    await openServiceUsers();

    await userEvent.click(screen.getByRole('button', { name: 'Deactivate CI Bot' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate CI Bot' });
    expect(within(dialog).getByText(MESSAGES.serviceUsers.deactivateConfirm('CI Bot'))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(changes).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Deactivate CI Bot' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText(MESSAGES.serviceUsers.deactivated)).toBeVisible();
    expect(within(table()).queryByRole('button', { name: 'CI Bot' })).toBeNull();
    expect(toggle('Reporter')).toBeVisible();
    expect(changes).toEqual([{ call: 'deactivate', username: 'ci-bot' }]);
  });

  it('says a deactivation failed in the spec’s words, with the server’s reason, and keeps the row', async () => {
    serveServiceUsers({
      users: [ciBot],
      refuse: () => failure(403, 'FORBIDDEN', MESSAGES.serviceUsers.notAdministrator),
    });
    await openServiceUsers();

    await userEvent.click(screen.getByRole('button', { name: 'Deactivate CI Bot' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText(MESSAGES.serviceUsers.deactivateFailed)).toBeVisible();
    expect(screen.getByText(MESSAGES.serviceUsers.notAdministrator)).toBeVisible();
    expect(toggle('CI Bot')).toBeVisible();
  });

  it('is refused to a role without VIEW_SERVICE_USER, even by URL', async () => {
    serveServiceUsers({ role: 'BILLING' });
    renderApp(serviceUsersPage);
    expect(await screen.findByText(MESSAGES.errors.forbidden)).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Service Users' })).toBeNull();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let attempts = 0;
    serveServiceUsers({
      list: () => (++attempts === 1 ? failure(403, 'FORBIDDEN', MESSAGES.errors.forbidden) : ok([])),
    });
    renderApp(serviceUsersPage);

    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(MESSAGES.serviceUsers.empty)).toBeVisible();
    expect(attempts).toBe(2);
  });
});

/*
 * No role of the contracts' table sees service users without changing them, so what SPEC §6
 * gives such a role is proven on the table and the button with the permissions as given.
 */
describe('the Service Users tab for a role without edit rights', () => {
  const viewOnly: ServiceUserPermissions = {
    create: false,
    edit: false,
    createKey: false,
    deleteKey: false,
    held: null,
  };

  it('offers only View Administrators, and the keys without their actions', async () => {
    const changes = serveServiceUsers({ users: [ciBot] });
    renderWithRouter(<ServiceUserTable accountId={ACCOUNT_ID} users={[ciBot]} may={viewOnly} />);

    const row = within(await screen.findByRole('row', { name: /CI Bot/ }));
    expect(row.getByRole('button', { name: 'View administrators of CI Bot' })).toBeVisible();
    expect(row.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(row.queryByRole('button', { name: /^Deactivate/ })).toBeNull();

    await userEvent.click(row.getByRole('button', { name: 'CI Bot' }));
    const keys = screen.getByRole('table', { name: 'API keys of CI Bot' });
    expect(within(keys).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(within(keys).queryByRole('button')).toBeNull();
    expect(changes).toEqual([]);
  });

  it('shows Add New Service User disabled, saying who may add service users', async () => {
    renderWithRouter(
      <AddServiceUserButton accountId={ACCOUNT_ID} refusal={MESSAGES.serviceUsers.createNotPermitted} />,
    );

    const button = await screen.findByRole('button', { name: 'Add New Service User' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(MESSAGES.serviceUsers.createNotPermitted);
    expect(screen.queryByRole('link', { name: 'Add New Service User' })).toBeNull();

    await userEvent.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(MESSAGES.serviceUsers.createNotPermitted);
  });
});
