import {
  DEFAULT_NOTIFICATION_CHOICE,
  notificationFormOf,
  notificationUpdateOf,
  type UpdateNotificationPreferencesBody,
  type WebhookType,
} from '@datadeck/contracts';
import type { TestApp } from '../../../test/test-app.ts';
import { accountWebhooks } from '../../platform/db/schema.ts';

/** What the notification tests share: payloads, webhooks set straight in the table, audit rows. */

/** The default choice as an update payload, for a test to change one part of. */
export function defaultUpdate(): UpdateNotificationPreferencesBody {
  return structuredClone(notificationUpdateOf(notificationFormOf(DEFAULT_NOTIFICATION_CHOICE)));
}

/** Sets a webhook as the webhooks module stores one (that module is not under test here). */
export async function setWebhook(app: TestApp, accountId: string, type: WebhookType, url: string): Promise<void> {
  await app.context.db.insert(accountWebhooks).values({ accountId, type, url, secret: 'sealed-test-secret' });
}

export { auditOf } from '../../../test/audit.ts';
