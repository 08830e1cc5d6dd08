import type { NotificationForm } from '@datadeck/contracts';
import { Checkbox, Fieldset, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import { useId } from 'react';
import type { FormErrors } from './form-state.ts';

type Tickets = NotificationForm['supportTickets'];

/** The support-ticket options in the spec's words (SPEC §2), by the field each sets. */
const TICKET_OPTIONS: readonly { field: keyof Tickets; label: string }[] = [
  { field: 'doNotNotify', label: 'Do not notify me again' },
  { field: 'postZendeskComment', label: 'Notify on the support ticket if it exists' },
  { field: 'useMaintPreferences', label: 'Notify separately using the preferences below' },
];

type SupportTicketsFieldsetProps = { tickets: Tickets; errors: FormErrors; onChange: (tickets: Tickets) => void };

/** What happens on a support ticket already open about the maintenance or the issue. */
export function SupportTicketsFieldset({ tickets, errors, onChange }: SupportTicketsFieldsetProps) {
  const errorId = useId();
  // The server names the section or one of its boxes; both are shown under the boxes.
  const error =
    errors.supportTickets ??
    errors['supportTickets.postZendeskComment'] ??
    errors['supportTickets.useMaintPreferences'];
  return (
    <Fieldset
      legend={<Title order={3}>Existing Support Tickets</Title>}
      aria-describedby={error === undefined ? undefined : errorId}
      aria-invalid={error === undefined ? undefined : true}
    >
      <Stack gap="xs">
        {TICKET_OPTIONS.map(({ field, label }) => (
          <Checkbox
            key={field}
            label={label}
            checked={tickets[field]}
            onChange={(event) => onChange({ ...tickets, [field]: event.currentTarget.checked })}
          />
        ))}
        {error !== undefined && (
          <Text id={errorId} c="red.8" size="sm">
            {error}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
