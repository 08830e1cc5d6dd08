import {
  api,
  DEFAULT_NOTIFICATION_CHOICE,
  NOTIFICATION_GROUPS,
  notificationChoiceOf,
  updateNotificationPreferencesBodySchema,
  type Account,
  type Me,
  type NotificationChoice,
  type NotificationPreferences,
  type Role,
  type WebhookType,
} from '@datadeck/contracts';
import { screen, within } from '@testing-library/react';
import { ok, stubApi, type FakeRequest, type Reply } from '../../test/fake-api.ts';
import { ACCOUNT_ID, signedInAs } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

export const preferencesPage = `/accounts/${ACCOUNT_ID}/settings/notification-preferences`;

export const EMAILS: NotificationPreferences['disruptiveScheduledMaintenance']['emails'] = [
  { type: 'MAINTENANCE', contacts: 'ops@example.com' },
  { type: 'SUPPORT', contacts: 'help@example.com;desk@example.com' },
  { type: 'EMERGENCY', contacts: 'pager@example.com' },
];
export const WEBHOOKS: { type: WebhookType; contacts: string }[] = [
  { type: 'SUPPORT', contacts: 'https://hooks.slack.com/services/T0/B0/support' },
  { type: 'MAINTENANCE', contacts: 'https://example.com/maintenance-hook' },
];

/** The view the server answers for a choice: each row with what may be chosen. */
export function viewOf(choice: NotificationChoice, webhook = WEBHOOKS): NotificationPreferences {
  const rows = Object.fromEntries(
    NOTIFICATION_GROUPS.map((group) => [group, { ...choice.groups[group], emails: EMAILS, webhook }]),
  ) as Omit<NotificationPreferences, 'supportTickets'>;
  return { supportTickets: choice.supportTickets, ...rows };
}

type ServeOptions = {
  role?: Role;
  choice?: NotificationChoice;
  webhook?: typeof WEBHOOKS;
  /** Answers the load instead of the stored view (e.g. a server that cannot be reached). */
  load?: () => Reply;
  /** Answers the update instead of storing it; the request is recorded all the same. */
  update?: (request: FakeRequest) => Reply;
  /** Scheduled database maintenance is on (the staff switch, read through /v1/me). */
  maintenance?: boolean;
};

/** A fake preferences server that stores what is saved; returns the bodies it was sent. */
export function servePreferences({
  role = 'OWNER',
  choice = DEFAULT_NOTIFICATION_CHOICE,
  webhook,
  load,
  update,
  maintenance = false,
}: ServeOptions = {}) {
  const sent: unknown[] = [];
  let stored = viewOf(choice, webhook);
  const signedIn: Me = signedInAs(role, { features: { databaseMaintenance: maintenance } }).me;
  const theAccount: Account = signedInAs(role).account;
  stubApi([
    [api.auth.me, () => ok(signedIn)],
    [api.accounts.get, () => ok(theAccount)],
    [api.notificationPreferences.get, load ?? (() => ok(stored))],
    [
      api.notificationPreferences.update,
      (request) => {
        sent.push(request.body);
        if (update) return update(request);
        // The server's own schema reads the body: a body it would refuse fails the test here.
        const body = updateNotificationPreferencesBodySchema.parse(request.body);
        stored = viewOf(notificationChoiceOf(body), webhook);
        return ok(stored);
      },
    ],
  ]);
  return sent;
}

/** What fetch does when no server answers. */
export const unreachable = (): never => {
  throw new TypeError('Failed to fetch');
};

export async function openPreferences() {
  const view = renderApp(preferencesPage);
  await screen.findByRole('heading', { level: 2, name: 'Notification Preferences' });
  return view;
}

/** A section ('Existing Support Tickets', 'Scheduled Maintenance', 'Issue Investigation'). */
export const sectionOf = (name: string) => screen.getByRole('group', { name });

/** A row of a section: its fieldset, named by its legend. */
export const rowOf = (section: string, row: 'Disruptive' | 'Non-disruptive') =>
  within(sectionOf(section)).getByRole('group', { name: row });
