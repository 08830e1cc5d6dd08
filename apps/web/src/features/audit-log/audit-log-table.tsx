import { AUDIT_EVENT_LABELS, type AuditEvent } from '@datadeck/contracts';
import { Text } from '@mantine/core';
import { formatDateTime } from '../../shared/format/format.ts';
import type { Column } from '../../shared/table/columns.ts';
import { DataTable } from '../../shared/table/data-table.tsx';

/** Who acted; while a staff user impersonated them, that is said too (the log must not hide it). */
function Actor({ event }: { event: AuditEvent }) {
  return (
    <>
      <Text span inherit>
        {event.actor}
      </Text>
      {event.impersonator !== null && (
        <Text size="sm" c="dimmed">
          impersonated by {event.impersonator}
        </Text>
      )}
    </>
  );
}

const COLUMNS: readonly Column<AuditEvent>[] = [
  { key: 'time', header: 'Time', cell: (event) => <time dateTime={event.at}>{formatDateTime(event.at)}</time> },
  { key: 'event', header: 'Event', cell: (event) => AUDIT_EVENT_LABELS[event.type] },
  { key: 'user', header: 'User', cell: (event) => <Actor event={event} /> },
  {
    key: 'source-ip',
    header: 'Source IP',
    cell: (event) => (
      <Text span inherit ff="monospace">
        {event.sourceIp}
      </Text>
    ),
  },
  { key: 'detail', header: 'Detail', cell: (event) => event.detail },
];

/** The events of one page, as the server ordered them (newest first); busy while another page loads. */
export function AuditLogTable({ events, busy }: { events: readonly AuditEvent[]; busy: boolean }) {
  return (
    <DataTable
      caption="Audit log"
      columns={COLUMNS}
      rows={events}
      rowKey={(event) => event.id}
      empty="There are no events on this page."
      minWidth={720}
      busy={busy}
    />
  );
}
