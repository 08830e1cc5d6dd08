import {
  ALWAYS_EMAILED_GROUP,
  EMAIL_CONTACT_TYPE_LABELS,
  MESSAGES,
  WEBHOOK_TYPE_LABELS,
  type NotificationForm,
  type NotificationGroup,
  type NotificationPreferences,
} from '@datadeck/contracts';
import { Checkbox, Fieldset, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import { useId } from 'react';
import { rowPath, type FormErrors } from './form-state.ts';

type Row = NotificationForm['groups'][NotificationGroup];

type PreferenceRowProps = {
  group: NotificationGroup;
  /** 'Disruptive' or 'Non-disruptive': the section's heading says of what. */
  legend: string;
  row: Row;
  /** What may be chosen: the account's contact lists and its webhooks. */
  options: Pick<NotificationPreferences[NotificationGroup], 'emails' | 'webhook'>;
  errors: FormErrors;
  onChange: (row: Row) => void;
};

/** No choice yet: the empty option, which the contracts' rules refuse when its box is ticked. */
const NOTHING_CHOSEN = { value: '', label: 'Choose…' };

/**
 * One preference row (SPEC §2): 'Do not notify me', e-mail to a contact list, a webhook. A
 * fieldset, so each box is announced with its row. The first issue-investigation row is always
 * e-mailed: no 'Do not notify me', its Email box ticked and locked, its contact list choosable.
 */
export function PreferenceRow({ group, legend, row, options, errors, onChange }: PreferenceRowProps) {
  const errorId = useId();
  const path = rowPath(group);
  const alwaysEmailed = group === ALWAYS_EMAILED_GROUP;
  const rowError = errors[path];
  const emailChoices = options.emails.map(({ type, contacts }) => ({
    value: type,
    label: `${EMAIL_CONTACT_TYPE_LABELS[type]}: ${contacts === '' ? 'none set' : contacts}`,
  }));
  const webhookChoices = options.webhook.map(({ type, contacts }) => ({
    value: type,
    label: `${WEBHOOK_TYPE_LABELS[type]}: ${contacts}`,
  }));
  const hasWebhooks = webhookChoices.length > 0;

  // Ticking a box picks the first choice when none is made yet: one click does what is meant.
  const toggleEmail = (on: boolean) =>
    onChange({
      ...row,
      enableEmailNotification: on,
      selectedEmailType: on ? (row.selectedEmailType ?? options.emails[0]?.type ?? null) : row.selectedEmailType,
    });
  const toggleWebhook = (on: boolean) =>
    onChange({
      ...row,
      enableWebhookNotification: on,
      selectedWebhookType: on ? (row.selectedWebhookType ?? options.webhook[0]?.type ?? null) : row.selectedWebhookType,
    });

  return (
    <Fieldset
      legend={legend}
      variant="unstyled"
      aria-describedby={rowError === undefined ? undefined : errorId}
      aria-invalid={rowError === undefined ? undefined : true}
    >
      <Stack gap="xs">
        {!alwaysEmailed && (
          <Checkbox
            label={MESSAGES.notifications.doNotNotify}
            checked={row.doNotNotify}
            onChange={(event) => onChange({ ...row, doNotNotify: event.currentTarget.checked })}
          />
        )}
        <Group align="flex-end" gap="md">
          <Checkbox
            label="Email"
            checked={row.enableEmailNotification}
            // Locked on: an outage is always e-mailed (SPEC §2).
            disabled={alwaysEmailed}
            error={errors[`${path}.enableEmailNotification`]}
            onChange={(event) => toggleEmail(event.currentTarget.checked)}
          />
          <NativeSelect
            label="Email contacts"
            data={row.selectedEmailType === null ? [NOTHING_CHOSEN, ...emailChoices] : emailChoices}
            value={row.selectedEmailType ?? ''}
            disabled={!row.enableEmailNotification}
            error={errors[`${path}.selectedEmailType`]}
            onChange={(event) => {
              const chosen = options.emails.find(({ type }) => type === event.currentTarget.value);
              onChange({ ...row, selectedEmailType: chosen?.type ?? null });
            }}
          />
        </Group>
        <Group align="flex-end" gap="md">
          {(hasWebhooks || row.enableWebhookNotification) && (
            <Checkbox
              label="Webhook"
              checked={row.enableWebhookNotification}
              error={errors[`${path}.enableWebhookNotification`]}
              onChange={(event) => toggleWebhook(event.currentTarget.checked)}
            />
          )}
          {hasWebhooks ? (
            <NativeSelect
              label="Webhook type"
              data={row.selectedWebhookType === null ? [NOTHING_CHOSEN, ...webhookChoices] : webhookChoices}
              value={row.selectedWebhookType ?? ''}
              disabled={!row.enableWebhookNotification}
              error={errors[`${path}.selectedWebhookType`]}
              onChange={(event) => {
                const chosen = options.webhook.find(({ type }) => type === event.currentTarget.value);
                onChange({ ...row, selectedWebhookType: chosen?.type ?? null });
              }}
            />
          ) : (
            // No webhook is set: what would be chosen is said, not offered (SPEC §2).
            <TextInput
              label="Webhook URL"
              readOnly
              value={MESSAGES.notifications.noWebhooks}
              error={errors[`${path}.selectedWebhookType`]}
              miw={320}
            />
          )}
        </Group>
        {rowError !== undefined && (
          <Text id={errorId} c="red.8" size="sm">
            {rowError}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
