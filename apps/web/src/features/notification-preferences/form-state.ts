import {
  NOTIFICATION_GROUP_PATHS,
  NOTIFICATION_GROUPS,
  notificationFormOf,
  type NotificationChoice,
  type NotificationForm,
  type NotificationGroup,
  type NotificationIssue,
  type NotificationPreferences,
} from '@datadeck/contracts';
import { isApiError } from '../../shared/api/api-error.ts';

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
 * Messages by the dotted path of the update payload they name (`scheduledMaintenance.disruptive`,
 * `…disruptive.selectedWebhookType`): the contracts' rules and the server's 400s speak the same
 * paths, so both are shown at the same place.
 */
export type FormErrors = Readonly<Record<string, string>>;

export function errorsOfIssues(issues: readonly NotificationIssue[]): FormErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.join('.');
    // The first rule broken is the one to fix first.
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A failed save's field errors by path; `null` when the call got no answer or named no field. */
export function errorsOfFailure(error: unknown): FormErrors | null {
  if (!isApiError(error) || error.errors.length === 0) return null;
  return errorsOfIssues(error.errors.map(({ name, message }) => ({ path: name.split('.'), message })));
}

/** The payload path of a row, dotted, as its errors are keyed. */
export const rowPath = (group: NotificationGroup): string => NOTIFICATION_GROUP_PATHS[group].join('.');

/** The paths the form shows a message at; any other error goes to the form's alert. */
export function placedPaths(): Set<string> {
  const paths = new Set(['supportTickets', 'supportTickets.postZendeskComment', 'supportTickets.useMaintPreferences']);
  for (const group of NOTIFICATION_GROUPS) {
    const path = rowPath(group);
    for (const field of [
      '',
      '.enableEmailNotification',
      '.enableWebhookNotification',
      '.selectedEmailType',
      '.selectedWebhookType',
    ]) {
      paths.add(`${path}${field}`);
    }
  }
  return paths;
}
