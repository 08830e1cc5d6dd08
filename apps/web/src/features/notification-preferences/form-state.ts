import {
  NOTIFICATION_GROUPS,
  notificationFormOf,
  notificationFormPathOf,
  type NotificationChoice,
  type NotificationForm,
  type NotificationGroup,
  type NotificationPreferences,
} from '@datadeck/contracts';
import type { FieldErrors, FieldPath } from 'react-hook-form';

/** The stored choice of a loaded view (the view adds what may be chosen). */
export function choiceOf(view: NotificationPreferences): NotificationChoice {
  const groups = Object.fromEntries(
    NOTIFICATION_GROUPS.map((group) => {
      const { enableEmailNotification, enableWebhookNotification, selectedEmailType, selectedWebhookType } =
        view[group];
      return [group, { enableEmailNotification, enableWebhookNotification, selectedEmailType, selectedWebhookType }];
    }),
  ) as NotificationChoice['groups'];
  return { supportTickets: view.supportTickets, groups };
}

export const formOf = (view: NotificationPreferences): NotificationForm => notificationFormOf(choiceOf(view));

/**
 * Messages by the dotted path of the form's values they are about (`supportTickets`,
 * `groups.disruptiveScheduledMaintenance`, `…selectedWebhookType`): the schema form's errors,
 * the contracts' rules and the server's 400s alike, so each is shown at the same place.
 */
export type FormErrors = Readonly<Record<string, string>>;

/** The form's errors as dotted paths; a row's own message and its fields' sit side by side. */
export function dottedErrors(errors: FieldErrors<NotificationForm>): FormErrors {
  const out: Record<string, string> = {};
  const walk = (node: unknown, path: string) => {
    if (typeof node !== 'object' || node === null) return;
    for (const [key, child] of Object.entries(node)) {
      if (key === 'message' && typeof child === 'string' && path !== '') out[path] = child;
      else if (key !== 'ref' && key !== 'root' && key !== 'types') walk(child, path === '' ? key : `${path}.${key}`);
    }
  };
  walk(errors, '');
  return out;
}

/** A row's place in the form's values, dotted, as its errors are keyed. */
export const rowPath = (group: NotificationGroup) => `groups.${group}` as const;

const ROW_FIELDS = [
  'enableEmailNotification',
  'enableWebhookNotification',
  'selectedEmailType',
  'selectedWebhookType',
] as const;

/** The fields the form shows a message at; any other error goes to the form's alert. */
const PLACED: ReadonlySet<string> = new Set([
  'supportTickets',
  'supportTickets.postZendeskComment',
  'supportTickets.useMaintPreferences',
  ...NOTIFICATION_GROUPS.flatMap((group) => [
    rowPath(group),
    ...ROW_FIELDS.map((field) => `${rowPath(group)}.${field}`),
  ]),
]);

const isPlaced = (path: string): path is FieldPath<NotificationForm> => PLACED.has(path);

/** Where the form shows a server error, named by its path in the update payload; undefined for the alert. */
export function fieldOfServerError(name: string): FieldPath<NotificationForm> | undefined {
  const path = notificationFormPathOf(name.split('.')).join('.');
  return isPlaced(path) ? path : undefined;
}
