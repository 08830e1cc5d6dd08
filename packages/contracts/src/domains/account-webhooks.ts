import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { accountIdParamsSchema } from './accounts.ts';
import { WEBHOOK_TYPES, type NotificationGroup } from './notification-preferences.ts';

/**
 * Account webhooks (SPEC §2 Account Webhooks, §3 Account webhook) and the events they carry.
 *
 * Delivery: every event is a POST of JSON. A Slack incoming-webhook URL (hooks.slack.com) gets
 * Slack's `{"text": …}`; any other URL gets the event envelope (`webhookEventSchema`) signed
 * with the webhook's secret: `X-Datadeck-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>">`, Stripe's scheme, so a receiver checks the signature and the time (replays).
 */

export const WEBHOOK_URL_MAX_LENGTH = 2_000;

/** An http(s) URL; where it may point (no private networks) the server checks at save and send. */
export const webhookUrlSchema = z
  .string('Enter a URL')
  .trim()
  .max(WEBHOOK_URL_MAX_LENGTH, `Use at most ${WEBHOOK_URL_MAX_LENGTH} characters`)
  .pipe(z.url({ protocol: /^https?$/, error: MESSAGES.webhooks.notHttp }));

/** Slack incoming webhooks (https://hooks.slack.com/…) take `{"text": …}` and no signature. */
export const isSlackWebhookUrl = (url: string): boolean => /^https:\/\/hooks\.slack\.com(:443)?\//i.test(url);

export const accountWebhookSchema = z.object({
  type: z.enum(WEBHOOK_TYPES),
  url: z.string(),
  updatedAt: z.iso.datetime(),
});
export const accountWebhooksSchema = z.object({ webhooks: z.array(accountWebhookSchema) });
export type AccountWebhook = z.infer<typeof accountWebhookSchema>;

/**
 * The 'Update Webhooks' form: each field is the webhook of its type; blank removes it. A URL that
 * changes (or is new) gets a new signing secret.
 */
export const updateAccountWebhooksBodySchema = z.object({
  supportWebhook: z.union([z.literal(''), webhookUrlSchema]),
  maintenanceWebhook: z.union([z.literal(''), webhookUrlSchema]),
});
export type UpdateAccountWebhooksBody = z.input<typeof updateAccountWebhooksBodySchema>;

/** The webhooks after an update, and the secrets made by it: shown once, never again. */
export const updatedAccountWebhooksSchema = accountWebhooksSchema.extend({
  secrets: z.array(z.object({ type: z.enum(WEBHOOK_TYPES), secret: z.string() })),
});

export const webhookTypeParamsSchema = accountIdParamsSchema.extend({ type: z.enum(WEBHOOK_TYPES) });

/** Send Test Message: one attempt at once, logged like any delivery. */
export const webhookTestResultSchema = z.object({
  delivered: z.boolean(),
  /** The receiver's HTTP status, when it answered. */
  responseCode: z.number().int().nullable(),
  /** Why it did not arrive (refused address, time-out, a non-2xx status). */
  error: z.string().nullable(),
});

export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'RETRYING', 'DELIVERED', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One line of a webhook's delivery log. */
export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  webhookType: z.enum(WEBHOOK_TYPES),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  responseCode: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastAttemptAt: z.iso.datetime().nullable(),
});
export const webhookDeliveriesSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** What happens to an account that notifies (SPEC-less: the "events that notify"). */
export const ACCOUNT_EVENT_TYPES = [
  'cluster.running',
  'cluster.failed',
  'cluster.deleted',
  'maintenance.scheduled',
  'webhook.test',
] as const;
export type AccountEventType = (typeof ACCOUNT_EVENT_TYPES)[number];

/**
 * The preference row that decides who hears of an event: a failed cluster is a disruptive issue,
 * a cluster that runs again or is gone a non-disruptive one; a maintenance announcement is
 * disruptive or not as staff flagged it. The test message goes straight to its webhook.
 */
export function notificationGroupOf(type: AccountEventType, data: { disruptive?: boolean }): NotificationGroup | null {
  switch (type) {
    case 'cluster.failed':
      return 'disruptiveIssueInvestigation';
    case 'cluster.running':
    case 'cluster.deleted':
      return 'nondisruptiveIssueInvestigation';
    case 'maintenance.scheduled':
      return data.disruptive === true ? 'disruptiveScheduledMaintenance' : 'nondisruptiveScheduledMaintenance';
    case 'webhook.test':
      return null;
  }
}

/** The signed envelope a (non-Slack) webhook receives: the documented event shape. */
export const webhookEventSchema = z.object({
  id: z.uuid(),
  type: z.enum(ACCOUNT_EVENT_TYPES),
  occurredAt: z.iso.datetime(),
  account: z.object({ id: z.uuid(), name: z.string() }),
  /** The event's facts: cluster id, name and status; the maintenance message; … */
  data: z.record(z.string(), z.unknown()),
  /** One line a person reads (what Slack shows). */
  text: z.string(),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

export const WEBHOOK_SIGNATURE_HEADER = 'X-Datadeck-Signature';
