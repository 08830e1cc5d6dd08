import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

/**
 * Notification Preferences (SPEC §2, §3, §4 notification choice, §5): who hears of scheduled
 * maintenance and issue investigations, by e-mail and by webhook, and what happens on an
 * existing support ticket.
 */

/** The account's contact lists an e-mail notification may go to (SPEC §3 emails [{type, contacts}]). */
export const EMAIL_CONTACT_TYPES = ['MAINTENANCE', 'SUPPORT', 'EMERGENCY'] as const;
export type EmailContactType = (typeof EMAIL_CONTACT_TYPES)[number];
export const EMAIL_CONTACT_TYPE_LABELS: Record<EmailContactType, string> = {
  MAINTENANCE: 'Maintenance contacts',
  SUPPORT: 'Support contacts',
  EMERGENCY: 'Emergency contacts',
};

/** The account's webhooks (SPEC §3 Account webhook: a support webhook and a maintenance webhook). */
export const WEBHOOK_TYPES = ['SUPPORT', 'MAINTENANCE'] as const;
export type WebhookType = (typeof WEBHOOK_TYPES)[number];
export const WEBHOOK_TYPE_LABELS: Record<WebhookType, string> = {
  SUPPORT: 'Support webhook',
  MAINTENANCE: 'Maintenance webhook',
};

/** The four preference rows, in the screen's order (SPEC §3). */
export const NOTIFICATION_GROUPS = [
  'disruptiveScheduledMaintenance',
  'nondisruptiveScheduledMaintenance',
  'disruptiveIssueInvestigation',
  'nondisruptiveIssueInvestigation',
] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

/**
 * "First issue-investigation row hides do-not-notify and cannot edit email" (SPEC §2): an
 * outage of a cluster is always e-mailed; only to whom may change.
 */
export const ALWAYS_EMAILED_GROUP: NotificationGroup = 'disruptiveIssueInvestigation';

/** One row as stored and as the update payload carries it (SPEC §3). */
export const notificationDetailSchema = z.object({
  enableEmailNotification: z.boolean(),
  enableWebhookNotification: z.boolean(),
  /** Null when e-mail is off. */
  selectedEmailType: z.enum(EMAIL_CONTACT_TYPES).nullable(),
  /** Null when the webhook is off. */
  selectedWebhookType: z.enum(WEBHOOK_TYPES).nullable(),
});
export type NotificationDetail = z.infer<typeof notificationDetailSchema>;

export const supportTicketPreferencesSchema = z.object({
  /** Notify on the support ticket if it exists. */
  postZendeskComment: z.boolean(),
  /** Notify separately using the preferences below. */
  useMaintPreferences: z.boolean(),
});

/** A row as loaded: its choice and what may be chosen (SPEC §3 emails/webhook [{type, contacts}]). */
export const notificationGroupViewSchema = notificationDetailSchema.extend({
  emails: z.array(z.object({ type: z.enum(EMAIL_CONTACT_TYPES), contacts: z.string() })),
  /** The webhooks that are set; empty shows the plain webhook text field (SPEC §2). */
  webhook: z.array(z.object({ type: z.enum(WEBHOOK_TYPES), contacts: z.string() })),
});

export const notificationPreferencesSchema = z.object({
  supportTickets: supportTicketPreferencesSchema,
  disruptiveScheduledMaintenance: notificationGroupViewSchema,
  nondisruptiveScheduledMaintenance: notificationGroupViewSchema,
  disruptiveIssueInvestigation: notificationGroupViewSchema,
  nondisruptiveIssueInvestigation: notificationGroupViewSchema,
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** The stored choice: the support-ticket options and the four rows. */
export interface NotificationChoice {
  supportTickets: z.infer<typeof supportTicketPreferencesSchema>;
  groups: Record<NotificationGroup, NotificationDetail>;
}

/** What an account that never saved its preferences gets: everything e-mailed, nothing by webhook. */
export const DEFAULT_NOTIFICATION_CHOICE: NotificationChoice = {
  supportTickets: { postZendeskComment: true, useMaintPreferences: false },
  groups: {
    disruptiveScheduledMaintenance: emailTo('MAINTENANCE'),
    nondisruptiveScheduledMaintenance: emailTo('MAINTENANCE'),
    disruptiveIssueInvestigation: emailTo('EMERGENCY'),
    nondisruptiveIssueInvestigation: emailTo('SUPPORT'),
  },
};

function emailTo(type: EmailContactType): NotificationDetail {
  return {
    enableEmailNotification: true,
    enableWebhookNotification: false,
    selectedEmailType: type,
    selectedWebhookType: null,
  };
}

/** Where each row sits in the update payload (SPEC §3). */
export const NOTIFICATION_GROUP_PATHS: Record<NotificationGroup, readonly [string, string]> = {
  disruptiveScheduledMaintenance: ['scheduledMaintenance', 'disruptive'],
  nondisruptiveScheduledMaintenance: ['scheduledMaintenance', 'nondisruptive'],
  disruptiveIssueInvestigation: ['issueInvestigation', 'disruptive'],
  nondisruptiveIssueInvestigation: ['issueInvestigation', 'nondisruptive'],
};

/** A problem of a choice, with the path of the field at fault in the update payload. */
export interface NotificationIssue {
  path: readonly (string | number)[];
  message: string;
}

/**
 * THE rules of a notification choice (SPEC §5 and §2), on the form's view of it, where
 * 'Do not notify me' is a box of its own: used by the console's form and, through
 * `notificationUpdateIssues`, by the server.
 */
export interface NotificationForm {
  supportTickets: { doNotNotify: boolean; postZendeskComment: boolean; useMaintPreferences: boolean };
  groups: Record<NotificationGroup, NotificationDetail & { doNotNotify: boolean }>;
}

export function notificationFormIssues(form: NotificationForm): NotificationIssue[] {
  const issues: NotificationIssue[] = [];
  const tickets = form.supportTickets;
  const ticketOptions = tickets.postZendeskComment || tickets.useMaintPreferences;
  if (tickets.doNotNotify && ticketOptions) {
    issues.push({ path: ['supportTickets'], message: MESSAGES.notifications.doNotNotifyExclusive });
  } else if (!tickets.doNotNotify && !ticketOptions) {
    issues.push({ path: ['supportTickets'], message: MESSAGES.notifications.tickSupportTicket });
  }
  for (const group of NOTIFICATION_GROUPS) {
    const row = form.groups[group];
    const path = NOTIFICATION_GROUP_PATHS[group];
    const chosen = row.enableEmailNotification || row.enableWebhookNotification;
    if (group === ALWAYS_EMAILED_GROUP && !row.enableEmailNotification) {
      issues.push({ path: [...path, 'enableEmailNotification'], message: MESSAGES.notifications.alwaysEmailed });
    } else if (row.doNotNotify && chosen) {
      issues.push({ path, message: MESSAGES.notifications.doNotNotifyExclusive });
    } else if (!row.doNotNotify && !chosen) {
      issues.push({ path, message: MESSAGES.notifications.tickAtLeastOne });
    }
    if (row.enableEmailNotification && row.selectedEmailType === null) {
      issues.push({ path: [...path, 'selectedEmailType'], message: MESSAGES.notifications.chooseEmailType });
    }
    if (row.enableWebhookNotification && row.selectedWebhookType === null) {
      issues.push({ path: [...path, 'selectedWebhookType'], message: MESSAGES.notifications.chooseWebhook });
    }
  }
  return issues;
}

/** The form's view of a stored choice: 'Do not notify me' is ticked where nothing is (SPEC §4). */
export function notificationFormOf(choice: NotificationChoice): NotificationForm {
  const tickets = choice.supportTickets;
  const groups = Object.fromEntries(
    NOTIFICATION_GROUPS.map((group) => {
      const row = choice.groups[group];
      return [group, { ...row, doNotNotify: !row.enableEmailNotification && !row.enableWebhookNotification }];
    }),
  ) as NotificationForm['groups'];
  return {
    supportTickets: { ...tickets, doNotNotify: !tickets.postZendeskComment && !tickets.useMaintPreferences },
    groups,
  };
}

/**
 * Where a payload path sits in the form's values: a row's `scheduledMaintenance.disruptive…` is
 * `groups.disruptiveScheduledMaintenance…` there; the support tickets are where they are.
 */
export function notificationFormPathOf(path: readonly (string | number)[]): (string | number)[] {
  for (const group of NOTIFICATION_GROUPS) {
    const [section, row] = NOTIFICATION_GROUP_PATHS[group];
    if (path[0] === section && path[1] === row) return ['groups', group, ...path.slice(2)];
  }
  return [...path];
}

/**
 * The console's notification form as a schema form: its values (the form's view) checked by the
 * one rule function, each problem at the field it is about, and submitted as the update payload.
 */
export const notificationFormSchema = z
  .custom<NotificationForm>()
  .superRefine((form, ctx) => {
    for (const issue of notificationFormIssues(form)) {
      ctx.addIssue({ code: 'custom', path: notificationFormPathOf(issue.path), message: issue.message });
    }
  })
  .transform((form) => notificationUpdateOf(form));

const notificationUpdateShapeSchema = z.object({
  supportTickets: supportTicketPreferencesSchema,
  scheduledMaintenance: z.object({ disruptive: notificationDetailSchema, nondisruptive: notificationDetailSchema }),
  issueInvestigation: z.object({ disruptive: notificationDetailSchema, nondisruptive: notificationDetailSchema }),
});
type UpdateShape = z.infer<typeof notificationUpdateShapeSchema>;

/** The update payload exactly as SPEC §3 words it: types are null where their box is off. */
export const updateNotificationPreferencesBodySchema = notificationUpdateShapeSchema.superRefine((body, ctx) => {
  for (const issue of notificationUpdateIssues(body)) {
    ctx.addIssue({ code: 'custom', path: [...issue.path], message: issue.message });
  }
});
export type UpdateNotificationPreferencesBody = UpdateShape;

/** The stored choice an update payload makes. */
export function notificationChoiceOf(body: UpdateShape): NotificationChoice {
  return {
    supportTickets: body.supportTickets,
    groups: {
      disruptiveScheduledMaintenance: body.scheduledMaintenance.disruptive,
      nondisruptiveScheduledMaintenance: body.scheduledMaintenance.nondisruptive,
      disruptiveIssueInvestigation: body.issueInvestigation.disruptive,
      nondisruptiveIssueInvestigation: body.issueInvestigation.nondisruptive,
    },
  };
}

/** The update payload of a form's values: types nulled where their box is off (SPEC §3). */
export function notificationUpdateOf(form: NotificationForm): UpdateShape {
  const detail = (group: NotificationGroup): NotificationDetail => {
    const row = form.groups[group];
    return {
      enableEmailNotification: row.enableEmailNotification,
      enableWebhookNotification: row.enableWebhookNotification,
      selectedEmailType: row.enableEmailNotification ? row.selectedEmailType : null,
      selectedWebhookType: row.enableWebhookNotification ? row.selectedWebhookType : null,
    };
  };
  return {
    supportTickets: {
      postZendeskComment: form.supportTickets.postZendeskComment,
      useMaintPreferences: form.supportTickets.useMaintPreferences,
    },
    scheduledMaintenance: {
      disruptive: detail('disruptiveScheduledMaintenance'),
      nondisruptive: detail('nondisruptiveScheduledMaintenance'),
    },
    issueInvestigation: {
      disruptive: detail('disruptiveIssueInvestigation'),
      nondisruptive: detail('nondisruptiveIssueInvestigation'),
    },
  };
}

/**
 * The server's rules of a payload: the form's rules on the choice it makes ('Do not notify me'
 * is nothing ticked), and a type only where its box is on.
 */
export function notificationUpdateIssues(body: UpdateShape): NotificationIssue[] {
  const choice = notificationChoiceOf(body);
  const issues = notificationFormIssues(notificationFormOf(choice));
  for (const group of NOTIFICATION_GROUPS) {
    const row = choice.groups[group];
    const path = NOTIFICATION_GROUP_PATHS[group];
    if (!row.enableEmailNotification && row.selectedEmailType !== null) {
      issues.push({ path: [...path, 'selectedEmailType'], message: MESSAGES.notifications.typeWithoutBox });
    }
    if (!row.enableWebhookNotification && row.selectedWebhookType !== null) {
      issues.push({ path: [...path, 'selectedWebhookType'], message: MESSAGES.notifications.typeWithoutBox });
    }
  }
  return issues;
}
