import {
  MESSAGES,
  NOTIFICATION_GROUP_PATHS,
  NOTIFICATION_GROUPS,
  notificationChoiceOf,
  WEBHOOK_TYPE_LABELS,
  type NotificationChoice,
  type NotificationPreferences,
  type UpdateNotificationPreferencesBody,
  type WebhookType,
} from '@datadeck/contracts';
import type { CoreContext } from '../../app-context.ts';
import { notificationPreferences } from '../../platform/db/schema.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import { choiceOf, contactsOf, emailOptionsOf, webhooksOf } from './queries.ts';

type FieldError = { name: string; message: string };

/**
 * A row may pick only a webhook that is set: the payload's own rules (contracts) cannot know
 * which are, so this is the server's one rule beyond them.
 */
function unsetWebhookErrors(choice: NotificationChoice, setTypes: ReadonlySet<WebhookType>): FieldError[] {
  return NOTIFICATION_GROUPS.flatMap((group) => {
    const type = choice.groups[group].selectedWebhookType;
    if (type === null || setTypes.has(type)) return [];
    return [
      {
        name: [...NOTIFICATION_GROUP_PATHS[group], 'selectedWebhookType'].join('.'),
        message: MESSAGES.notifications.webhookNotSet(WEBHOOK_TYPE_LABELS[type]),
      },
    ];
  });
}

/** What the saved choice turned on, in words, for the audit log. */
function describeChoice(choice: NotificationChoice): string {
  return NOTIFICATION_GROUPS.map((group) => {
    const row = choice.groups[group];
    const ways = [
      row.selectedEmailType === null ? null : `email ${row.selectedEmailType}`,
      row.selectedWebhookType === null ? null : `webhook ${row.selectedWebhookType}`,
    ].filter((way) => way !== null);
    return `${group}: ${ways.length === 0 ? 'none' : ways.join(', ')}`;
  }).join('; ');
}

/**
 * Notification Preferences (SPEC §2, §3): the account's choice of who hears of scheduled
 * maintenance and issue investigations, with the contact lists and webhooks it may choose from.
 */
export function notificationPreferenceService(ctx: Pick<CoreContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;

  async function view(accountId: string): Promise<NotificationPreferences> {
    const [choice, contacts, webhooks] = await Promise.all([
      choiceOf(db, accountId),
      contactsOf(db, accountId),
      webhooksOf(db, accountId),
    ]);
    if (!contacts) throw notFound();
    const emails = emailOptionsOf(contacts);
    const webhook = webhooks.map(({ type, url }) => ({ type, contacts: url }));
    const group = (name: (typeof NOTIFICATION_GROUPS)[number]) => ({ ...choice.groups[name], emails, webhook });
    return {
      supportTickets: choice.supportTickets,
      disruptiveScheduledMaintenance: group('disruptiveScheduledMaintenance'),
      nondisruptiveScheduledMaintenance: group('nondisruptiveScheduledMaintenance'),
      disruptiveIssueInvestigation: group('disruptiveIssueInvestigation'),
      nondisruptiveIssueInvestigation: group('nondisruptiveIssueInvestigation'),
    };
  }

  /** Saves the choice (the payload's rules already held); audited in the same transaction. */
  async function update(
    accountId: string,
    actor: AuditActor,
    body: UpdateNotificationPreferencesBody,
  ): Promise<NotificationPreferences> {
    const choice = notificationChoiceOf(body);
    const now = clock.now();
    await db.transaction(async (tx) => {
      const setTypes = new Set((await webhooksOf(tx, accountId)).map((webhook) => webhook.type));
      const [first, ...rest] = unsetWebhookErrors(choice, setTypes);
      if (first) throw new HttpError(400, [first, ...rest]);
      await tx
        .insert(notificationPreferences)
        .values({ accountId, choice, updatedAt: now })
        .onConflictDoUpdate({ target: notificationPreferences.accountId, set: { choice, updatedAt: now } });
      await recordAudit(tx, clock, actor, {
        type: 'NOTIFICATION_PREFERENCES_UPDATED',
        accountId,
        detail: describeChoice(choice),
      });
    });
    return view(accountId);
  }

  return { view, update };
}
