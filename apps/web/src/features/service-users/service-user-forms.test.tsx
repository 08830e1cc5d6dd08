import { MESSAGES, ROLE_LABELS } from '@datadeck/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render.tsx';
import { addPage, editPage, serveServiceUsers, serviceUser, serviceUsersPage } from './service-users-test-kit.ts';

// The pages' lazy chunk is compiled on its first import: done here, so no test waits on the compiler.
beforeAll(() => import('./service-user-pages.tsx'));

const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const profiles = () =>
  within(screen.getByRole('radiogroup', { name: /Profile/ }))
    .getAllByRole('radio')
    .map((radio) => radio.getAttribute('value'));

async function openAdd() {
  const view = renderApp(addPage);
  await screen.findByRole('heading', { name: 'Add New Service User' });
  return view;
}

async function fillAdd({ username = 'ci-bot', profile = ROLE_LABELS.READ_ONLY } = {}) {
  await userEvent.type(textbox('Username'), username);
  await userEvent.type(textbox('Display name'), 'CI Bot');
  await userEvent.type(textbox('Email'), ' ci@example.com ');
  await userEvent.click(screen.getByRole('radio', { name: profile }));
}

describe('the Add Service User page', () => {
  it.each([
    ['OWNER', ['OWNER', 'CLUSTER_ADMIN', 'READ_ONLY']],
    ['CLUSTER_ADMIN', ['CLUSTER_ADMIN', 'READ_ONLY']],
  ] as const)('offers %s the profiles its role may give', async (role, offered) => {
    serveServiceUsers({ role });
    await openAdd();
    expect(profiles()).toEqual(offered);
  });

  it('names every missing or invalid field and sends nothing', async () => {
    const changes = serveServiceUsers();
    await openAdd();

    await userEvent.click(screen.getByRole('button', { name: 'Add Service User' }));

    expect(await screen.findByText('Enter a username')).toBeVisible();
    expect(screen.getByText('Enter a display name')).toBeVisible();
    expect(screen.getByText('Enter an e-mail address')).toBeVisible();
    expect(screen.getByText('Select a role')).toBeVisible();
    expect(textbox('Username')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(textbox('Username'), '-bad');
    await userEvent.type(textbox('Email'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Add Service User' }));
    expect(
      await screen.findByText('Use letters, digits and . _ - @ + only, starting with a letter or a digit'),
    ).toBeVisible();
    expect(screen.getByText('Enter a valid e-mail address')).toBeVisible();
    expect(changes).toEqual([]);
  });

  it('adds the service user (trimmed), says so and goes back to the list showing it', async () => {
    const changes = serveServiceUsers();
    const { router } = await openAdd();

    await fillAdd();
    await userEvent.click(screen.getByRole('button', { name: 'Add Service User' }));

    expect(await screen.findByText(MESSAGES.serviceUsers.added)).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe(serviceUsersPage));
    expect(await screen.findByRole('button', { name: 'CI Bot' })).toBeVisible();
    expect(changes).toEqual([
      {
        call: 'create',
        body: { username: 'ci-bot', displayName: 'CI Bot', email: 'ci@example.com', profile: 'READ_ONLY' },
      },
    ]);
  });

  it('puts the server’s refusal of a taken username on its field, with the failure toast', async () => {
    serveServiceUsers({ refuse: () => failure(409, 'username', MESSAGES.serviceUsers.usernameTaken) });
    const { router } = await openAdd();

    await fillAdd();
    await userEvent.click(screen.getByRole('button', { name: 'Add Service User' }));

    expect(await screen.findByText(MESSAGES.serviceUsers.addFailed)).toBeVisible();
    expect(textbox('Username')).toHaveAccessibleDescription(MESSAGES.serviceUsers.usernameTaken);
    expect(textbox('Username')).toHaveFocus();
    expect(router.state.location.pathname).toBe(addPage);
  });
});

async function openEdit() {
  const view = renderApp(editPage('ci-bot'));
  await screen.findByRole('heading', { name: 'Edit Service User CI Bot' });
  return view;
}

describe('the Edit Service User page', () => {
  const ciBot = serviceUser({
    username: 'ci-bot',
    displayName: 'CI Bot',
    email: 'ci@example.com',
    profile: 'CLUSTER_ADMIN',
    allowedProfiles: ['CLUSTER_ADMIN', 'READ_ONLY'],
  });

  it('shows username and email read-only, display name and profile to change', async () => {
    serveServiceUsers({ users: [ciBot] });
    await openEdit();

    expect(textbox('Username')).toHaveValue('ci-bot');
    expect(textbox('Username')).toHaveAttribute('readonly');
    expect(textbox('Email')).toHaveValue('ci@example.com');
    expect(textbox('Email')).toHaveAttribute('readonly');
    expect(textbox('Display name')).toHaveValue('CI Bot');
    expect(textbox('Display name')).not.toHaveAttribute('readonly');
    expect(profiles()).toEqual(['CLUSTER_ADMIN', 'READ_ONLY']);
    expect(screen.getByRole('radio', { name: ROLE_LABELS.CLUSTER_ADMIN })).toBeChecked();
  });

  it('saves display name and profile, says so and goes back', async () => {
    const changes = serveServiceUsers({ users: [ciBot] });
    const { router } = await openEdit();

    await userEvent.clear(textbox('Display name'));
    await userEvent.type(textbox('Display name'), 'Deploy Bot');
    await userEvent.click(screen.getByRole('radio', { name: ROLE_LABELS.READ_ONLY }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MESSAGES.serviceUsers.updated)).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe(serviceUsersPage));
    expect(await screen.findByRole('button', { name: 'Deploy Bot' })).toBeVisible();
    expect(changes).toEqual([
      { call: 'update', username: 'ci-bot', body: { displayName: 'Deploy Bot', profile: 'READ_ONLY' } },
    ]);
  });

  it('requires a display name, and says when the server refuses the change', async () => {
    const changes = serveServiceUsers({
      users: [ciBot],
      refuse: () => failure(403, 'FORBIDDEN', MESSAGES.serviceUsers.notAdministrator),
    });
    await openEdit();

    await userEvent.clear(textbox('Display name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a display name')).toBeVisible();
    expect(changes).toEqual([]);

    await userEvent.type(textbox('Display name'), 'Deploy Bot');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.serviceUsers.updateFailed)).toBeVisible();
    // The reason no field holds stands above the form, as well as in the toast.
    const form = screen.getByRole('button', { name: 'Save' }).closest('form') as HTMLElement;
    expect(within(form).getByRole('alert')).toHaveTextContent(MESSAGES.serviceUsers.notAdministrator);
  });

  it('is not found for a username the account has no service user of', async () => {
    serveServiceUsers({ users: [ciBot] });
    renderApp(editPage('ghost'));
    expect(await screen.findByText(MESSAGES.serviceUsers.notFound)).toBeVisible();
  });
});
