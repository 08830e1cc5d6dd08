import { LIMITS, MESSAGES, SECURITY_LOCKS } from '@datadeck/contracts';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { queryClient } from '../../shared/api/query-client.ts';
import { securityKeys } from '../../shared/api/query-keys.ts';
import { failure, ok } from '../../test/fake-api.ts';
import { ACCOUNT_ID } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { SETTING_TEXTS } from './setting-texts.ts';
import {
  dependentBoxes,
  isChecked,
  isDisabled,
  openSecurity,
  PCI_ON,
  pciBox,
  securityPage,
  securityView,
  serveSecurity,
  settingBox,
} from './security-test-kit.ts';

const saveButton = () => screen.getByRole('button', { name: 'Save' });
const resetButton = () => screen.getByRole('button', { name: 'Reset' });

describe('saving the security settings', () => {
  it('enables Save once something changed, sends exactly the seven settings and says so', async () => {
    const puts = serveSecurity(securityView());
    const toast = vi.spyOn(notifications, 'show');
    await openSecurity();
    expect(isDisabled(saveButton())).toBe(true);
    expect(isDisabled(resetButton())).toBe(true);

    await userEvent.click(settingBox('cantReusePasswordsEnabled'));
    expect(isDisabled(saveButton())).toBe(false);
    await userEvent.click(saveButton());

    expect(await screen.findByText(MESSAGES.security.updated)).toBeVisible();
    expect(puts).toEqual([
      {
        inactivityRevocation: false,
        enforceMFA: false,
        failedLoginEnabled: false,
        passwordExpirationEnabled: false,
        cantReusePasswordsEnabled: true,
        shortTimeoutOnSessionInactivity: false,
        forcePciForNewClusters: false,
      },
    ]);
    // Shown for the 10 s of SPEC §9.
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ message: MESSAGES.security.updated, autoClose: LIMITS.securityToastMs }),
    );
    // What was saved is the new starting point: nothing left to save.
    expect(isChecked(settingBox('cantReusePasswordsEnabled'))).toBe(true);
    expect(isDisabled(saveButton())).toBe(true);
  });

  it('Reset puts the stored settings back', async () => {
    const puts = serveSecurity(securityView());
    await openSecurity();
    await userEvent.click(pciBox());
    expect(dependentBoxes().every(isChecked)).toBe(true);

    await userEvent.click(resetButton());

    expect(isChecked(pciBox())).toBe(false);
    expect(dependentBoxes().some(isChecked)).toBe(false);
    expect(isDisabled(saveButton())).toBe(true);
    expect(puts).toEqual([]);
  });

  it('on a refusal, says it failed and puts the server’s reason beside the setting', async () => {
    serveSecurity(securityView(), {
      save: () => failure(400, 'inactivityRevocation', SECURITY_LOCKS.twoOwners),
    });
    await openSecurity();
    await userEvent.click(settingBox('inactivityRevocation'));
    await userEvent.click(saveButton());

    expect(await screen.findByText(MESSAGES.security.failed)).toBeVisible();
    const box = screen.getByRole('checkbox', {
      name: SETTING_TEXTS.inactivityRevocation.label,
      description: new RegExp(SECURITY_LOCKS.twoOwners),
    });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    // The change is kept, to fix or reset.
    expect(isChecked(box)).toBe(true);
    expect(isDisabled(saveButton())).toBe(false);
  });

  it('says it failed when the server fails', async () => {
    serveSecurity(securityView(), { save: () => failure(500, 'INTERNAL', MESSAGES.errors.internal) });
    await openSecurity();
    await userEvent.click(settingBox('enforceMFA'));
    await userEvent.click(saveButton());
    expect(await screen.findByText(MESSAGES.security.failed)).toBeVisible();
    expect(screen.getByText(MESSAGES.errors.internal)).toBeVisible();
  });

  it('during scheduled maintenance, Save is disabled and says why', async () => {
    const puts = serveSecurity(securityView(), { user: { features: { databaseMaintenance: true } } });
    await openSecurity();
    await userEvent.click(settingBox('enforceMFA'));

    const save = screen.getByRole('button', { name: 'Save', description: MESSAGES.settings.notDuringMaintenance });
    expect(isDisabled(save)).toBe(true);
    expect(screen.getByText(MESSAGES.settings.notDuringMaintenance)).toBeVisible();
    expect(screen.getByText(MESSAGES.settings.maintenance)).toBeVisible();
    expect(puts).toEqual([]);
  });

  it('when MFA is now enforced and the user has none, says so for 10 s, then opens the MFA set-up page', async () => {
    // Real time still runs (for the clicks); the 10 s are skipped.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    serveSecurity(securityView(), { user: { mfaEnabled: false } });
    const { router } = await openSecurity();
    await userEvent.click(settingBox('enforceMFA'));
    await userEvent.click(saveButton());

    expect(await screen.findByText(MESSAGES.security.updatedRedirectingToMfa)).toBeVisible();
    expect(screen.queryByText(MESSAGES.security.updated)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(LIMITS.securityToastMs - 1_000));
    expect(router.state.location.pathname).toBe(securityPage);

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/missing-mfa'));
  });

  it('a user who has MFA gets the plain success message', async () => {
    serveSecurity(securityView(), { user: { mfaEnabled: true } });
    await openSecurity();
    await userEvent.click(settingBox('enforceMFA'));
    await userEvent.click(saveButton());
    expect(await screen.findByText(MESSAGES.security.updated)).toBeVisible();
    expect(screen.queryByText(MESSAGES.security.updatedRedirectingToMfa)).toBeNull();
  });
});

describe('the security tab', () => {
  it('is read-only without EDIT_SECURITY (Cluster Administrator)', async () => {
    serveSecurity(securityView({ ...PCI_ON }), { role: 'CLUSTER_ADMIN' });
    await openSecurity();

    expect(screen.getByText(MESSAGES.security.readOnly)).toBeVisible();
    expect(isChecked(pciBox())).toBe(true);
    for (const box of [pciBox(), ...dependentBoxes(), settingBox('forcePciForNewClusters')])
      expect(isDisabled(box)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull();
  });

  it('always warns that administrators keep the strictest settings; notes single sign-on when active', async () => {
    serveSecurity(securityView({ hasActiveExternalIDP: true }));
    await openSecurity();
    expect(screen.getByText(MESSAGES.security.adminWarning)).toBeVisible();
    expect(screen.getByText(MESSAGES.security.ssoNote)).toBeVisible();
    expect(screen.queryByText(MESSAGES.security.readOnly)).toBeNull();
  });

  it('follows newer stored settings until the user changes something', async () => {
    serveSecurity(securityView());
    await openSecurity();
    act(() => queryClient.setQueryData(securityKeys.settings(ACCOUNT_ID), securityView({ enforceMFA: true })));
    await waitFor(() => expect(isChecked(settingBox('enforceMFA'))).toBe(true));
    expect(isDisabled(saveButton())).toBe(true);
  });

  it('groups the settings in fieldsets with legends', async () => {
    serveSecurity(securityView());
    await openSecurity();
    const pci = screen.getByRole('group', { name: 'PCI compliance' });
    expect(within(pci).getAllByRole('checkbox')).toHaveLength(7);
    expect(within(screen.getByRole('group', { name: 'New clusters' })).getAllByRole('checkbox')).toHaveLength(1);
  });

  it('offers to try again when the settings cannot be loaded', async () => {
    let attempts = 0;
    serveSecurity(securityView(), {
      // A 4xx, which the query client does not retry by itself.
      load: () => (++attempts === 1 ? failure(403, 'FORBIDDEN', MESSAGES.errors.forbidden) : ok(securityView())),
    });
    renderApp(securityPage);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(MESSAGES.errors.pageNotLoaded)).toBeVisible();
    expect(within(alert).getByText(MESSAGES.errors.forbidden)).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('checkbox', { name: 'PCI compliance' })).toBeVisible();
    expect(attempts).toBe(2);
  });
});
