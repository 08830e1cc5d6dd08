import { Blockquote } from '@mantine/core';
import '@mantine/core/styles/Blockquote.layer.css';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../shared/api/api-error.ts';
import { ConfirmModal } from '../../shared/ui/confirm-modal.tsx';
import { useExpireMessage } from './api.ts';
import { STAFF_TEXTS } from './staff-texts.ts';

export type MessageToExpire = { id: string; message: string; audience: string };

type ExpireMessageModalProps = { target: MessageToExpire | null; onClose: () => void };

/** Asks before expiring a message, quoting it: it disappears at once for everyone it was shown to. */
export function ExpireMessageModal({ target, onClose }: ExpireMessageModalProps) {
  const expire = useExpireMessage();
  const close = () => {
    expire.reset();
    onClose();
  };

  return (
    <ConfirmModal
      opened={target !== null}
      title="Expire message"
      message={`Stop showing this message to ${target?.audience ?? ''} now?`}
      confirmLabel="Expire now"
      destructive
      loading={expire.isPending}
      error={
        expire.isError
          ? {
              title: STAFF_TEXTS.expireFailed,
              message: errorMessage(expire.error),
            }
          : null
      }
      onConfirm={() => {
        if (target === null) return;
        expire.mutate(target.id, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: STAFF_TEXTS.messageExpired });
            close();
          },
        });
      }}
      onCancel={close}
    >
      {target !== null && <Blockquote p="sm">{target.message}</Blockquote>}
    </ConfirmModal>
  );
}
