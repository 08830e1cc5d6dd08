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
    expect(withSetting({ ...pci, forcePciForNewClusters: true }, 'enforceMFA', false).forcePciForNewClusters).toBe(
      false,
    );
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
    expect(
      securityUpdateProblems({ ...pci, enforceMFA: false }, pci, { ...owners, hasActivePCICluster: true }),
    ).toEqual([{ name: 'enforceMFA', message: SECURITY_LOCKS.pciCluster }]);
  });

  it('refuses inactivity revocation with fewer than two owners', () => {
    expect(
      securityUpdateProblems({ ...off, inactivityRevocation: true }, off, { ...owners, hasTwoOwners: false }),
    ).toEqual([{ name: 'inactivityRevocation', message: SECURITY_LOCKS.twoOwners }]);
  });
});

/** Every combination of the seven settings (2^7) and of the facts that lock controls (2^2). */
const SETTING_NAMES = Object.keys(DEFAULT_SECURITY_SETTINGS) as (keyof typeof DEFAULT_SECURITY_SETTINGS)[];
const ALL_SETTINGS = Array.from(
  { length: 2 ** SETTING_NAMES.length },
  (_, bits) =>
    Object.fromEntries(
      SETTING_NAMES.map((name, i) => [name, (bits & (1 << i)) !== 0]),
    ) as typeof DEFAULT_SECURITY_SETTINGS,
);
const ALL_FACTS = [false, true].flatMap((hasActivePCICluster) =>
  [false, true].map((hasTwoOwners) => ({ hasActiveExternalIDP: false, hasActivePCICluster, hasTwoOwners })),
);

describe('PCI rules, exhaustively (truth table of SPEC §4)', () => {
  it('locks exactly the controls the spec names, for every settings and facts combination', () => {
    for (const settings of ALL_SETTINGS) {
      const all6 = PCI_DEPENDENTS.every((name) => settings[name]);
      for (const facts of ALL_FACTS) {
        const locked = lockedControls(settings, facts);
        const clusterLock = facts.hasActivePCICluster && all6;
        // PCI box: locked by an active PCI cluster (while on) or by fewer than two owners.
        expect({ at: settings, facts, pciLocked: locked.pci !== undefined }).toEqual({
          at: settings,
          facts,
          pciLocked: clusterLock || !facts.hasTwoOwners,
        });
        // Dependents follow the PCI box while it is on; inactivity revocation needs two owners to turn on.
        for (const name of PCI_DEPENDENTS) {
          const expected =
            all6 || (name === 'inactivityRevocation' && !facts.hasTwoOwners && !settings.inactivityRevocation);
          expect({ at: settings, facts, name, locked: locked[name] !== undefined }).toEqual({
            at: settings,
            facts,
            name,
            locked: expected,
          });
        }
        // Force-PCI is enabled only while PCI is on.
        expect({ at: settings, forceLocked: locked.forcePciForNewClusters !== undefined }).toEqual({
          at: settings,
          forceLocked: !all6,
        });
      }
    }
  });

  it('accepts an update exactly when it breaks no rule, for every (stored, requested, facts) triple', () => {
    for (const current of ALL_SETTINGS) {
      for (const next of ALL_SETTINGS) {
        for (const facts of ALL_FACTS) {
          const nextPci = PCI_DEPENDENTS.every((name) => next[name]);
          const currentPci = PCI_DEPENDENTS.every((name) => current[name]);
          const breaks =
            (next.forcePciForNewClusters && !nextPci) ||
            (facts.hasActivePCICluster && currentPci && !nextPci) ||
            (!facts.hasTwoOwners && next.inactivityRevocation && !current.inactivityRevocation);
          expect({ current, next, facts, accepted: securityUpdateProblems(next, current, facts).length === 0 }).toEqual(
            {
              current,
              next,
              facts,
              accepted: !breaks,
            },
          );
        }
      }
    }
  });

  it('never leaves force-PCI on without PCI, whatever the form does from any state', () => {
    for (const settings of ALL_SETTINGS) {
      const reachable = [
        withPci(settings, true),
        withPci(settings, false),
        ...SETTING_NAMES.flatMap((n) => [withSetting(settings, n, true), withSetting(settings, n, false)]),
      ];
      for (const state of reachable) {
        expect({ from: settings, state, ok: !state.forcePciForNewClusters || isPciCompliant(state) }).toEqual({
          from: settings,
          state,
          ok: true,
        });
      }
    }
  });
});
