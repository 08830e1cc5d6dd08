import { Alert, Button, Group, Modal, Stack, Text, type MantineColor } from '@mantine/core';
import '@mantine/core/styles/Modal.layer.css';
import type { ReactNode } from 'react';

type ConfirmModalProps = {
  opened: boolean;
  title: string;
  /** The question, word for word from the spec where it gives one. */
  message: ReactNode;
  /** What else the user should know before choosing (a quote of what is affected, a warning). */
  children?: ReactNode;
  confirmLabel: string;
  /** Red for what cannot be undone. */
  destructive?: boolean;
  confirmColor?: MantineColor;
  /** The confirmed action is under way: the button shows it and cannot be pressed again. */
  loading?: boolean;
  /** Why the confirmed action failed, shown in the dialog so the user can try again or cancel. */
  error?: { title: string; message: string } | null;
  onConfirm: () => void;
  /** Cancel, Escape or the close button: nothing is sent. */
  onCancel: () => void;
};

/** A yes/no question before a change. Focus starts on Cancel, the choice that changes nothing. */
export function ConfirmModal({
  opened,
  title,
  message,
  children,
  confirmLabel,
  destructive = false,
  confirmColor,
  loading = false,
  error = null,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text>{message}</Text>
        {children}
        {error !== null && (
          <Alert color="red" role="alert" title={error.title}>
            {error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-autofocus>
            Cancel
          </Button>
          <Button color={confirmColor ?? (destructive ? 'red.9' : undefined)} loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
