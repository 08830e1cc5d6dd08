import { MESSAGES, type Organisation } from '@datadeck/contracts';
import { Code, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Code.layer.css';
import { useId, useState } from 'react';
import type { Column } from '../../shared/table/columns.ts';
import { DataTable } from '../../shared/table/data-table.tsx';
import { ConfirmModal } from '../../shared/ui/confirm-modal.tsx';
import { errorMessage } from '../../shared/api/api-error.ts';
import { useUnlinkAccount } from './api.ts';
import { showDone, showFailed } from './toasts.ts';

type LinkedAccount = Organisation['accounts'][number];

const columns: Column<LinkedAccount>[] = [
  { key: 'name', header: 'Name', rowHeader: true, cell: (account) => account.name },
  {
    key: 'id',
    header: 'Account ID',
    cell: (account) => <Code style={{ overflowWrap: 'anywhere' }}>{account.id}</Code>,
  },
  { key: 'billingSynced', header: 'Billing synced', cell: (account) => (account.billingSynced ? 'Yes' : 'No') },
];

/**
 * The organisation's accounts, each with Unlink behind a confirmation. The last one cannot be
 * unlinked (an organisation keeps one): its button is off and says why.
 */
export function LinkedAccountsTable({ organisation }: { organisation: Organisation }) {
  const lastAccountId = useId();
  const [unlinking, setUnlinking] = useState<LinkedAccount | null>(null);
  const unlink = useUnlinkAccount(organisation.id);
  const isLast = organisation.accounts.length <= 1;

  const close = () => {
    setUnlinking(null);
    unlink.reset();
  };
  const confirm = (account: LinkedAccount) =>
    unlink.mutate(account.id, {
      onSuccess: () => {
        showDone(MESSAGES.organisations.unlinked(account.name));
        close();
      },
      onError: (error) => showFailed(MESSAGES.organisations.unlinkFailed, error),
    });

  return (
    <Stack gap="xs">
      <DataTable
        caption={`Accounts of ${organisation.name}`}
        columns={columns}
        rows={organisation.accounts}
        rowKey={(account) => account.id}
        empty="No accounts are linked to this organization."
        actions={[
          {
            label: 'Unlink',
            name: (account) => `Unlink ${account.name}`,
            onAction: setUnlinking,
            disabled: isLast,
            describedBy: lastAccountId,
            destructive: true,
          },
        ]}
      />
      {isLast && (
        <Text id={lastAccountId} size="sm" c="dimmed">
          {MESSAGES.organisations.lastAccount}
        </Text>
      )}
      <ConfirmModal
        opened={unlinking !== null}
        title={MESSAGES.organisations.confirmUnlink}
        message={MESSAGES.organisations.unlinkWarning(unlinking?.name ?? '')}
        confirmLabel="Unlink"
        destructive
        loading={unlink.isPending}
        error={
          unlink.error === null
            ? null
            : { title: MESSAGES.organisations.unlinkFailed, message: errorMessage(unlink.error) }
        }
        onConfirm={() => {
          if (unlinking !== null) confirm(unlinking);
        }}
        onCancel={close}
      />
    </Stack>
  );
}
