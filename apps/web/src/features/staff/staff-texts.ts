import type { MaintenanceKind } from '@datadeck/contracts';

/** What the staff pages say about their own actions (the spec quotes none of these). */
export const STAFF_TEXTS = {
  flagsSaved: (accountName: string) => `The flags of ${accountName} have been saved`,
  flagsFailed: 'The account flags could not be saved',
  switchSaved: (label: string, on: boolean) => `${label} is now ${on ? 'on' : 'off'}`,
  switchFailed: 'The feature switch could not be changed',
  messageCreated: 'The message of the day has been created',
  messageFailed: 'The message of the day could not be created',
  messageExpired: 'The message of the day has expired',
  expireFailed: 'The message of the day could not be expired',
  maintenanceLabel: 'Maintenance announcement',
  maintenanceHint:
    "Announces scheduled maintenance: the accounts' contacts and webhooks are notified by their Notification Preferences",
  impersonationFailed: 'Impersonation could not start',
} as const;

/** A message's maintenance flag as staff read it (SPEC §3's two scheduled-maintenance rows). */
export const MAINTENANCE_LABELS: Record<MaintenanceKind, string> = {
  DISRUPTIVE: 'Disruptive',
  NON_DISRUPTIVE: 'Non-disruptive',
};
