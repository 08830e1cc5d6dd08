import type { api, EndpointResponse } from '@datadeck/contracts';
import { Badge, Button, Code, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDateTime } from '../../shared/format/format.ts';
import { ExpireMessageModal, type MessageToExpire } from './expire-message-modal.tsx';
import { isActive } from './message-state.ts';
import { SeverityBadge } from './severity-badge.tsx';

type StaffMessage = EndpointResponse<typeof api.staff.messages>['messages'][number];

const ALL_ACCOUNTS = 'All accounts';

type MessageListProps = {
  messages: readonly StaffMessage[];
  /** When the list was read: each message's state is told as of then (a refetch brings it up to date). */
  now: number;
};

/** Every message of the day, current and expired, newest first (the server's order). */
export function MessageList({ messages, now }: MessageListProps) {
  const [target, setTarget] = useState<MessageToExpire | null>(null);
  if (messages.length === 0) return <Text>No messages of the day yet.</Text>;

  return (
    <>
      <Table.ScrollContainer minWidth={760}>
        <Table striped verticalSpacing="xs" aria-label="Messages of the day">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Message</Table.Th>
              <Table.Th scope="col">Severity</Table.Th>
              <Table.Th scope="col">Shown to</Table.Th>
              <Table.Th scope="col">Expires</Table.Th>
              <Table.Th scope="col">State</Table.Th>
              <Table.Th scope="col">Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {messages.map((message) => {
              const active = isActive(message, now);
              return (
                <Table.Tr key={message.id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{message.message}</Table.Td>
                  <Table.Td>
                    <SeverityBadge severity={message.severity} />
                  </Table.Td>
                  <Table.Td>{message.accountId === null ? ALL_ACCOUNTS : <Code>{message.accountId}</Code>}</Table.Td>
                  <Table.Td>
                    {message.expiresAt === null ? (
                      'Never'
                    ) : (
                      <time dateTime={message.expiresAt}>{formatDateTime(message.expiresAt)}</time>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {/* Green 6 takes black text (auto contrast); an expired message is plain. */}
                    <Badge color="green.6" autoContrast variant={active ? 'filled' : 'default'}>
                      {active ? 'Active' : 'Expired'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {active && (
                      <Button
                        variant="default"
                        size="compact-sm"
                        // Every row has this button: the message tells them apart for screen readers.
                        aria-label={`Expire now: ${message.message}`}
                        onClick={() =>
                          setTarget({
                            id: message.id,
                            message: message.message,
                            audience: message.accountId === null ? 'all accounts' : `account ${message.accountId}`,
                          })
                        }
                      >
                        Expire now
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ExpireMessageModal target={target} onClose={() => setTarget(null)} />
    </>
  );
}
