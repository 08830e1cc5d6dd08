import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type ConfirmModalProps = {
  opened: boolean;
  title: string;
  /** The question, word for word from the spec. */
  message: string;
  confirmLabel: string;
  /** Red for what cannot be undone. */
  destructive?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape or the close button: nothing is sent. */
  onCancel: () => void;
};

/** A yes/no question before a key change. Focus starts on Cancel, the choice that changes nothing. */
export function ConfirmModal({ opened, title, message, confirmLabel, destructive = false, onConfirm, onCancel }: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text>{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-autofocus>
            Cancel
          </Button>
          <Button color={destructive ? 'red.9' : undefined} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
