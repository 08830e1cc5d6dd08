import {
  DEFAULT_NOTIFICATION_CHOICE,
  EMAIL_CONTACT_TYPES,
  maintenanceContactsOf,
  type EmailContactType,
  type NotificationChoice,
  type WebhookType,
} from '@datadeck/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { accounts, accountWebhooks, notificationPreferences } from '../../platform/db/schema.ts';

/** A database handle or an open transaction: the routing job reads these inside its batch. */
type Reader = Pick<Db, 'select'>;

/** The account's saved choice, or the default of an account that never saved one. */
export async function choiceOf(db: Reader, accountId: string): Promise<NotificationChoice> {
  const [row] = await db
    .select({ choice: notificationPreferences.choice })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.accountId, accountId));
  return row?.choice ?? DEFAULT_NOTIFICATION_CHOICE;
}

export interface AccountContacts {
  name: string;
  /** Each contact list as text (semicolon-separated), by the type a preference names. */
  lists: Record<EmailContactType, string>;
}

/**
 * The account's name and contact lists; maintenance falls back to support when blank (SPEC §5).
 * Undefined when the account is gone.
 */
export async function contactsOf(db: Reader, accountId: string): Promise<AccountContacts | undefined> {
  const [account] = await db
    .select({
      name: accounts.name,
      supportContacts: accounts.supportContacts,
      emergencyContacts: accounts.emergencyContacts,
      maintenanceContacts: accounts.maintenanceContacts,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!account) return undefined;
  const lists: Record<EmailContactType, string> = {
    MAINTENANCE: maintenanceContactsOf(account),
    SUPPORT: account.supportContacts,
    EMERGENCY: account.emergencyContacts,
  };
  return { name: account.name, lists };
}

/** The contact lists in the order a preference row offers them. */
export const emailOptionsOf = (contacts: AccountContacts) =>
  EMAIL_CONTACT_TYPES.map((type) => ({ type, contacts: contacts.lists[type] }));

/** The webhooks the account has set, by type, with their URLs. */
export async function webhooksOf(db: Reader, accountId: string): Promise<{ type: WebhookType; url: string }[]> {
  return db
    .select({ type: accountWebhooks.type, url: accountWebhooks.url })
    .from(accountWebhooks)
    .where(eq(accountWebhooks.accountId, accountId))
    .orderBy(asc(accountWebhooks.type));
}
