import { MESSAGES, ROLE_LABELS, roleRefusal } from '@datadeck/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure } from '../../test/fake-api.ts';
import { linkedUser, openLinkedUsers, OWNER, READER, rowOf, serveLinkedUsers } from './linked-users-test-kit.ts';

const SECOND_OWNER = linkedUser('demo-partner', 'OWNER', 'Pat Partner');

const actionOf = (username: string, name: string) => within(rowOf(username)).getByRole('button', { name });
const isInert = (button: HTMLElement) =>
  (button as HTMLButtonElement).disabled || button.getAttribute('aria-disabled') === 'true';

describe('the Linked Users tab', () => {
  it('lists every user with display name, e-mail, role and sign-in type', async () => {
    serveLinkedUsers();
    await openLinkedUsers();

    expect(screen.getByRole('heading', { level: 2, name: 'Linked Users' })).toBeVisible();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['User', 'Display Name', 'Email', 'Role', 'Sign In Type', 'Actions']);
    const reader = within(rowOf('demo-reader'));
    expect(reader.getByText('Riley Reader')).toBeVisible();
    expect(reader.getByText('demo-reader@example.com')).toBeVisible();
    expect(reader.getByText(ROLE_LABELS.READ_ONLY)).toBeVisible();
    expect(reader.getByText('Password')).toBeVisible();
    expect(within(rowOf('demo-owner')).getByText(ROLE_LABELS.OWNER)).toBeVisible();
  });

  it('changes a role in the Select a role dialog, then says so and shows it', async () => {
    const { changes } = serveLinkedUsers();
    await openLinkedUsers();

    await userEvent.click(actionOf('demo-reader', 'Change role of demo-reader'));
    const dialog = screen.getByRole('dialog', { name: MESSAGES.linkedUsers.selectRole });
    const update = within(dialog).getByRole('button', { name: MESSAGES.linkedUsers.updateRole });
    expect(within(dialog).getByRole('radio', { name: ROLE_LABELS.READ_ONLY })).toBeChecked();
    expect(update).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('radio', { name: ROLE_LABELS.CLUSTER_ADMIN }));
    await userEvent.click(update);

    expect(
      await screen.findByText(MESSAGES.linkedUsers.roleChanged('demo-reader', 'Cluster Administrator')),
    ).toBeVisible();
    await waitFor(() => expect(within(rowOf('demo-reader')).getByText(ROLE_LABELS.CLUSTER_ADMIN)).toBeVisible());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(changes).toEqual([{ call: 'changeRole', username: 'demo-reader', profile: 'CLUSTER_ADMIN' }]);
  });

  it('unlinks after the confirmation with the spec’s warning; Cancel sends nothing', async () => {
    const { changes } = serveLinkedUsers();
    await openLinkedUsers();

    await userEvent.click(actionOf('demo-reader', 'Unlink demo-reader'));
    let dialog = screen.getByRole('dialog', { name: MESSAGES.linkedUsers.confirmUnlink });
    expect(within(dialog).getByText(MESSAGES.linkedUsers.unlinkWarning)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(changes).toEqual([]);

    await userEvent.click(actionOf('demo-reader', 'Unlink demo-reader'));
    dialog = screen.getByRole('dialog', { name: MESSAGES.linkedUsers.confirmUnlink });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));

    expect(await screen.findByText(MESSAGES.linkedUsers.unlinked('demo-reader'))).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'demo-reader' })).toBeNull());
    expect(changes).toEqual([{ call: 'unlink', username: 'demo-reader' }]);
  });

  it('keeps the last owner: Unlink is inert with the rule’s words, and the dialog offers only Owner', async () => {
    const { changes } = serveLinkedUsers();
    await openLinkedUsers();

    const unlink = actionOf('demo-owner', 'Unlink demo-owner');
    expect(isInert(unlink)).toBe(true);
    expect(unlink).toHaveAccessibleDescription(MESSAGES.linkedUsers.lastOwner);
    await userEvent.click(unlink);
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(actionOf('demo-owner', 'Change role of demo-owner'));
    const dialog = screen.getByRole('dialog', { name: MESSAGES.linkedUsers.selectRole });
    expect(within(dialog).getByText(MESSAGES.linkedUsers.lastOwner)).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: ROLE_LABELS.OWNER })).toBeEnabled();
    for (const role of ['CLUSTER_ADMIN', 'BILLING', 'READ_ONLY'] as const) {
      expect(within(dialog).getByRole('radio', { name: ROLE_LABELS[role] })).toBeDisabled();
    }
    expect(changes).toEqual([]);
  });

  it('with inactivity revocation on, warns and keeps two owners', async () => {
    serveLinkedUsers({ users: [OWNER, SECOND_OWNER, READER], inactivityRevocation: true });
    await openLinkedUsers();

    expect(screen.getByText(MESSAGES.linkedUsers.twoOwnersWarning)).toBeVisible();
    for (const username of ['demo-owner', 'demo-partner']) {
      const unlink = actionOf(username, `Unlink ${username}`);
      expect(isInert(unlink)).toBe(true);
      expect(unlink).toHaveAccessibleDescription(MESSAGES.linkedUsers.twoOwnersNeeded);
    }
    expect(isInert(actionOf('demo-reader', 'Unlink demo-reader'))).toBe(false);
  });

  it('without inactivity revocation, one of two owners may be unlinked and no warning shows', async () => {
    serveLinkedUsers({ users: [OWNER, SECOND_OWNER, READER] });
    await openLinkedUsers();

    expect(screen.queryByText(MESSAGES.linkedUsers.twoOwnersWarning)).toBeNull();
    expect(isInert(actionOf('demo-partner', 'Unlink demo-partner'))).toBe(false);
  });

  it('while impersonating, says changes are off and disables every action', async () => {
    serveLinkedUsers({ user: { impersonatedBy: 'demo-staff' } });
    await openLinkedUsers();

    // The notice above the table; each action carries the same words as its description.
    expect(screen.getAllByRole('note').map((note) => note.textContent)).toContain(MESSAGES.linkedUsers.impersonating);
    for (const username of ['demo-owner', 'demo-reader']) {
      for (const name of [`Change role of ${username}`, `Unlink ${username}`]) {
        expect(isInert(actionOf(username, name))).toBe(true);
        expect(actionOf(username, name)).toHaveAccessibleDescription(MESSAGES.linkedUsers.impersonating);
      }
    }
  });

  it('shows the list to a role without MANAGE_USERS, its actions greyed out saying who may', async () => {
    const { changes } = serveLinkedUsers({ role: 'CLUSTER_ADMIN' });
    await openLinkedUsers();

    for (const name of ['Change role of demo-reader', 'Unlink demo-reader']) {
      const action = actionOf('demo-reader', name);
      expect(isInert(action)).toBe(true);
      expect(action).toHaveAccessibleDescription(roleRefusal('MANAGE_USERS'));
      expect(roleRefusal('MANAGE_USERS')).toBe('Only Owner users can do this');
      await userEvent.click(action);
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(changes).toEqual([]);
    expect(screen.queryByText(MESSAGES.linkedUsers.impersonating)).toBeNull();
  });

  it('during scheduled maintenance, Change Role and Unlink say why and change nothing', async () => {
    const { changes } = serveLinkedUsers({ user: { features: { databaseMaintenance: true } } });
    await openLinkedUsers();

    expect(screen.getByText(MESSAGES.settings.maintenance)).toBeVisible();
    for (const name of ['Change role of demo-reader', 'Unlink demo-reader']) {
      const action = actionOf('demo-reader', name);
      expect(action).toHaveAccessibleDescription(MESSAGES.settings.notDuringMaintenance);
      await userEvent.click(action);
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(changes).toEqual([]);
  });

  it('warns while SCIM provisioning manages the users', async () => {
    serveLinkedUsers({ scimActive: true });
    await openLinkedUsers();
    expect(screen.getByText(MESSAGES.linkedUsers.scimWarning)).toBeVisible();
  });

  it('says why a change failed, in the server’s words', async () => {
    serveLinkedUsers({ refuse: () => failure(503, 'MAINTENANCE', MESSAGES.settings.maintenance) });
    await openLinkedUsers();

    await userEvent.click(actionOf('demo-reader', 'Unlink demo-reader'));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unlink' }));

    expect(await screen.findByText('The user could not be unlinked')).toBeVisible();
    expect(screen.getByText(MESSAGES.settings.maintenance)).toBeVisible();
    expect(rowOf('demo-reader')).toBeVisible();
  });

  it('an owner who demotes themselves sees their new access at once', async () => {
    const { reads } = serveLinkedUsers({ users: [OWNER, SECOND_OWNER, READER] });
    await openLinkedUsers();
    const tabs = screen.getByRole('tablist', { name: 'Settings sections' });
    expect(within(tabs).getByRole('tab', { name: 'User Invitations' })).toBeVisible();
    const sessionReads = reads.me;

    await userEvent.click(actionOf('demo-owner', 'Change role of demo-owner'));
    const dialog = screen.getByRole('dialog', { name: MESSAGES.linkedUsers.selectRole });
    await userEvent.click(within(dialog).getByRole('radio', { name: ROLE_LABELS.READ_ONLY }));
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.linkedUsers.updateRole }));

    expect(await screen.findByText(MESSAGES.linkedUsers.roleChanged('demo-owner', 'Read Only'))).toBeVisible();
    await waitFor(() => expect(within(tabs).queryByRole('tab', { name: 'User Invitations' })).toBeNull());
    expect(reads.me).toBeGreaterThan(sessionReads);
    await waitFor(() => expect(isInert(actionOf('demo-reader', 'Unlink demo-reader'))).toBe(true));
  });
});
