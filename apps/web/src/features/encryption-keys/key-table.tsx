import { MESSAGES, type EncryptionKey, type KeyValidity } from '@datadeck/contracts';
import { Badge, Code, Group, Text, type MantineColor } from '@mantine/core';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Code.layer.css';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../shared/api/api-error.ts';
import type { Column } from '../../shared/table/columns.ts';
import { DataTable } from '../../shared/table/data-table.tsx';
import { ConfirmModal } from '../../shared/ui/confirm-modal.tsx';
import { RefusableButton } from '../../shared/ui/refusable-button.tsx';
import { useDeleteEncryptionKey, useValidateEncryptionKey } from './api.ts';
import { showDone, showFailed } from './toasts.ts';

// The cluster status badge's tones (filled, auto-contrast text), which pass WCAG AA contrast.
const VALIDITY_COLOURS: Record<KeyValidity, MantineColor> = { Valid: 'green.6', Invalid: 'red.9', Unknown: 'gray.7' };

const COLUMNS: readonly Column<EncryptionKey>[] = [
  { key: 'id', header: 'Key ID', cell: (key) => <Code>{key.id}</Code>, cellStyle: { overflowWrap: 'anywhere' } },
  { key: 'alias', header: 'Alias', cell: (key) => key.alias, rowHeader: true },
  { key: 'region', header: 'Region', cell: (key) => key.arn.regions.join(', ') },
  { key: 'providerAccount', header: 'Provider Account', cell: (key) => key.providerAccount },
  { key: 'awsAccount', header: 'AWS Account', cell: (key) => key.arn.awsAccountId },
  { key: 'kmsId', header: 'AWS KMS ID', cell: (key) => key.arn.kmsId, cellStyle: { overflowWrap: 'anywhere' } },
  { key: 'inUse', header: 'In Use', cell: (key) => (key.inUse ? 'Yes' : 'No') },
  {
    key: 'validity',
    header: 'Validity',
    cell: (key) => (
      <Badge color={VALIDITY_COLOURS[key.validity]} autoContrast>
        {key.validity}
      </Badge>
    ),
  },
];

type ActionHandlers = {
  /** The key whose validation is under way, if any. */
  validatingId: string | undefined;
  onValidate: (key: EncryptionKey) => void;
  onDelete: (key: EncryptionKey) => void;
  /** Why no key can be validated or deleted now (maintenance); null when they can. */
  refusal: string | null;
};

/** Validate and Delete per row; Delete is disabled, with the reason beside it, while the key is in use. */
function KeyActions({ row, validatingId, onValidate, onDelete, refusal }: ActionHandlers & { row: EncryptionKey }) {
  const reasonId = `in-use-${row.id}`;
  return (
    <Group gap="xs" wrap="nowrap">
      <RefusableButton
        size="xs"
        variant="default"
        aria-label={`Validate ${row.alias}`}
        loading={validatingId === row.id}
        refusal={refusal}
        onClick={() => onValidate(row)}
      >
        Validate
      </RefusableButton>
      <RefusableButton
        size="xs"
        color="red"
        variant="light"
        aria-label={`Delete ${row.alias}`}
        disabled={row.inUse}
        aria-describedby={row.inUse ? reasonId : undefined}
        refusal={refusal}
        onClick={() => onDelete(row)}
      >
        Delete
      </RefusableButton>
      {row.inUse && (
        <Text size="xs" c="dimmed" id={reasonId}>
          {MESSAGES.encryptionKeys.inUse}
        </Text>
      )}
    </Group>
  );
}

const actionsColumn = (handlers: ActionHandlers): Column<EncryptionKey> => ({
  key: 'actions',
  header: 'Actions',
  cell: (row) => <KeyActions row={row} {...handlers} />,
});

type KeyTableProps = {
  accountId: string;
  keys: readonly EncryptionKey[];
  canEdit: boolean;
  refusal: string | null;
};

/**
 * The keys with Validate and Delete (SPEC §2). Delete asks first and is disabled, with the reason
 * beside it, while a cluster uses the key; without EDIT_ENCRYPTION_KEYS the table is read-only.
 */
export function KeyTable({ accountId, keys, canEdit, refusal }: KeyTableProps) {
  const [deleting, setDeleting] = useState<EncryptionKey | null>(null);
  const remove = useDeleteEncryptionKey(accountId);
  const validate = useValidateEncryptionKey(accountId);

  const runValidation = (key: EncryptionKey) =>
    validate.mutate(key.id, {
      // SPEC §8: the server's message, or 'Unable to validate key' when there is none.
      onSuccess: ({ isValid, message }) => notifications.show({ color: isValid ? 'green' : 'red', message }),
      onError: () => showFailed(MESSAGES.encryptionKeys.validateFailed),
    });

  const confirmDelete = () => {
    if (deleting === null) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        showDone(MESSAGES.encryptionKeys.deleted);
      },
      onError: () => showFailed(MESSAGES.encryptionKeys.deleteFailed),
    });
  };

  const actions = actionsColumn({
    validatingId: validate.isPending ? validate.variables : undefined,
    refusal,
    onValidate: runValidation,
    onDelete: (key) => {
      remove.reset();
      setDeleting(key);
    },
  });

  return (
    <>
      <DataTable
        caption="Encryption keys"
        columns={canEdit ? [...COLUMNS, actions] : COLUMNS}
        rows={keys}
        rowKey={(key) => key.id}
        empty={MESSAGES.encryptionKeys.empty}
        busy={remove.isPending}
        minWidth={1100}
      />
      <ConfirmModal
        opened={deleting !== null}
        title="Delete encryption key"
        message={deleting === null ? '' : MESSAGES.encryptionKeys.confirmDelete(deleting.alias)}
        confirmLabel="Delete"
        destructive
        loading={remove.isPending}
        error={
          remove.isError ? { title: MESSAGES.encryptionKeys.deleteFailed, message: errorMessage(remove.error) } : null
        }
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
