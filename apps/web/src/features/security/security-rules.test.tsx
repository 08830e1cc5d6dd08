import { PCI_DEPENDENTS, SECURITY_LOCKS } from '@datadeck/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SETTING_TEXTS } from './setting-texts.ts';
import {
  dependentBoxes,
  isChecked,
  isDisabled,
  openSecurity,
  PCI_ON,
  pciBox,
  securityView,
  serveSecurity,
  settingBox,
} from './security-test-kit.ts';

/** The checkbox of a setting, by its label; the tests assert the reason in its accessible description. */
const labelledBox = (label: string) => screen.getByRole('checkbox', { name: label });

describe('the PCI rules of the security form (SPEC §4)', () => {
  it('ticking PCI forces the six settings on and locks them; force-PCI becomes available', async () => {
    serveSecurity(securityView());
    await openSecurity();
    expect(isDisabled(settingBox('forcePciForNewClusters'))).toBe(true);
    expect(labelledBox(SETTING_TEXTS.forcePciForNewClusters.label)).toHaveAccessibleDescription(
      expect.stringContaining(SECURITY_LOCKS.forceNeedsPci),
    );

    await userEvent.click(pciBox());

    expect(isChecked(pciBox())).toBe(true);
    for (const box of dependentBoxes()) {
      expect(isChecked(box)).toBe(true);
      expect(isDisabled(box)).toBe(true);
    }
    for (const name of PCI_DEPENDENTS)
      expect(labelledBox(SETTING_TEXTS[name].label)).toHaveAccessibleDescription(
        expect.stringContaining(SECURITY_LOCKS.pciOn),
      );
    expect(isDisabled(settingBox('forcePciForNewClusters'))).toBe(false);
  });

  it('unticking PCI clears the six and force-PCI', async () => {
    serveSecurity(securityView({ ...PCI_ON, forcePciForNewClusters: true }));
    await openSecurity();
    expect(isChecked(pciBox())).toBe(true);
    expect(isChecked(settingBox('forcePciForNewClusters'))).toBe(true);

    await userEvent.click(pciBox());

    expect(isChecked(pciBox())).toBe(false);
    for (const box of dependentBoxes()) {
      expect(isChecked(box)).toBe(false);
      expect(isDisabled(box)).toBe(false);
    }
    expect(isChecked(settingBox('forcePciForNewClusters'))).toBe(false);
    expect(isDisabled(settingBox('forcePciForNewClusters'))).toBe(true);
  });

  it('ticking the sixth setting by hand ticks PCI', async () => {
    serveSecurity(securityView({ ...PCI_ON, shortTimeoutOnSessionInactivity: false }));
    await openSecurity();
    expect(isChecked(pciBox())).toBe(false);

    await userEvent.click(settingBox('shortTimeoutOnSessionInactivity'));

    expect(isChecked(pciBox())).toBe(true);
    expect(isDisabled(settingBox('shortTimeoutOnSessionInactivity'))).toBe(true);
  });

  it('an active PCI compliant cluster locks PCI and the six, saying why', async () => {
    serveSecurity(securityView({ ...PCI_ON, hasActivePCICluster: true }));
    await openSecurity();

    expect(isDisabled(pciBox())).toBe(true);
    expect(labelledBox('PCI compliance')).toHaveAccessibleDescription(
      expect.stringContaining(SECURITY_LOCKS.pciCluster),
    );
    for (const name of PCI_DEPENDENTS) {
      expect(isDisabled(settingBox(name))).toBe(true);
      expect(labelledBox(SETTING_TEXTS[name].label)).toHaveAccessibleDescription(
        expect.stringContaining(SECURITY_LOCKS.pciCluster),
      );
    }
    // Force-PCI is not part of PCI: it stays free.
    expect(isDisabled(settingBox('forcePciForNewClusters'))).toBe(false);
  });

  it('with fewer than two owners, PCI and inactivity revocation are disabled, saying why', async () => {
    serveSecurity(securityView({ hasTwoOwners: false }));
    await openSecurity();

    expect(isDisabled(pciBox())).toBe(true);
    expect(labelledBox('PCI compliance')).toHaveAccessibleDescription(
      expect.stringContaining(SECURITY_LOCKS.twoOwners),
    );
    expect(isDisabled(settingBox('inactivityRevocation'))).toBe(true);
    expect(labelledBox(SETTING_TEXTS.inactivityRevocation.label)).toHaveAccessibleDescription(
      expect.stringContaining(SECURITY_LOCKS.twoOwners),
    );
    // The other settings stay available.
    expect(isDisabled(settingBox('enforceMFA'))).toBe(false);
    expect(screen.getAllByText(SECURITY_LOCKS.twoOwners)).toHaveLength(2);
  });

  it('describes each setting with the numbers of the spec', async () => {
    serveSecurity(securityView());
    await openSecurity();
    const lockout = screen.getByRole('checkbox', { name: SETTING_TEXTS.failedLoginEnabled.label });
    expect(lockout).toBe(
      screen.getByRole('checkbox', { description: /5 failed sign-ins in a row lock the user out for 30 minutes\./ }),
    );
    expect(screen.getByText('Passwords must be changed every 90 days.')).toBeVisible();
    expect(screen.getByText('A new password cannot be any of the last 5.')).toBeVisible();
    expect(
      screen.getByText('Console sessions end after 15 minutes without activity instead of 8 hours.'),
    ).toBeVisible();
    expect(screen.getByText('Users who have not signed in for 90 days lose access to the account.')).toBeVisible();
  });
});
