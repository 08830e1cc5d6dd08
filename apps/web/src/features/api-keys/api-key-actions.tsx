import { MESSAGES, type ApiKeyType } from '@datadeck/contracts';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { ButtonLink } from '../../shared/ui/router-links.tsx';
import { useDeleteApiKey, useGenerateApiKey, useRotateApiKey } from './api.ts';
import { showKeyFailure, showKeyToast } from './api-key-toasts.ts';
import { ConfirmModal } from '../../shared/ui/confirm-modal.tsx';

type ApiKeyActionsProps = {
  accountId: string;
  type: ApiKeyType;
  /** e.g. "Provisioning API key": every button says which key it acts on. */
  keyName: string;
  present: boolean;
  /** False while impersonating: shown, but disabled. */
  enabled: boolean;
  /** The key in clear after Add or Rotate; null once deleted. */
  onFreshKey: (key: string | null) => void;
};

type Confirming = 'rotate' | 'delete' | null;

/** Add for an absent key; Manage, Rotate and Delete for a present one, the last two confirmed first. */
export function ApiKeyActions({ accountId, type, keyName, present, enabled, onFreshKey }: ApiKeyActionsProps) {
  // Cancelling a confirmation puts the row back as it was, with nothing sent (SPEC §4).
  const [confirming, setConfirming] = useState<Confirming>(null);
  const generate = useGenerateApiKey(accountId);
  const rotate = useRotateApiKey(accountId);
  const remove = useDeleteApiKey(accountId);
  const disabled = !enabled || generate.isPending || rotate.isPending || remove.isPending;

  const onGenerate = () =>
    generate.mutate(type, {
      onSuccess: (key) => {
        onFreshKey(key.key);
        showKeyToast(MESSAGES.apiKeys.generated);
      },
      onError: (error) => showKeyFailure('The API key could not be generated', error),
    });
  const onRotate = () => {
    setConfirming(null);
    rotate.mutate(type, {
      onSuccess: (key) => {
        onFreshKey(key.key);
        showKeyToast(MESSAGES.apiKeys.rotated);
      },
      onError: (error) => showKeyFailure('The API key could not be rotated', error),
    });
  };
  const onDelete = () => {
    setConfirming(null);
    remove.mutate(type, {
      onSuccess: () => {
        onFreshKey(null);
        showKeyToast(MESSAGES.apiKeys.deleted);
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
        <ButtonLink
          size="compact-sm"
          variant="default"
          to="/accounts/$accountId/settings/api-keys/$apiKeyType/manage-api-key"
          params={{ accountId, apiKeyType: type }}
          aria-label={`Manage ${keyName}`}
        >
          Manage
        </ButtonLink>
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
        color="red.9"
        onClick={() => setConfirming('delete')}
        disabled={disabled}
        loading={remove.isPending}
        aria-label={`Delete ${keyName}`}
      >
        Delete
      </Button>
      <ConfirmModal
        opened={confirming === 'rotate'}
        title={`Rotate ${keyName}`}
        message={MESSAGES.apiKeys.rotateConfirm}
        confirmLabel="Rotate"
        onConfirm={onRotate}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmModal
        opened={confirming === 'delete'}
        title={`Delete ${keyName}`}
        message={MESSAGES.apiKeys.deleteConfirm}
        confirmLabel="Delete"
        destructive
        onConfirm={onDelete}
        onCancel={() => setConfirming(null)}
      />
    </Group>
  );
}
