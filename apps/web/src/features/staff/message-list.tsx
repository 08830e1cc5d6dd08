import type { api, EndpointResponse } from '@datadeck/contracts';
import { Badge, Code } from '@mantine/core';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Code.layer.css';
import { useState } from 'react';
import { formatDateTime } from '../../shared/format/format.ts';
import type { Column } from '../../shared/table/columns.ts';
import { DataTable } from '../../shared/table/data-table.tsx';
import { ExpireMessageModal, type MessageToExpire } from './expire-message-modal.tsx';
import { isActive } from './message-state.ts';
import { SeverityBadge } from './severity-badge.tsx';
import { MAINTENANCE_LABELS } from './staff-texts.ts';

type StaffMessage = EndpointResponse<typeof api.staff.messages>['messages'][number];

const ALL_ACCOUNTS = 'All accounts';

type MessageListProps = {
  messages: readonly StaffMessage[];
  /** When the list was read: each message's state is told as of then (a refetch brings it up to date). */
  now: number;
};

const columnsAsOf = (now: number): readonly Column<StaffMessage>[] => [
  { key: 'message', header: 'Message', cell: (message) => message.message, cellStyle: { overflowWrap: 'anywhere' } },
  { key: 'severity', header: 'Severity', cell: (message) => <SeverityBadge severity={message.severity} /> },
  {
    key: 'shown-to',
    header: 'Shown to',
    cell: (message) => (message.accountId === null ? ALL_ACCOUNTS : <Code>{message.accountId}</Code>),
  },
  {
    key: 'maintenance',
    header: 'Maintenance',
    cell: (message) => (message.maintenance === null ? 'No' : MAINTENANCE_LABELS[message.maintenance]),
  },
  {
    key: 'expires',
    header: 'Expires',
    cell: (message) =>
      message.expiresAt === null ? (
        'Never'
      ) : (
        <time dateTime={message.expiresAt}>{formatDateTime(message.expiresAt)}</time>
      ),
  },
  {
    key: 'state',
    header: 'State',
    cell: (message) => {
      const active = isActive(message, now);
      // Green 6 takes black text (auto contrast); an expired message is plain.
      return (
        <Badge color="green.6" autoContrast variant={active ? 'filled' : 'default'}>
          {active ? 'Active' : 'Expired'}
        </Badge>
      );
    },
  },
];

/** Every message of the day, current and expired, newest first (the server's order). */
export function MessageList({ messages, now }: MessageListProps) {
  const [target, setTarget] = useState<MessageToExpire | null>(null);
  return (
    <>
      <DataTable
        caption="Messages of the day"
        columns={columnsAsOf(now)}
        rows={messages}
        rowKey={(message) => message.id}
        empty="No messages of the day yet."
        actions={[
          {
            label: 'Expire now',
            // Every row has this button: the message tells them apart for screen readers.
            name: (message) => `Expire now: ${message.message}`,
            shownFor: (message) => isActive(message, now),
            onAction: (message) =>
              setTarget({
                id: message.id,
                message: message.message,
                audience: message.accountId === null ? 'all accounts' : `account ${message.accountId}`,
              }),
          },
        ]}
        minWidth={760}
      />
      <ExpireMessageModal target={target} onClose={() => setTarget(null)} />
    </>
  );
}
