import { MESSAGES, type ApiKey, type ApiKeyType } from '@datadeck/contracts';
import { isApiError } from '../../shared/api/api-error.ts';
import { useUpdateAllowList } from './api.ts';
import { showKeyFailure, showKeyToast } from './api-key-toasts.ts';

type SaveCallbacks = {
  onSaved?: (key: ApiKey) => void;
  /** The server's reason when it refused the list itself (a 400 about the ranges). */
  onRefused?: (message: string) => void;
};

/** Saves a key's allow-list (already normalised) and says how it went (SPEC §8). */
export function useSaveAllowList(accountId: string, apiKeyType: ApiKeyType) {
  const update = useUpdateAllowList(accountId, apiKeyType);

  const save = (ranges: string[], { onSaved, onRefused }: SaveCallbacks = {}) =>
    update.mutate(ranges, {
      onSuccess: (key) => {
        showKeyToast(MESSAGES.apiKeys.saved);
        onSaved?.(key);
      },
      onError: (error) => {
        showKeyFailure(MESSAGES.apiKeys.saveFailed, error);
        if (isApiError(error, 400)) onRefused?.(error.message);
      },
    });

  return { save, saving: update.isPending };
}
