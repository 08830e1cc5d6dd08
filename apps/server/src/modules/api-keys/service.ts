import {
  API_KEY_TYPE_RULES,
  maskedApiKey,
  MESSAGES,
  ROLE_API_KEY_TYPES,
  type ApiKey,
  type ApiKeys,
  type ApiKeyType,
  type Role,
} from '@datadeck/contracts';
import { and, eq } from 'drizzle-orm';
import type { CoreContext } from '../../app-context.ts';
import { newApiKey } from '../../platform/auth/api-key-store.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { apiKeys } from '../../platform/db/schema.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { recordAudit, type AuditActor } from '../audit/record.ts';
import { refuseDuringMaintenance } from '../staff/feature-switches.ts';

/** Whose keys: the signed-in user's, on one account, with their role there. */
export interface KeyOwner {
  accountId: string;
  role: Role;
  actor: AuditActor & { userId: string };
}

const ofOwner = (owner: KeyOwner, type?: ApiKeyType) =>
  and(
    eq(apiKeys.accountId, owner.accountId),
    eq(apiKeys.userId, owner.actor.userId),
    ...(type === undefined ? [] : [eq(apiKeys.type, type)]),
  );

const missing = () => notFound(MESSAGES.apiKeys.missing);

/** Only the types the role may hold (SPEC §3 allowedApiKeyTypes) are generated or rotated. */
function assertAllowed(owner: KeyOwner, type: ApiKeyType): void {
  if (!ROLE_API_KEY_TYPES[owner.role].includes(type)) {
    throw new HttpError(403, [{ name: 'apiKeyType', message: MESSAGES.apiKeys.typeNotAllowed }]);
  }
}

/**
 * Account API keys of SPEC §2: one key per type for a user on an account, of the types the
 * user's role allows. The key is answered in clear when generated or rotated and never again;
 * the database keeps its SHA-256 digest and last characters. Changes are audited in the same
 * transaction and refused during scheduled database maintenance.
 */
export function apiKeyService(ctx: Pick<CoreContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;

  async function list(owner: KeyOwner): Promise<ApiKeys> {
    const rows = await db.select().from(apiKeys).where(ofOwner(owner)).orderBy(apiKeys.type);
    return {
      apiKeys: rows.map((row) => ({
        apiKeyType: row.type,
        key: maskedApiKey(row.keyHint),
        cidrAllowList: row.cidrAllowList,
      })),
      allowedApiKeyTypes: ROLE_API_KEY_TYPES[owner.role].map((name) => ({
        name,
        displayName: API_KEY_TYPE_RULES[name].displayName,
      })),
    };
  }

  async function generate(owner: KeyOwner, type: ApiKeyType): Promise<ApiKey> {
    await refuseDuringMaintenance(db);
    assertAllowed(owner, type);
    const fresh = newApiKey();
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(apiKeys)
          .values({
            accountId: owner.accountId,
            userId: owner.actor.userId,
            type,
            keyDigest: fresh.digest,
            keyHint: fresh.hint,
          })
          .returning();
        if (!row) throw new Error('API key insert returned no row');
        await recordAudit(tx, clock, owner.actor, {
          type: 'API_KEY_GENERATED',
          accountId: owner.accountId,
          detail: type,
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
    await refuseDuringMaintenance(db);
    assertAllowed(owner, type);
    const fresh = newApiKey();
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(apiKeys)
        .set({ keyDigest: fresh.digest, keyHint: fresh.hint })
        .where(ofOwner(owner, type))
        .returning();
      if (!row) throw missing();
      await recordAudit(tx, clock, owner.actor, { type: 'API_KEY_ROTATED', accountId: owner.accountId, detail: type });
      return { apiKeyType: type, key: fresh.key, cidrAllowList: row.cidrAllowList };
    });
  }

  async function updateAllowList(owner: KeyOwner, type: ApiKeyType, cidrAllowList: string[]): Promise<ApiKey> {
    await refuseDuringMaintenance(db);
    return db.transaction(async (tx) => {
      const [row] = await tx.update(apiKeys).set({ cidrAllowList }).where(ofOwner(owner, type)).returning();
      if (!row) throw missing();
      await recordAudit(tx, clock, owner.actor, {
        type: 'API_KEY_ALLOW_LIST_CHANGED',
        accountId: owner.accountId,
        detail: `${type}: ${cidrAllowList.length > 0 ? cidrAllowList.join(', ') : 'empty (blocks everywhere)'}`,
      });
      return { apiKeyType: type, key: maskedApiKey(row.keyHint), cidrAllowList: row.cidrAllowList };
    });
  }

  async function remove(owner: KeyOwner, type: ApiKeyType): Promise<void> {
    await refuseDuringMaintenance(db);
    await db.transaction(async (tx) => {
      const deleted = await tx.delete(apiKeys).where(ofOwner(owner, type)).returning({ id: apiKeys.id });
      if (deleted.length === 0) throw missing();
      await recordAudit(tx, clock, owner.actor, { type: 'API_KEY_DELETED', accountId: owner.accountId, detail: type });
    });
  }

  return { list, generate, rotate, updateAllowList, remove };
}
