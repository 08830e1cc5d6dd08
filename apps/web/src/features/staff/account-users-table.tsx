import { ROLE_LABELS, type StaffAccount } from '@datadeck/contracts';
import { Stack } from '@mantine/core';
import { useState } from 'react';
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

/**
 * The users linked to the account, each with the way to act as them (after a confirmation). No
 * staff page is open while impersonating (isStaff), so one impersonation at a time needs no word here.
 */
export function AccountUsersTable({ account }: { account: StaffAccount }) {
  const [target, setTarget] = useState<ImpersonationTarget | null>(null);

  return (
    <Stack gap="xs">
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
          },
        ]}
        minWidth={640}
      />
      <ImpersonateModal target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
