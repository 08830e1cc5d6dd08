import { ROLE_LABELS, STAFF_MESSAGES, type StaffAccount } from '@datadeck/contracts';
import { Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useMe } from '../../shared/auth/session.ts';
import type { Column } from '../../shared/table/columns.ts';
import { DataTable } from '../../shared/table/data-table.tsx';
import { ImpersonateModal, type ImpersonationTarget } from './impersonate-modal.tsx';

type LinkedUser = StaffAccount['users'][number];

const COLUMNS: readonly Column<LinkedUser>[] = [
  { key: 'user', header: 'User', cell: (user) => user.username },
  { key: 'display-name', header: 'Display name', cell: (user) => user.displayName },
  { key: 'email', header: 'Email', cell: (user) => user.email },
  { key: 'role', header: 'Role', cell: (user) => ROLE_LABELS[user.role] },
];

/** The users linked to the account, each with the way to act as them (after a confirmation). */
export function AccountUsersTable({ account }: { account: StaffAccount }) {
  const me = useMe();
  const [target, setTarget] = useState<ImpersonationTarget | null>(null);
  // The server allows one impersonation at a time; say so rather than offer a button that fails.
  const alreadyImpersonating = me.impersonatedBy !== null;
  const reasonId = useId();

  return (
    <Stack gap="xs">
      {/* The reason belongs to the Impersonate buttons: with no users, there are none. */}
      {alreadyImpersonating && account.users.length > 0 && (
        <Text id={reasonId} size="sm">
          {STAFF_MESSAGES.alreadyImpersonating}
        </Text>
      )}
      <DataTable
        caption="Users of the account"
        columns={COLUMNS}
        rows={account.users}
        rowKey={(user) => user.id}
        empty="No users are linked to this account."
        actions={[
          {
            label: 'Impersonate',
            name: (user) => `Impersonate ${user.username}`,
            onAction: (user) => setTarget({ accountId: account.id, accountName: account.name, user }),
            disabled: alreadyImpersonating,
            describedBy: reasonId,
          },
        ]}
        minWidth={640}
      />
      <ImpersonateModal target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
