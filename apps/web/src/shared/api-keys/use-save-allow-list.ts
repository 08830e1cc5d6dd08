import { API_KEYS_MESSAGES, type ApiKeyType } from '@datadeck/contracts';
import { isApiError } from '../api/api-error.ts';
import { showKeyFailure, showKeyToast } from './api-key-toasts.ts';
import type { KeyStore, StoredKey } from './key-store.ts';
import { useUpdateAllowList } from './use-key-mutations.ts';

type SaveCallbacks<Key extends StoredKey> = {
  onSaved?: (key: Key) => void;
  /** The server's reason when it refused the list itself (a 400 about the ranges). */
  onRefused?: (message: string) => void;
};

/** Saves a key's allow-list (already normalised) and says how it went (SPEC §8). */
export function useSaveAllowList<Key extends StoredKey>(store: KeyStore<Key>, apiKeyType: ApiKeyType) {
  const update = useUpdateAllowList(store, apiKeyType);

  const save = (ranges: string[], { onSaved, onRefused }: SaveCallbacks<Key> = {}) =>
    update.mutate(ranges, {
      onSuccess: (key) => {
        showKeyToast(API_KEYS_MESSAGES.saved);
        onSaved?.(key);
      },
      onError: (error) => {
        showKeyFailure(API_KEYS_MESSAGES.saveFailed, error);
        if (isApiError(error, 400)) onRefused?.(error.message);
      },
    });

  return { save, saving: update.isPending };
}
