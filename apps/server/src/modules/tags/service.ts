import {
  LIMITS,
  MESSAGES,
  providerWarnings,
  tagsFull,
  type AddedTag,
  type AddTagBody,
  type Tag,
} from '@datadeck/contracts';
import { and, eq } from 'drizzle-orm';
import type { CoreContext } from '../../app-context.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { customTags } from '../../platform/db/schema.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import { lockAccount, tagCountOf, tagExists, tagsOf } from './queries.ts';

const duplicateKey = (key: string) => new HttpError(409, [{ name: 'key', message: MESSAGES.tags.duplicateKey(key) }]);

/**
 * Custom tags (SPEC §2 Cluster Resources › Tags): list, add (at most 30, keys unique per
 * account), delete by key; each change audited in its own transaction.
 */
export function tagService(ctx: Pick<CoreContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;

  const list = (accountId: string): Promise<Tag[]> => tagsOf(db, accountId);

  async function add(accountId: string, body: AddTagBody, actor: AuditActor): Promise<AddedTag> {
    const { key, value } = body;
    try {
      await db.transaction(async (tx) => {
        await lockAccount(tx, accountId);
        if (await tagExists(tx, accountId, key)) throw duplicateKey(key);
        // SPEC §2: the server refuses the 31st tag with a 400, whatever the form showed.
        if (tagsFull(await tagCountOf(tx, accountId))) {
          throw new HttpError(400, [{ name: 'key', message: MESSAGES.tags.limitReached(LIMITS.maxTagsPerAccount) }]);
        }
        await tx.insert(customTags).values({ accountId, key, value, createdAt: clock.now() });
        await recordAudit(tx, clock, actor, { type: 'TAG_ADDED', accountId, detail: `${key}=${value}` });
      });
    } catch (err) {
      if (isUniqueViolation(err, 'custom_tags_pkey')) throw duplicateKey(key);
      throw err;
    }
    return { key, value, providerWarnings: providerWarnings(key, value) };
  }

  async function remove(accountId: string, key: string, actor: AuditActor): Promise<void> {
    await db.transaction(async (tx) => {
      const deleted = await tx
        .delete(customTags)
        .where(and(eq(customTags.accountId, accountId), eq(customTags.key, key)))
        .returning({ key: customTags.key });
      if (deleted.length === 0) throw notFound(MESSAGES.tags.notFound);
      await recordAudit(tx, clock, actor, { type: 'TAG_DELETED', accountId, detail: key });
    });
  }

  return { list, add, remove };
}
