import { ROLE_LABELS, type LinkedUser, type LinkedUsersView } from '@datadeck/contracts';
import type { Column } from '../../shared/table/columns.ts';
import { DataTable } from '../../shared/table/data-table.tsx';
import { LinkedUserActions } from './linked-user-actions.tsx';

type TableState = { accountId: string; facts: LinkedUsersView; refusal: string | null };

/** SPEC §2's columns; the actions cell holds its own dialogs, so it is a component. */
const linkedUserColumns = ({ accountId, facts, refusal }: TableState): Column<LinkedUser>[] => [
  { key: 'user', header: 'User', rowHeader: true, cell: (user) => user.userSummary.username },
  { key: 'displayName', header: 'Display Name', cell: (user) => user.userSummary.displayName },
  { key: 'email', header: 'Email', cell: (user) => user.userSummary.email, cellStyle: { overflowWrap: 'anywhere' } },
  { key: 'role', header: 'Role', cell: (user) => ROLE_LABELS[user.profile] },
  { key: 'signInType', header: 'Sign In Type', cell: (user) => user.signInType },
  {
    key: 'actions',
    header: 'Actions',
    cell: (user) => <LinkedUserActions accountId={accountId} user={user} facts={facts} refusal={refusal} />,
  },
];

export function LinkedUserTable({
  accountId,
  view,
  refusal,
}: {
  accountId: string;
  view: LinkedUsersView;
  /** Why the caller may not change or unlink anyone now (role, impersonation, maintenance); null when they may. */
  refusal: string | null;
}) {
  return (
    <DataTable
      caption="Users linked to this account"
      columns={linkedUserColumns({ accountId, facts: view, refusal })}
      rows={view.users}
      rowKey={(user) => user.userSummary.username}
      empty="No users are linked to this account."
      minWidth={760}
    />
  );
}
