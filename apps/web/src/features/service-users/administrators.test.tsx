import { MESSAGES } from '@datadeck/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../test/fake-api.ts';
import { me } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { administratorsPage, serveServiceUsers, serviceUser, serviceUsersPage } from './service-users-test-kit.ts';

// The pages' lazy chunk is compiled on its first import: done here, so no test waits on the compiler.
beforeAll(() => import('./service-user-pages.tsx'));

const ciBot = serviceUser({ username: 'ci-bot', displayName: 'CI Bot', administrators: [me.username, 'ops-lead'] });
const administrators = () =>
  within(screen.getByRole('table', { name: 'Administrators of CI Bot' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const usernameField = () => screen.getByRole('textbox', { name: 'Administrator username' });

async function openAdministrators() {
  const view = renderApp(administratorsPage('ci-bot'));
  await screen.findByRole('heading', { name: 'Administrators of CI Bot' });
  return view;
}

describe('the service user’s administrators page', () => {
  it('lists the administrators, each with Delete, and goes Back to the tab', async () => {
    serveServiceUsers({ users: [ciBot] });
    const { router } = await openAdministrators();

    expect(administrators()).toEqual([me.username, 'ops-lead']);
    expect(screen.getByRole('button', { name: 'Delete administrator ops-lead' })).toBeVisible();

    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    await screen.findByRole('heading', { level: 2, name: 'Service Users' });
    expect(router.state.location.pathname).toBe(serviceUsersPage);
  });

  it('adds an administrator by username with the whole list, and says so', async () => {
    const changes = serveServiceUsers({ users: [ciBot] });
    await openAdministrators();

    await userEvent.type(usernameField(), 'new-admin');
    await userEvent.click(screen.getByRole('button', { name: 'Add Administrator' }));

    expect(await screen.findByText(MESSAGES.serviceUsers.administratorAdded)).toBeVisible();
    expect(await screen.findByRole('rowheader', { name: 'new-admin' })).toBeVisible();
    expect(usernameField()).toHaveValue('');
    expect(changes).toEqual([
      { call: 'update', username: 'ci-bot', body: { administrators: [me.username, 'ops-lead', 'new-admin'] } },
    ]);
  });

  it('checks the username before sending it', async () => {
    const changes = serveServiceUsers({ users: [ciBot] });
    await openAdministrators();

    await userEvent.click(screen.getByRole('button', { name: 'Add Administrator' }));
    expect(await screen.findByText('Enter a username')).toBeVisible();
    expect(changes).toEqual([]);
  });

  it('shows the server’s reason on the field when it refuses the username', async () => {
    serveServiceUsers({
      users: [ciBot],
      refuse: () => failure(400, 'administrators.2', MESSAGES.serviceUsers.administratorNotLinked('stranger')),
    });
    await openAdministrators();

    await userEvent.type(usernameField(), 'stranger');
    await userEvent.click(screen.getByRole('button', { name: 'Add Administrator' }));

    expect(await screen.findByText(MESSAGES.serviceUsers.administratorAddFailed)).toBeVisible();
    expect(usernameField()).toHaveAccessibleDescription(MESSAGES.serviceUsers.administratorNotLinked('stranger'));
    expect(administrators()).toEqual([me.username, 'ops-lead']);
  });

  it('removes an administrator, and says so', async () => {
    const changes = serveServiceUsers({ users: [ciBot] });
    await openAdministrators();

    await userEvent.click(screen.getByRole('button', { name: 'Delete administrator ops-lead' }));

    expect(await screen.findByText(MESSAGES.serviceUsers.administratorRemoved)).toBeVisible();
    expect(administrators()).toEqual([me.username]);
    expect(changes).toEqual([{ call: 'update', username: 'ci-bot', body: { administrators: [me.username] } }]);
  });

  it('says a removal failed with the server’s reason, and keeps the administrator', async () => {
    serveServiceUsers({
      users: [ciBot],
      refuse: () => failure(403, 'FORBIDDEN', MESSAGES.serviceUsers.notAdministrator),
    });
    await openAdministrators();

    await userEvent.click(screen.getByRole('button', { name: 'Delete administrator ops-lead' }));

    expect(await screen.findByText(MESSAGES.serviceUsers.administratorRemoveFailed)).toBeVisible();
    expect(screen.getByText(MESSAGES.serviceUsers.notAdministrator)).toBeVisible();
    expect(administrators()).toEqual([me.username, 'ops-lead']);
  });

  it('never sends a list without administrators: the contracts’ rule is said at once', async () => {
    const changes = serveServiceUsers({ users: [serviceUser({ username: 'ci-bot', displayName: 'CI Bot' })] });
    await openAdministrators();

    await userEvent.click(screen.getByRole('button', { name: `Delete administrator ${me.username}` }));

    expect(await screen.findByText(MESSAGES.serviceUsers.administratorRemoveFailed)).toBeVisible();
    expect(screen.getByText('A service user keeps at least one administrator')).toBeVisible();
    expect(changes).toEqual([]);
  });
});
