import type { ApiKeyType } from '@datadeck/contracts';
import { useMutation } from '@tanstack/react-query';
import type { KeyStore, StoredKey } from './key-store.ts';

/** Add, Rotate and Delete of a store's keys; each confirmed change goes into the cached list (masked). */
export function useKeyMutations<Key extends StoredKey>(store: KeyStore<Key>) {
  const generate = useMutation({
    mutationFn: (apiKeyType: ApiKeyType) => store.generate(apiKeyType),
    onSuccess: (key) => store.settle(key.apiKeyType, key),
  });
  const rotate = useMutation({
    mutationFn: (apiKeyType: ApiKeyType) => store.rotate(apiKeyType),
    onSuccess: (key) => store.settle(key.apiKeyType, key),
  });
  const remove = useMutation({
    mutationFn: (apiKeyType: ApiKeyType) => store.remove(apiKeyType),
    onSuccess: (_, apiKeyType) => store.settle(apiKeyType, null),
  });
  return { generate, rotate, remove };
}

/** Replaces a key's allow-list; the answer is the key with the list as stored (normalised). */
export function useUpdateAllowList<Key extends StoredKey>(store: KeyStore<Key>, apiKeyType: ApiKeyType) {
  return useMutation({
    mutationFn: (cidrAllowList: string[]) => store.updateAllowList(apiKeyType, cidrAllowList),
    onSuccess: (key) => store.settle(apiKeyType, key),
  });
}
