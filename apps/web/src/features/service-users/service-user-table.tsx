import { SERVICE_USERS_MESSAGES, type ServiceUser } from '@datadeck/contracts';
import { Table, Text, UnstyledButton } from '@mantine/core';
import '@mantine/core/styles/Table.layer.css';
import { useNavigate } from '@tanstack/react-router';
import { Fragment, useState } from 'react';
import type { RowAction } from '../../shared/table/columns.ts';
import { RowActions } from '../../shared/table/row-actions.tsx';
import { DeactivateDialog } from './deactivate-dialog.tsx';
import type { ServiceUserPermissions } from './permissions.ts';
import { ServiceUserKeys } from './service-user-keys.tsx';

type ServiceUserTableProps = { accountId: string; users: readonly ServiceUser[]; may: ServiceUserPermissions };

/** Display Name, Email and the actions; each row opens onto its keys. */
const COLUMN_COUNT = 3;

/**
 * The expandable table of SPEC §2. Not a DataTable: a row that opens onto a sub-table below it
 * needs a row spanning the columns, which DataTable does not have. The display name is the
 * button that opens the row (aria-expanded), so the keyboard reaches it like any other control.
 */
export function ServiceUserTable({ accountId, users, may }: ServiceUserTableProps) {
  const navigate = useNavigate();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [deactivating, setDeactivating] = useState<ServiceUser | null>(null);
  const toggle = (username: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(username)) next.add(username);
      return next;
    });

  // Without EDIT_SERVICE_USER only View Administrators (SPEC §6).
  const actions: RowAction<ServiceUser>[] = [
    {
      label: 'View Administrators',
      name: (user) => `View administrators of ${user.displayName}`,
      onAction: (user) =>
        void navigate({
          to: '/accounts/$accountId/settings/service-users/$username/manage-service-user-administrators',
          params: { accountId, username: user.username },
        }),
    },
    ...(may.edit
      ? [
          {
            label: 'Edit Service User',
            name: (user: ServiceUser) => `Edit service user ${user.displayName}`,
            onAction: (user: ServiceUser) =>
              void navigate({
                to: '/accounts/$accountId/settings/service-users/$username/edit',
                params: { accountId, username: user.username },
              }),
            refusal: may.held,
          },
          {
            label: 'Deactivate',
            name: (user: ServiceUser) => `Deactivate ${user.displayName}`,
            onAction: setDeactivating,
            destructive: true,
            refusal: may.held,
          },
        ]
      : []),
  ];

  if (users.length === 0) return <Text>{SERVICE_USERS_MESSAGES.empty}</Text>;
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs">
          <Table.Caption>Service users of this account</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Display Name</Table.Th>
              <Table.Th scope="col">Email</Table.Th>
              <Table.Th scope="col">Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((user) => {
              const open = expanded.has(user.username);
              const keysId = `service-user-keys-${user.username}`;
              return (
                <Fragment key={user.username}>
                  <Table.Tr>
                    <Table.Th scope="row" fw={500}>
                      <UnstyledButton
                        aria-expanded={open}
                        aria-controls={open ? keysId : undefined}
                        onClick={() => toggle(user.username)}
                        fw={500}
                      >
                        <span aria-hidden>{open ? '▾ ' : '▸ '}</span>
                        {user.displayName}
                      </UnstyledButton>
                    </Table.Th>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
                    <Table.Td>
                      <RowActions row={user} actions={actions} />
                    </Table.Td>
                  </Table.Tr>
                  {open && (
                    <Table.Tr id={keysId}>
                      <Table.Td colSpan={COLUMN_COUNT}>
                        <ServiceUserKeys accountId={accountId} user={user} may={may} />
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <DeactivateDialog accountId={accountId} user={deactivating} onClose={() => setDeactivating(null)} />
    </>
  );
}
