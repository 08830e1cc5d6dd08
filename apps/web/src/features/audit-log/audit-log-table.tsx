import { AUDIT_EVENT_LABELS, type AuditEvent } from '@datadeck/contracts';
import { Table, Text } from '@mantine/core';
import { formatDateTime } from '../../shared/format/format.ts';

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

/** The events of one page, as the server ordered them (newest first). */
export function AuditLogTable({ events }: { events: readonly AuditEvent[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="xs" aria-label="Audit log">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Time</Table.Th>
            <Table.Th scope="col">Event</Table.Th>
            <Table.Th scope="col">User</Table.Th>
            <Table.Th scope="col">Source IP</Table.Th>
            <Table.Th scope="col">Detail</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td>
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              </Table.Td>
              <Table.Td>{AUDIT_EVENT_LABELS[event.type]}</Table.Td>
              <Table.Td>
                <Actor event={event} />
              </Table.Td>
              <Table.Td>
                <Text span inherit ff="monospace">
                  {event.sourceIp}
                </Text>
              </Table.Td>
              <Table.Td>{event.detail}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
