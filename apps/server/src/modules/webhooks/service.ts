import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import {
  LIMITS,
  MESSAGES,
  WEBHOOK_TYPE_LABELS,
  WEBHOOK_TYPES,
  type AccountWebhook,
  type UpdateAccountWebhooksBody,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookType,
} from '@datadeck/contracts';
import type { AppContext } from '../../app-context.ts';
import { accounts, accountWebhooks, webhookDeliveries } from '../../platform/db/schema.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import { checkWebhookUrl } from './address-policy.ts';
import { sendWebhook } from './sender.ts';

export type WebhookServiceContext = Pick<AppContext, 'db' | 'secrets' | 'clock' | 'config'>;

/** The form field of each webhook type (contracts' updateAccountWebhooksBodySchema). */
const FIELD_OF: Record<WebhookType, keyof UpdateAccountWebhooksBody> = {
  SUPPORT: 'supportWebhook',
  MAINTENANCE: 'maintenanceWebhook',
};

/** A new signing secret: 32 random bytes, prefixed so it is recognised when pasted (Stripe's habit). */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

const notSet = () => notFound(MESSAGES.webhooks.notSet);

export interface WebhookServiceOptions {
  /** Per attempt of Send Test Message; LIMITS.webhookTimeoutMs unless a test is in a hurry. */
  timeoutMs?: number;
}

/** Account Webhooks (SPEC §2): the support and maintenance webhook, their test and their log. */
export function webhookService(ctx: WebhookServiceContext, options: WebhookServiceOptions = {}) {
  const { db, clock, secrets, config } = ctx;

  async function list(accountId: string): Promise<AccountWebhook[]> {
    const rows = await db.select().from(accountWebhooks).where(eq(accountWebhooks.accountId, accountId));
    return WEBHOOK_TYPES.flatMap((type) =>
      rows
        .filter((row) => row.type === type)
        .map((row) => ({ type, url: row.url, updatedAt: row.updatedAt.toISOString() })),
    );
  }

  /**
   * Sets both webhooks as the form says. Every URL is checked (resolved) before anything is
   * written, and all refusals are answered at once, each naming its field. A new or changed URL
   * gets a new secret, returned here only; an unchanged one keeps its secret.
   */
  async function update(accountId: string, actor: AuditActor, body: UpdateAccountWebhooksBody) {
    const errors: { name: string; message: string }[] = [];
    for (const type of WEBHOOK_TYPES) {
      const url = body[FIELD_OF[type]];
      if (url === '') continue;
      const refusal = await checkWebhookUrl(url, config.webhookAllowPrivateNetworks);
      if (refusal !== null) errors.push({ name: FIELD_OF[type], message: MESSAGES.webhooks[refusal] });
    }
    const [first, ...rest] = errors;
    if (first !== undefined) throw new HttpError(400, [first, ...rest]);

    const made: { type: WebhookType; secret: string }[] = [];
    const removed: WebhookType[] = [];
    await db.transaction(async (tx) => {
      const current = await tx.select().from(accountWebhooks).where(eq(accountWebhooks.accountId, accountId));
      for (const type of WEBHOOK_TYPES) {
        const url = body[FIELD_OF[type]];
        const ofType = and(eq(accountWebhooks.accountId, accountId), eq(accountWebhooks.type, type));
        const existing = current.find((row) => row.type === type);
        if (url === '') {
          if (existing) {
            await tx.delete(accountWebhooks).where(ofType);
            removed.push(type);
          }
          continue;
        }
        if (existing?.url === url) continue;
        const secret = newWebhookSecret();
        made.push({ type, secret });
        const values = { url, secret: secrets.seal(secret), updatedAt: clock.now() };
        await tx
          .insert(accountWebhooks)
          .values({ accountId, type, ...values })
          .onConflictDoUpdate({ target: [accountWebhooks.accountId, accountWebhooks.type], set: values });
      }
      // Only what changed is a change: saving the form as it was records nothing.
      const changes = [
        ...made.map(({ type }) => `${WEBHOOK_TYPE_LABELS[type]} set`),
        ...removed.map((type) => `${WEBHOOK_TYPE_LABELS[type]} removed`),
      ];
      if (changes.length > 0) {
        await recordAudit(tx, clock, actor, {
          type: 'ACCOUNT_WEBHOOKS_UPDATED',
          accountId,
          detail: changes.join(', '),
        });
      }
    });
    return { webhooks: await list(accountId), secrets: made };
  }

  async function remove(accountId: string, actor: AuditActor, type: WebhookType): Promise<void> {
    await db.transaction(async (tx) => {
      const deleted = await tx
        .delete(accountWebhooks)
        .where(and(eq(accountWebhooks.accountId, accountId), eq(accountWebhooks.type, type)))
        .returning({ type: accountWebhooks.type });
      if (deleted.length === 0) throw notSet();
      await recordAudit(tx, clock, actor, {
        type: 'ACCOUNT_WEBHOOK_DELETED',
        accountId,
        detail: WEBHOOK_TYPE_LABELS[type],
      });
    });
  }

  /**
   * Send Test Message: one attempt now, no retry (the person is waiting for the answer), logged
   * as a delivery like any other so the tab shows it.
   */
  async function test(accountId: string, type: WebhookType) {
    const [found] = await db
      .select({ url: accountWebhooks.url, secret: accountWebhooks.secret, accountName: accounts.name })
      .from(accountWebhooks)
      .innerJoin(accounts, eq(accounts.id, accountWebhooks.accountId))
      .where(and(eq(accountWebhooks.accountId, accountId), eq(accountWebhooks.type, type)));
    if (!found) throw notSet();
    const now = clock.now();
    const event: WebhookEvent = {
      id: randomUUID(),
      type: 'webhook.test',
      occurredAt: now.toISOString(),
      account: { id: accountId, name: found.accountName },
      data: { webhookType: type },
      text: `Test message from Datadeck for account ${found.accountName}`,
    };
    const result = await sendWebhook(found.url, event, {
      secret: secrets.open(found.secret),
      allowPrivateNetworks: config.webhookAllowPrivateNetworks,
      now,
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    });
    const attemptedAt = clock.now();
    await db.insert(webhookDeliveries).values({
      accountId,
      webhookType: type,
      url: found.url,
      eventType: event.type,
      payload: event,
      status: result.delivered ? 'DELIVERED' : 'FAILED',
      attempts: 1,
      nextAttemptAt: attemptedAt,
      responseCode: result.responseCode,
      responseExcerpt: result.responseExcerpt,
      lastError: result.error,
      createdAt: now,
      lastAttemptAt: attemptedAt,
    });
    return { delivered: result.delivered, responseCode: result.responseCode, error: result.error };
  }

  /** The delivery log: the latest LIMITS.webhookDeliveriesShown of the account, newest first. */
  async function deliveries(accountId: string): Promise<WebhookDelivery[]> {
    const rows = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.accountId, accountId))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(LIMITS.webhookDeliveriesShown);
    return rows.map((row) => ({
      id: row.id,
      webhookType: row.webhookType,
      eventType: row.eventType,
      status: row.status,
      attempts: row.attempts,
      responseCode: row.responseCode,
      error: row.lastError,
      createdAt: row.createdAt.toISOString(),
      lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    }));
  }

  return { list, update, remove, test, deliveries };
}
