import { API_KEY_HINT_LENGTH, isFreshApiKey, maskedApiKey, type ApiKeyType } from '@datadeck/contracts';
import type { KeyListLink } from './key-list-link.ts';

/** What every key answer holds, the user's own (ApiKey) and a service user's (ServiceUserApiKey) alike. */
export type StoredKey = { apiKeyType: ApiKeyType; key: string; cidrAllowList: string[] };

/** Where a key's allow-list page is: one of the user's own keys, or one of a service user's. */
export type KeyOwner =
  | { kind: 'account'; accountId: string }
  | { kind: 'service-user'; accountId: string; username: string };

/**
 * Which keys a key table and an allow-list editor act on, and through which endpoints: the one
 * parameter that lets the account's API Keys tab and the Service Users tab share their key rows,
 * confirmations, fresh-key display and allow-list editor (SPEC §2 "API key security (account or
 * service user)"). Built by each feature's api.ts; the calls answer keys as the server sends them.
 */
export type KeyStore<Key extends StoredKey = StoredKey> = {
  owner: KeyOwner;
  /** Where the allow-list editor goes back to. */
  back: KeyListLink;
  generate: (apiKeyType: ApiKeyType) => Promise<Key>;
  rotate: (apiKeyType: ApiKeyType) => Promise<Key>;
  remove: (apiKeyType: ApiKeyType) => Promise<unknown>;
  updateAllowList: (apiKeyType: ApiKeyType, cidrAllowList: string[]) => Promise<Key>;
  /**
   * Puts a change the server confirmed in the cached list: the key masked (never in clear), or
   * null once it is deleted.
   */
  settle: (apiKeyType: ApiKeyType, key: Key | null) => void;
};

/**
 * A key as a list holds it. A key in clear (just generated or rotated) is masked as the server
 * masks it, so the cache never holds a usable key: the clear one lives only in the row showing it.
 */
export function asListed<Key extends StoredKey>(key: Key): Key {
  return isFreshApiKey(key.key) ? { ...key, key: maskedApiKey(key.key.slice(-API_KEY_HINT_LENGTH)) } : key;
}

/** A list of keys with one key put in (replacing the key of its type) or taken out. */
export function withKey<Key extends StoredKey>(keys: readonly Key[], apiKeyType: ApiKeyType, key: Key | null): Key[] {
  const others = keys.filter((k) => k.apiKeyType !== apiKeyType);
  return key === null ? others : [...others, asListed(key)];
}
