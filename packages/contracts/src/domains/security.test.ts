import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SECURITY_SETTINGS,
  isPciCompliant,
  lockedControls,
  PCI_DEPENDENTS,
  SECURITY_LOCKS,
  securityUpdateProblems,
  withPci,
  withSetting,
} from './security.ts';

const off = DEFAULT_SECURITY_SETTINGS;
const pci = withPci(off, true);
const owners = { hasActiveExternalIDP: false, hasActivePCICluster: false, hasTwoOwners: true };

describe('PCI compliance (SPEC §4)', () => {
  it('is on exactly when all six dependents are', () => {
    expect(isPciCompliant(off)).toBe(false);
    expect(isPciCompliant(pci)).toBe(true);
    for (const name of PCI_DEPENDENTS) expect(isPciCompliant({ ...pci, [name]: false })).toBe(false);
  });

  it('forces the six on when ticked, and clears them and force-PCI when unticked', () => {
    expect(pci).toEqual({ ...off, ...Object.fromEntries(PCI_DEPENDENTS.map((n) => [n, true])) });
    expect(withPci({ ...pci, forcePciForNewClusters: true }, false)).toEqual(off);
  });

  it('ticks itself when the last dependent is turned on by hand', () => {
    const five = { ...pci, shortTimeoutOnSessionInactivity: false };
    expect(isPciCompliant(five)).toBe(false);
    expect(isPciCompliant(withSetting(five, 'shortTimeoutOnSessionInactivity', true))).toBe(true);
  });

  it('drops force-PCI with PCI', () => {
    expect(withSetting({ ...pci, forcePciForNewClusters: true }, 'enforceMFA', false).forcePciForNewClusters).toBe(false);
  });

  it('locks the dependents while PCI is on, and force-PCI while it is off', () => {
    const locked = lockedControls(pci, owners);
    for (const name of PCI_DEPENDENTS) expect(locked[name]).toBe(SECURITY_LOCKS.pciOn);
    expect(locked.pci).toBeUndefined();
    expect(locked.forcePciForNewClusters).toBeUndefined();
    expect(lockedControls(off, owners)).toEqual({ forcePciForNewClusters: SECURITY_LOCKS.forceNeedsPci });
  });

  it('locks PCI and the dependents while a PCI cluster exists', () => {
    const locked = lockedControls(pci, { ...owners, hasActivePCICluster: true });
    expect(locked.pci).toBe(SECURITY_LOCKS.pciCluster);
    for (const name of PCI_DEPENDENTS) expect(locked[name]).toBe(SECURITY_LOCKS.pciCluster);
  });

  it('disables PCI and inactivity revocation with fewer than two owners', () => {
    const locked = lockedControls(off, { ...owners, hasTwoOwners: false });
    expect(locked.pci).toBe(SECURITY_LOCKS.twoOwners);
    expect(locked.inactivityRevocation).toBe(SECURITY_LOCKS.twoOwners);
    expect(locked.enforceMFA).toBeUndefined();
  });
});

describe('security updates, as the server checks them', () => {
  it('accepts what the form allows', () => {
    expect(securityUpdateProblems(pci, off, owners)).toEqual([]);
    expect(securityUpdateProblems({ ...pci, forcePciForNewClusters: true }, pci, owners)).toEqual([]);
    expect(securityUpdateProblems({ ...off, enforceMFA: true }, off, { ...owners, hasTwoOwners: false })).toEqual([]);
  });

  it('refuses force-PCI without PCI', () => {
    expect(securityUpdateProblems({ ...off, forcePciForNewClusters: true }, off, owners)).toEqual([
      { name: 'forcePciForNewClusters', message: SECURITY_LOCKS.forceNeedsPci },
    ]);
  });

  it('refuses turning a dependent off while a PCI cluster exists', () => {
    expect(securityUpdateProblems({ ...pci, enforceMFA: false }, pci, { ...owners, hasActivePCICluster: true })).toEqual([
      { name: 'enforceMFA', message: SECURITY_LOCKS.pciCluster },
    ]);
  });

  it('refuses inactivity revocation with fewer than two owners', () => {
    expect(securityUpdateProblems({ ...off, inactivityRevocation: true }, off, { ...owners, hasTwoOwners: false })).toEqual([
      { name: 'inactivityRevocation', message: SECURITY_LOCKS.twoOwners },
    ]);
  });
});
