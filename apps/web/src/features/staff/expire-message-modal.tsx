import { Alert, Blockquote, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isApiError } from '../../shared/api/api-error.ts';
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
    <Modal opened={target !== null} onClose={close} title="Expire message" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {target !== null && (
        <Stack gap="md">
          <Text>Stop showing this message to {target.audience} now?</Text>
          <Blockquote p="sm">{target.message}</Blockquote>
          {expire.isError && (
            <Alert color="red" role="alert" title={STAFF_TEXTS.expireFailed}>
              {isApiError(expire.error) ? expire.error.message : STAFF_TEXTS.unreachable}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              color="red.9"
              loading={expire.isPending}
              onClick={() =>
                expire.mutate(target.id, {
                  onSuccess: () => {
                    notifications.show({ color: 'green', message: STAFF_TEXTS.messageExpired });
                    close();
                  },
                })
              }
            >
              Expire now
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
