import { MESSAGES, ROLE_LABELS, type StaffAccount } from '@datadeck/contracts';
import { Button, Stack, Table, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useMe } from '../../shared/auth/session.ts';
import { ImpersonateModal, type ImpersonationTarget } from './impersonate-modal.tsx';

/** The users linked to the account, each with the way to act as them (after a confirmation). */
export function AccountUsersTable({ account }: { account: StaffAccount }) {
  const me = useMe();
  const [target, setTarget] = useState<ImpersonationTarget | null>(null);
  // The server allows one impersonation at a time; say so rather than offer a button that fails.
  const alreadyImpersonating = me.impersonatedBy !== null;
  const reasonId = useId();

  if (account.users.length === 0) return <Text>No users are linked to this account.</Text>;
  return (
    <Stack gap="xs">
      {alreadyImpersonating && (
        <Text id={reasonId} size="sm">
          {MESSAGES.staff.alreadyImpersonating}
        </Text>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-label="Users of the account">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">User</Table.Th>
              <Table.Th scope="col">Display name</Table.Th>
              <Table.Th scope="col">Email</Table.Th>
              <Table.Th scope="col">Role</Table.Th>
              <Table.Th scope="col">Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {account.users.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>{user.username}</Table.Td>
                <Table.Td>{user.displayName}</Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>{ROLE_LABELS[user.role]}</Table.Td>
                <Table.Td>
                  <Button
                    variant="default"
                    size="compact-sm"
                    aria-label={`Impersonate ${user.username}`}
                    aria-describedby={alreadyImpersonating ? reasonId : undefined}
                    disabled={alreadyImpersonating}
                    onClick={() => setTarget({ accountId: account.id, accountName: account.name, user })}
                  >
                    Impersonate
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ImpersonateModal target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
