import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import {
  DEFAULT_NOTIFICATION_CHOICE,
  NOTIFICATION_GROUPS,
  notificationChoiceOf,
  notificationFormIssues,
  notificationFormOf,
  notificationUpdateIssues,
  notificationUpdateOf,
  updateNotificationPreferencesBodySchema,
  type NotificationChoice,
  type NotificationDetail,
  type NotificationForm,
} from './notification-preferences.ts';

/** A deep copy (the contracts build has no DOM or Node types, so no structuredClone). */
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const off: NotificationDetail = {
  enableEmailNotification: false,
  enableWebhookNotification: false,
  selectedEmailType: null,
  selectedWebhookType: null,
};

/** The default choice's form, with one row or the support tickets changed. */
function form(change: (f: NotificationForm) => void = () => {}): NotificationForm {
  const f = clone(notificationFormOf(DEFAULT_NOTIFICATION_CHOICE));
  change(f);
  return f;
}

describe('notificationFormIssues: the rules of the form (SPEC §5, §2)', () => {
  it.each<[string, (f: NotificationForm) => void, { path: (string | number)[]; message: string }[]]>([
    ['the default choice', () => {}, []],
    [
      'a row with nothing ticked',
      (f) => {
        f.groups.nondisruptiveScheduledMaintenance = { ...off, doNotNotify: false };
      },
      [{ path: ['scheduledMaintenance', 'nondisruptive'], message: MESSAGES.notifications.tickAtLeastOne }],
    ],
    [
      "'Do not notify me' alone",
      (f) => {
        f.groups.nondisruptiveScheduledMaintenance = { ...off, doNotNotify: true };
      },
      [],
    ],
    [
      "'Do not notify me' with e-mail",
      (f) => {
        f.groups.disruptiveScheduledMaintenance.doNotNotify = true;
      },
      [{ path: ['scheduledMaintenance', 'disruptive'], message: MESSAGES.notifications.doNotNotifyExclusive }],
    ],
    [
      'support tickets with nothing ticked',
      (f) => {
        f.supportTickets = { doNotNotify: false, postZendeskComment: false, useMaintPreferences: false };
      },
      [{ path: ['supportTickets'], message: MESSAGES.notifications.tickSupportTicket }],
    ],
    [
      "support tickets' 'Do not notify me' with an option",
      (f) => {
        f.supportTickets = { doNotNotify: true, postZendeskComment: false, useMaintPreferences: true };
      },
      [{ path: ['supportTickets'], message: MESSAGES.notifications.doNotNotifyExclusive }],
    ],
    [
      'the always-emailed first issue row without e-mail, even with the webhook',
      (f) => {
        f.groups.disruptiveIssueInvestigation = {
          ...off,
          enableWebhookNotification: true,
          selectedWebhookType: 'SUPPORT',
          doNotNotify: false,
        };
      },
      [
        {
          path: ['issueInvestigation', 'disruptive', 'enableEmailNotification'],
          message: MESSAGES.notifications.alwaysEmailed,
        },
      ],
    ],
    [
      'a ticked box without its type',
      (f) => {
        f.groups.nondisruptiveIssueInvestigation = {
          enableEmailNotification: true,
          enableWebhookNotification: true,
          selectedEmailType: null,
          selectedWebhookType: null,
          doNotNotify: false,
        };
      },
      [
        {
          path: ['issueInvestigation', 'nondisruptive', 'selectedEmailType'],
          message: MESSAGES.notifications.chooseEmailType,
        },
        {
          path: ['issueInvestigation', 'nondisruptive', 'selectedWebhookType'],
          message: MESSAGES.notifications.chooseWebhook,
        },
      ],
    ],
  ])('%s', (_, change, issues) => {
    expect(notificationFormIssues(form(change))).toEqual(issues);
  });

  it('words the three texts of SPEC §5 verbatim', () => {
    expect(MESSAGES.notifications.tickAtLeastOne).toBe('Have to tick at least one box for preference');
    expect(MESSAGES.notifications.tickSupportTicket).toBe('Have to tick at least one box for support ticket');
    expect(MESSAGES.notifications.doNotNotifyExclusive).toBe('Do not notify me cannot be selected with other options');
  });
});

describe('notificationFormOf and notificationUpdateOf', () => {
  it("ticks 'Do not notify me' exactly where nothing is ticked", () => {
    const choice: NotificationChoice = {
      supportTickets: { postZendeskComment: false, useMaintPreferences: false },
      groups: { ...DEFAULT_NOTIFICATION_CHOICE.groups, nondisruptiveScheduledMaintenance: off },
    };
    const f = notificationFormOf(choice);
    expect(f.supportTickets.doNotNotify).toBe(true);
    expect(NOTIFICATION_GROUPS.filter((group) => f.groups[group].doNotNotify)).toEqual([
      'nondisruptiveScheduledMaintenance',
    ]);
  });

  it('nulls the types of boxes that are off, whatever the form still holds', () => {
    const update = notificationUpdateOf(
      form((f) => {
        f.groups.nondisruptiveScheduledMaintenance = {
          enableEmailNotification: false,
          enableWebhookNotification: false,
          selectedEmailType: 'SUPPORT',
          selectedWebhookType: 'MAINTENANCE',
          doNotNotify: true,
        };
      }),
    );
    expect(update.scheduledMaintenance.nondisruptive).toEqual(off);
    expect(notificationUpdateIssues(update)).toEqual([]);
  });

  it('round-trips: a stored choice makes a form whose update is the same choice', () => {
    const choice: NotificationChoice = {
      supportTickets: { postZendeskComment: true, useMaintPreferences: true },
      groups: {
        disruptiveScheduledMaintenance: {
          enableEmailNotification: true,
          enableWebhookNotification: true,
          selectedEmailType: 'EMERGENCY',
          selectedWebhookType: 'MAINTENANCE',
        },
        nondisruptiveScheduledMaintenance: off,
        disruptiveIssueInvestigation: DEFAULT_NOTIFICATION_CHOICE.groups.disruptiveIssueInvestigation,
        nondisruptiveIssueInvestigation: {
          ...off,
          enableWebhookNotification: true,
          selectedWebhookType: 'SUPPORT',
        },
      },
    };
    const update = notificationUpdateOf(notificationFormOf(choice));
    expect(notificationChoiceOf(update)).toEqual(choice);
    expect(updateNotificationPreferencesBodySchema.safeParse(update).success).toBe(true);
  });
});

describe('notificationUpdateIssues: the server rules of a payload', () => {
  const valid = notificationUpdateOf(form());

  it('accepts the default choice', () => {
    expect(notificationUpdateIssues(valid)).toEqual([]);
  });

  it('refuses a type without its box, naming the field', () => {
    const body = clone(valid);
    body.scheduledMaintenance.disruptive.selectedWebhookType = 'MAINTENANCE';
    expect(notificationUpdateIssues(body)).toEqual([
      {
        path: ['scheduledMaintenance', 'disruptive', 'selectedWebhookType'],
        message: MESSAGES.notifications.typeWithoutBox,
      },
    ]);
  });

  it("reads nothing ticked as 'Do not notify me', except on the always-emailed row", () => {
    const body = clone(valid);
    body.scheduledMaintenance.nondisruptive = off;
    expect(notificationUpdateIssues(body)).toEqual([]);
    body.issueInvestigation.disruptive = off;
    expect(notificationUpdateIssues(body)).toEqual([
      {
        path: ['issueInvestigation', 'disruptive', 'enableEmailNotification'],
        message: MESSAGES.notifications.alwaysEmailed,
      },
    ]);
  });

  it("reads support tickets with no option as 'do not notify again'", () => {
    const body = clone(valid);
    body.supportTickets = { postZendeskComment: false, useMaintPreferences: false };
    expect(updateNotificationPreferencesBodySchema.safeParse(body).success).toBe(true);
  });

  it('carries the rules into the body schema, each issue at its path', () => {
    const body = clone(valid);
    body.scheduledMaintenance.nondisruptive = { ...off, enableEmailNotification: true };
    const parsed = updateNotificationPreferencesBodySchema.safeParse(body);
    expect(parsed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['scheduledMaintenance', 'nondisruptive', 'selectedEmailType'], MESSAGES.notifications.chooseEmailType],
    ]);
  });
});
