import { API_KEYS_MESSAGES, type ApiKeyType } from '@datadeck/contracts';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../ui/confirm-modal.tsx';
import { showKeyFailure, showKeyToast } from './api-key-toasts.ts';
import { KeyManageLink } from './key-manage-link.tsx';
import type { KeyStore, StoredKey } from './key-store.ts';
import { useKeyMutations } from './use-key-mutations.ts';
import { DANGER_OUTLINE_COLOR } from '../ui/danger.ts';

type ApiKeyActionsProps<Key extends StoredKey> = {
  /** Whose keys, through which endpoints: the user's own or a service user's. */
  store: KeyStore<Key>;
  type: ApiKeyType;
  /** e.g. "Provisioning API key": every button says which key it acts on. */
  keyName: string;
  present: boolean;
  /** False while impersonating: shown, but disabled. */
  enabled: boolean;
  /** Delete has a permission of its own for service user keys; false shows it disabled. */
  deletable?: boolean;
  /** The key in clear after Add or Rotate; null once deleted. */
  onFreshKey: (key: string | null) => void;
};

type Confirming = 'rotate' | 'delete' | null;

/** Add for an absent key; Manage, Rotate and Delete for a present one, the last two confirmed first. */
export function ApiKeyActions<Key extends StoredKey>({
  store,
  type,
  keyName,
  present,
  enabled,
  deletable = true,
  onFreshKey,
}: ApiKeyActionsProps<Key>) {
  // Cancelling a confirmation puts the row back as it was, with nothing sent (SPEC §4).
  const [confirming, setConfirming] = useState<Confirming>(null);
  const { generate, rotate, remove } = useKeyMutations(store);
  const disabled = !enabled || generate.isPending || rotate.isPending || remove.isPending;

  const onGenerate = () =>
    generate.mutate(type, {
      onSuccess: (key) => {
        onFreshKey(key.key);
        showKeyToast(API_KEYS_MESSAGES.generated);
      },
      onError: (error) => showKeyFailure('The API key could not be generated', error),
    });
  const onRotate = () => {
    setConfirming(null);
    rotate.mutate(type, {
      onSuccess: (key) => {
        onFreshKey(key.key);
        showKeyToast(API_KEYS_MESSAGES.rotated);
      },
      onError: (error) => showKeyFailure('The API key could not be rotated', error),
    });
  };
  const onDelete = () => {
    setConfirming(null);
    remove.mutate(type, {
      onSuccess: () => {
        onFreshKey(null);
        showKeyToast(API_KEYS_MESSAGES.deleted);
      },
      onError: (error) => showKeyFailure('The API key could not be deleted', error),
    });
  };

  if (!present) {
    return (
      <Button
        size="compact-sm"
        onClick={onGenerate}
        disabled={disabled}
        loading={generate.isPending}
        aria-label={`Add ${keyName}`}
      >
        Add
      </Button>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      {enabled ? (
        <KeyManageLink owner={store.owner} apiKeyType={type} keyName={keyName} />
      ) : (
        <Button size="compact-sm" variant="default" disabled aria-label={`Manage ${keyName}`}>
          Manage
        </Button>
      )}
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => setConfirming('rotate')}
        disabled={disabled}
        loading={rotate.isPending}
        aria-label={`Rotate ${keyName}`}
      >
        Rotate
      </Button>
      <Button
        size="compact-sm"
        variant="outline"
        color={DANGER_OUTLINE_COLOR}
        onClick={() => setConfirming('delete')}
        disabled={disabled || !deletable}
        loading={remove.isPending}
        aria-label={`Delete ${keyName}`}
      >
        Delete
      </Button>
      <ConfirmModal
        opened={confirming === 'rotate'}
        title={`Rotate ${keyName}`}
        message={API_KEYS_MESSAGES.rotateConfirm}
        confirmLabel="Rotate"
        onConfirm={onRotate}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmModal
        opened={confirming === 'delete'}
        title={`Delete ${keyName}`}
        message={API_KEYS_MESSAGES.deleteConfirm}
        confirmLabel="Delete"
        destructive
        onConfirm={onDelete}
        onCancel={() => setConfirming(null)}
      />
    </Group>
  );
}
