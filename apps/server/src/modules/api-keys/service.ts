import { maskedApiKey, MESSAGES, type ApiKey, type ApiKeyType } from '@datadeck/contracts';
import { and, eq } from 'drizzle-orm';
import type { CoreContext } from '../../app-context.ts';
import { newApiKey } from '../../platform/auth/api-key-store.ts';
import type { Db } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { apiKeys } from '../../platform/db/schema.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';

/**
 * Whose keys, on which account: the signed-in user's own, or a service user's (SPEC §2), changed
 * by whoever the audit log names as `actor`.
 */
export interface KeyOwner {
  accountId: string;
  /** The user the keys belong to and authenticate as. */
  holderUserId: string;
  /** The types the holder may have: its role's on the account, or the service user's profile's. */
  allowedTypes: readonly ApiKeyType[];
  actor: AuditActor;
  /** Named in the audit detail when the keys are not the actor's own (a service user's). */
  holderName: string | null;
  /**
   * Run first inside each change's transaction: a service user's holds its row and refuses a
   * deactivated one, so no key is added after a deactivation deleted its keys.
   */
  lockHolder?: (tx: Db) => Promise<void>;
}

const ofOwner = (owner: KeyOwner, type?: ApiKeyType) =>
  and(
    eq(apiKeys.accountId, owner.accountId),
    eq(apiKeys.userId, owner.holderUserId),
    ...(type === undefined ? [] : [eq(apiKeys.type, type)]),
  );

const missing = () => notFound(MESSAGES.apiKeys.missing);

/** Only the types the holder may hold (SPEC §3 allowedApiKeyTypes) are generated or rotated. */
function assertAllowed(owner: KeyOwner, type: ApiKeyType): void {
  if (!owner.allowedTypes.includes(type)) {
    throw new HttpError(403, [{ name: 'apiKeyType', message: MESSAGES.apiKeys.typeNotAllowed }]);
  }
}

/** The audit detail: the type, and whose key it is when it is not the actor's own. */
const detailOf = (owner: KeyOwner, text: string) =>
  owner.holderName === null ? text : `service user ${owner.holderName}: ${text}`;

/**
 * API keys of SPEC §2, for a user's own keys on an account and for a service user's alike: one
 * key per type and holder, of the types the holder may have. The key is answered in clear when
 * generated or rotated and never again; the database keeps its SHA-256 digest and last
 * characters. Changes are audited in the same transaction and refused during scheduled database
 * maintenance.
 */
export function apiKeyService(ctx: Pick<CoreContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;

  /** The holder's keys, masked, by type. */
  async function list(owner: KeyOwner): Promise<ApiKey[]> {
    const rows = await db.select().from(apiKeys).where(ofOwner(owner)).orderBy(apiKeys.type);
    return rows.map((row) => ({
      apiKeyType: row.type,
      key: maskedApiKey(row.keyHint),
      cidrAllowList: row.cidrAllowList,
    }));
  }

  async function generate(owner: KeyOwner, type: ApiKeyType): Promise<ApiKey> {
    assertAllowed(owner, type);
    const fresh = newApiKey();
    try {
      return await db.transaction(async (tx) => {
        await owner.lockHolder?.(tx);
        const [row] = await tx
          .insert(apiKeys)
          .values({
            accountId: owner.accountId,
            userId: owner.holderUserId,
            type,
            keyDigest: fresh.digest,
            keyHint: fresh.hint,
          })
          .returning();
        if (!row) throw new Error('API key insert returned no row');
        await recordAudit(tx, clock, owner.actor, {
          type: 'API_KEY_GENERATED',
          accountId: owner.accountId,
          detail: detailOf(owner, type),
        });
        return { apiKeyType: type, key: fresh.key, cidrAllowList: row.cidrAllowList };
      });
    } catch (err) {
      // The unique (account, user, type) index: a second key of a type (also two racing clicks).
      if (isUniqueViolation(err)) throw new HttpError(409, [{ name: 'apiKeyType', message: MESSAGES.apiKeys.exists }]);
      throw err;
    }
  }

  /** A new key in place of the old one, same allow-list; the old key fails from this commit on. */
  async function rotate(owner: KeyOwner, type: ApiKeyType): Promise<ApiKey> {
    assertAllowed(owner, type);
    const fresh = newApiKey();
    return db.transaction(async (tx) => {
      await owner.lockHolder?.(tx);
      const [row] = await tx
        .update(apiKeys)
        .set({ keyDigest: fresh.digest, keyHint: fresh.hint })
        .where(ofOwner(owner, type))
        .returning();
      if (!row) throw missing();
      await recordAudit(tx, clock, owner.actor, {
        type: 'API_KEY_ROTATED',
        accountId: owner.accountId,
        detail: detailOf(owner, type),
      });
      return { apiKeyType: type, key: fresh.key, cidrAllowList: row.cidrAllowList };
    });
  }

  async function updateAllowList(owner: KeyOwner, type: ApiKeyType, cidrAllowList: string[]): Promise<ApiKey> {
    return db.transaction(async (tx) => {
      await owner.lockHolder?.(tx);
      const [row] = await tx.update(apiKeys).set({ cidrAllowList }).where(ofOwner(owner, type)).returning();
      if (!row) throw missing();
      const ranges = cidrAllowList.length > 0 ? cidrAllowList.join(', ') : 'empty (blocks everywhere)';
      await recordAudit(tx, clock, owner.actor, {
        type: 'API_KEY_ALLOW_LIST_CHANGED',
        accountId: owner.accountId,
        detail: detailOf(owner, `${type}: ${ranges}`),
      });
      return { apiKeyType: type, key: maskedApiKey(row.keyHint), cidrAllowList: row.cidrAllowList };
    });
  }

  async function remove(owner: KeyOwner, type: ApiKeyType): Promise<void> {
    await db.transaction(async (tx) => {
      await owner.lockHolder?.(tx);
      const deleted = await tx.delete(apiKeys).where(ofOwner(owner, type)).returning({ id: apiKeys.id });
      if (deleted.length === 0) throw missing();
      await recordAudit(tx, clock, owner.actor, {
        type: 'API_KEY_DELETED',
        accountId: owner.accountId,
        detail: detailOf(owner, type),
      });
    });
  }

  return { list, generate, rotate, updateAllowList, remove };
}
