import { api, LIMITS, MESSAGES, ROLE_LABELS } from '@datadeck/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../shared/format/format.ts';
import { backgroundReads, failure } from '../../test/fake-api.ts';
import { EXPIRES, invitation, openInvitations, rowOf, serveInvitations, SSO_SERVICES } from './invitations-test-kit.ts';

const form = () => screen.getByRole('form', { name: 'Invite a user' });
const emailField = () => within(form()).getByRole('textbox', { name: 'Email' });
const revoke = (email: string) =>
  userEvent.click(within(rowOf(email)).getByRole('button', { name: `Revoke the invitation of ${email}` }));
const poll = () => vi.advanceTimersByTimeAsync(LIMITS.invitationsPollMs);
const invite = () => userEvent.click(within(form()).getByRole('button', { name: 'Invite' }));

describe('the User Invitations tab', () => {
  it('offers the form with every role and SSO service, and lists the open invitations', async () => {
    serveInvitations({
      invitations: [invitation('ada@example.com', 'CLUSTER_ADMIN', SSO_SERVICES), invitation('bo@example.com')],
    });
    await openInvitations();

    for (const label of Object.values(ROLE_LABELS)) {
      expect(within(form()).getByRole('radio', { name: label })).toBeVisible();
    }
    expect(within(form()).getByRole('checkbox', { name: 'Google' })).toBeVisible();
    expect(within(form()).getByRole('checkbox', { name: 'GitHub' })).toBeVisible();

    const table = screen.getByRole('table', { name: 'Open invitations' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Email', 'Role', 'Allowed SSO', 'Expires', 'Actions']);
    const ada = within(rowOf('ada@example.com'));
    expect(ada.getByText(ROLE_LABELS.CLUSTER_ADMIN)).toBeVisible();
    expect(ada.getByText('Google, GitHub')).toBeVisible();
    expect(ada.getByText(formatDateTime(EXPIRES))).toBeVisible();
    expect(within(rowOf('bo@example.com')).getByText('—')).toBeVisible();
    expect(screen.queryByText(MESSAGES.invitations.pciWarning)).toBeNull();
  });

  it('says so when no invitation is open', async () => {
    serveInvitations();
    await openInvitations();
    expect(screen.getByText('There are no open invitations.')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Open invitations' })).toBeNull();
  });

  it('checks the form with the contract’s messages before sending anything', async () => {
    const { changes } = serveInvitations();
    await openInvitations();

    await invite();
    expect(await within(form()).findByText('Enter an e-mail address')).toBeVisible();
    expect(within(form()).getByText('Select a role')).toBeVisible();

    await userEvent.type(emailField(), 'not-an-address');
    await invite();
    expect(await within(form()).findByText('Enter a valid e-mail address')).toBeVisible();
    expect(changes).toEqual([]);
  });

  it('invites with a role and SSO services, says so, lists it and empties the form', async () => {
    const { changes } = serveInvitations();
    await openInvitations();

    await userEvent.type(emailField(), ' new@example.com ');
    await userEvent.click(within(form()).getByRole('radio', { name: ROLE_LABELS.BILLING }));
    await userEvent.click(within(form()).getByRole('checkbox', { name: 'GitHub' }));
    await invite();

    expect(await screen.findByText(MESSAGES.invitations.created)).toBeVisible();
    expect(await screen.findByRole('rowheader', { name: 'new@example.com' })).toBeVisible();
    expect(within(rowOf('new@example.com')).getByText('GitHub')).toBeVisible();
    expect(changes).toEqual([
      {
        call: 'create',
        body: { email: 'new@example.com', profile: 'BILLING', allowedStandardSsoServices: ['github'] },
      },
    ]);
    await waitFor(() => expect(emailField()).toHaveValue(''));
  });

  it('puts the server’s refusal of a second invitation for an address on the Email field', async () => {
    serveInvitations({ invitations: [invitation('ada@example.com')] });
    await openInvitations();

    await userEvent.type(emailField(), 'ADA@example.com');
    await userEvent.click(within(form()).getByRole('radio', { name: ROLE_LABELS.OWNER }));
    await invite();

    const message = MESSAGES.invitations.exists('ADA@example.com');
    await waitFor(() => expect(emailField()).toHaveAccessibleDescription(message));
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText(MESSAGES.invitations.createFailed)).toBeVisible();
  });

  it(`hides the form at ${LIMITS.maxOpenInvitations} open invitations and says why`, async () => {
    serveInvitations({
      invitations: Array.from({ length: LIMITS.maxOpenInvitations }, (_, i) => invitation(`person${i}@example.com`)),
    });
    await openInvitations();

    expect(screen.getByText(MESSAGES.invitations.maxReached)).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Invite a user' })).toBeNull();
  });

  it('warns that invited users follow the rules of a PCI compatible account', async () => {
    serveInvitations({ pciCompatible: true });
    await openInvitations();
    expect(screen.getByText(MESSAGES.invitations.pciWarning)).toBeVisible();
  });

  it('revokes after the confirmation; Cancel sends nothing', async () => {
    const { changes } = serveInvitations({ invitations: [invitation('ada@example.com')] });
    await openInvitations();

    await revoke('ada@example.com');
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Revoke invitation' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(changes).toEqual([]);

    await revoke('ada@example.com');
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Revoke invitation' })).getByRole('button', { name: 'Revoke' }),
    );

    expect(await screen.findByText(MESSAGES.invitations.revoked)).toBeVisible();
    expect(await screen.findByText('There are no open invitations.')).toBeVisible();
    expect(changes).toEqual([{ call: 'revoke', email: 'ada@example.com' }]);
  });

  it('during scheduled maintenance, Invite and Revoke say why and send nothing', async () => {
    const { changes } = serveInvitations({
      user: { features: { databaseMaintenance: true } },
      invitations: [invitation('bo@example.com')],
    });
    await openInvitations();
    expect(screen.getByText(MESSAGES.settings.maintenance)).toBeVisible();
    const inviteButton = within(form()).getByRole('button', { name: 'Invite' });
    expect(inviteButton).toHaveAccessibleDescription(MESSAGES.settings.notDuringMaintenance);
    await userEvent.type(emailField(), 'new@example.com{Enter}');
    await invite();
    const revokeButton = within(rowOf('bo@example.com')).getByRole('button', {
      name: 'Revoke the invitation of bo@example.com',
    });
    expect(revokeButton).toHaveAccessibleDescription(MESSAGES.settings.notDuringMaintenance);
    await revoke('bo@example.com');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(changes).toEqual([]);
  });

  it('says when a revocation failed, with the server’s reason', async () => {
    serveInvitations({
      invitations: [invitation('ada@example.com')],
      refuse: () => failure(503, 'MAINTENANCE', MESSAGES.settings.maintenance),
    });
    await openInvitations();

    await userEvent.click(screen.getByRole('button', { name: 'Revoke the invitation of ada@example.com' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText(MESSAGES.invitations.revokeFailed)).toBeVisible();
    expect(screen.getByText(MESSAGES.settings.maintenance)).toBeVisible();
    expect(rowOf('ada@example.com')).toBeVisible();
  });
});

describe('the open invitations stay current', () => {
  // Only the polling interval is faked: Testing Library's waits keep their real timeouts.
  afterEach(() => vi.useRealTimers());

  it('re-reads the list in the background while any is open, and stops once none is', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { state, fetchMock } = serveInvitations({ invitations: [invitation('ada@example.com')] });
    await openInvitations();
    expect(backgroundReads(fetchMock, api.invitations.list)).toEqual([false]);

    await poll();
    await waitFor(() => expect(backgroundReads(fetchMock, api.invitations.list)).toEqual([false, true]));

    // Accepted elsewhere: the next read shows it gone, and the reading stops.
    state.invitations = [];
    await poll();
    expect(await screen.findByText('There are no open invitations.')).toBeVisible();
    await poll();
    await poll();
    expect(backgroundReads(fetchMock, api.invitations.list)).toEqual([false, true, true]);
  });

  it('does not poll when no invitation is open', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { fetchMock } = serveInvitations();
    await openInvitations();

    await poll();
    await poll();
    expect(backgroundReads(fetchMock, api.invitations.list)).toEqual([false]);
  });
});
