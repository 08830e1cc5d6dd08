import { randomInt } from 'node:crypto';
import {
  API_KEY_HINT_LENGTH,
  API_KEY_LENGTH,
  TERRAFORM_AUTH_SCHEME,
  type ApiKeyType,
  type Role,
} from '@datadeck/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { accountUsers, apiKeys, users } from '../db/schema.ts';
import { secretsEqual, tokenDigest } from './tokens.ts';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new API key: purely alphanumeric (SPEC §5), 32 characters drawn without modulo bias by
 * crypto.randomInt — about 190 bits.
 */
export function newApiKey(): { key: string; digest: string; hint: string } {
  const key = Array.from({ length: API_KEY_LENGTH }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');
  return { key, digest: tokenDigest(key), hint: key.slice(-API_KEY_HINT_LENGTH) };
}

/** The user, account and key behind valid basic credentials. */
export interface KeyHolder {
  userId: string;
  username: string;
  isAdmin: boolean;
  accountId: string;
  /** The user's role on the key's account, now (a user unlinked since holds no valid key). */
  role: Role;
  keyType: ApiKeyType;
  cidrAllowList: string[];
}

/**
 * Finds the holder of a key by the key's digest (unique), then checks the user name belongs to
 * it. One indexed lookup, and a wrong name and a wrong key look the same to the caller. A
 * deactivated service user's keys fail from the moment it is deactivated.
 */
export function apiKeyLookup(db: Db) {
  const query = db
    .select({
      userId: users.id,
      username: users.username,
      isAdmin: users.isAdmin,
      accountId: apiKeys.accountId,
      role: accountUsers.role,
      keyType: apiKeys.type,
      cidrAllowList: apiKeys.cidrAllowList,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .innerJoin(
      accountUsers,
      and(eq(accountUsers.userId, apiKeys.userId), eq(accountUsers.accountId, apiKeys.accountId)),
    )
    .where(and(eq(apiKeys.keyDigest, sql.placeholder('digest')), isNull(users.deactivatedAt)))
    .limit(1)
    .prepare('api_key_authenticate');

  return async (username: string, key: string): Promise<KeyHolder | null> => {
    const [row] = await query.execute({ digest: tokenDigest(key) });
    if (!row || !secretsEqual(row.username.toLowerCase(), username.toLowerCase())) return null;
    return row;
  };
}
export type ApiKeyLookup = ReturnType<typeof apiKeyLookup>;

/**
 * Reads `Authorization: Basic base64(user:key)`, or `Instaclustr-Terraform user:key` as Instaclustr's
 * Terraform provider sends its `terraform_key`; null when absent or malformed.
 */
export function basicCredentials(header: string | undefined): { username: string; key: string } | null {
  const trimmed = header?.trim() ?? '';
  const terraform = new RegExp(`^${TERRAFORM_AUTH_SCHEME} +(\\S+)$`, 'i').exec(trimmed);
  const match = terraform ? null : /^Basic +([A-Za-z0-9+/=]+)$/i.exec(trimmed);
  const decoded = terraform?.[1] ?? (match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : null);
  if (!decoded) return null;
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { username: decoded.slice(0, colon), key: decoded.slice(colon + 1) };
}
