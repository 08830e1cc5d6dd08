import { z } from 'zod';

/**
 * Account security settings (SPEC §3) and the PCI composite rules of SPEC §4, declared once:
 * the security form applies them as the user clicks, the server refuses any request that
 * breaks them.
 */

/** The six settings PCI compliance is made of (SPEC §4): PCI is on exactly when all are. */
export const PCI_DEPENDENTS = [
  'inactivityRevocation',
  'enforceMFA',
  'failedLoginEnabled',
  'passwordExpirationEnabled',
  'cantReusePasswordsEnabled',
  'shortTimeoutOnSessionInactivity',
] as const;
export type PciDependent = (typeof PCI_DEPENDENTS)[number];

const flag = (name: string) => z.boolean(`${name} must be true or false`);

/** What the security form sends (SPEC §7: the six settings and forcePciForNewClusters). */
export const securitySettingsSchema = z.object({
  inactivityRevocation: flag('inactivityRevocation'),
  enforceMFA: flag('enforceMFA'),
  failedLoginEnabled: flag('failedLoginEnabled'),
  passwordExpirationEnabled: flag('passwordExpirationEnabled'),
  cantReusePasswordsEnabled: flag('cantReusePasswordsEnabled'),
  shortTimeoutOnSessionInactivity: flag('shortTimeoutOnSessionInactivity'),
  forcePciForNewClusters: flag('forcePciForNewClusters'),
});
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

/** A new account's settings: every rule off (the database's column defaults say the same). */
export const DEFAULT_SECURITY_SETTINGS: SecuritySettings = {
  inactivityRevocation: false,
  enforceMFA: false,
  failedLoginEnabled: false,
  passwordExpirationEnabled: false,
  cantReusePasswordsEnabled: false,
  shortTimeoutOnSessionInactivity: false,
  forcePciForNewClusters: false,
};

/** Facts about the account the rules depend on (read-only in the form). */
export const securityFactsSchema = z.object({
  /** A single-sign-on provider is active: the settings then apply to account owners only. */
  hasActiveExternalIDP: z.boolean(),
  /** A live cluster runs in PCI compliance mode: PCI and its dependents are locked on. */
  hasActivePCICluster: z.boolean(),
  /** PCI (and inactivity revocation) need at least two Owner users. */
  hasTwoOwners: z.boolean(),
});
export type SecurityFacts = z.infer<typeof securityFactsSchema>;

export const securitySettingsViewSchema = securitySettingsSchema.extend(securityFactsSchema.shape);
export type SecuritySettingsView = z.infer<typeof securitySettingsViewSchema>;

/** PCI compliance: all six dependents on. */
export const isPciCompliant = (settings: Pick<SecuritySettings, PciDependent>): boolean =>
  PCI_DEPENDENTS.every((name) => settings[name]);

/** Ticking PCI forces the six on; unticking clears them and force-PCI with them (SPEC §4). */
export function withPci(settings: SecuritySettings, on: boolean): SecuritySettings {
  const dependents = Object.fromEntries(PCI_DEPENDENTS.map((name) => [name, on])) as Record<PciDependent, boolean>;
  return { ...settings, ...dependents, forcePciForNewClusters: on ? settings.forcePciForNewClusters : false };
}

/** One setting changed by hand; force-PCI falls when PCI does (it is enabled only while PCI is on). */
export function withSetting(
  settings: SecuritySettings,
  name: keyof SecuritySettings,
  value: boolean,
): SecuritySettings {
  const next = { ...settings, [name]: value };
  return isPciCompliant(next) ? next : { ...next, forcePciForNewClusters: false };
}

export type SecurityControl = 'pci' | keyof SecuritySettings;

/**
 * Which controls are locked, and why (SPEC §4): PCI on locks its dependents (they follow the
 * PCI box); an active PCI cluster locks PCI and the dependents; fewer than two owners disables
 * PCI and inactivity revocation; force-PCI is enabled only while PCI is on.
 */
export function lockedControls(
  settings: SecuritySettings,
  facts: SecurityFacts,
): Partial<Record<SecurityControl, string>> {
  const locked: Partial<Record<SecurityControl, string>> = {};
  const pci = isPciCompliant(settings);
  if (pci) for (const name of PCI_DEPENDENTS) locked[name] = SECURITY_LOCKS.pciOn;
  if (!facts.hasTwoOwners) {
    locked.pci = SECURITY_LOCKS.twoOwners;
    if (!settings.inactivityRevocation) locked.inactivityRevocation = SECURITY_LOCKS.twoOwners;
  }
  if (facts.hasActivePCICluster && pci) {
    locked.pci = SECURITY_LOCKS.pciCluster;
    for (const name of PCI_DEPENDENTS) locked[name] = SECURITY_LOCKS.pciCluster;
  }
  if (!pci) locked.forcePciForNewClusters = SECURITY_LOCKS.forceNeedsPci;
  return locked;
}

export const SECURITY_LOCKS = {
  pciOn: 'Set by PCI compliance: untick PCI compliance to change it',
  pciCluster: 'Locked while a PCI compliant cluster exists',
  twoOwners: 'Needs at least two Owner users on the account',
  forceNeedsPci: 'Available only while PCI compliance is on',
} as const;

/**
 * What is wrong with a settings update, given the stored settings and the facts: the same
 * locks, as a server sees a request (a crafted request cannot break them).
 */
export function securityUpdateProblems(
  next: SecuritySettings,
  current: SecuritySettings,
  facts: SecurityFacts,
): { name: keyof SecuritySettings; message: string }[] {
  const problems: { name: keyof SecuritySettings; message: string }[] = [];
  if (next.forcePciForNewClusters && !isPciCompliant(next)) {
    problems.push({ name: 'forcePciForNewClusters', message: SECURITY_LOCKS.forceNeedsPci });
  }
  if (facts.hasActivePCICluster && isPciCompliant(current)) {
    for (const name of PCI_DEPENDENTS) if (!next[name]) problems.push({ name, message: SECURITY_LOCKS.pciCluster });
  }
  if (!facts.hasTwoOwners && next.inactivityRevocation && !current.inactivityRevocation) {
    problems.push({ name: 'inactivityRevocation', message: SECURITY_LOCKS.twoOwners });
  }
  return problems;
}
