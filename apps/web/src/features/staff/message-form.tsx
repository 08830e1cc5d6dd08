import { MAINTENANCE_KINDS, MESSAGE_SEVERITIES } from '@datadeck/contracts';
import { Button, Fieldset, Group, Stack } from '@mantine/core';
import '@mantine/core/styles/Fieldset.layer.css';
import { notifications } from '@mantine/notifications';
import { applyServerErrors } from '../../shared/form/apply-server-errors.ts';
import { TextareaField, TextField } from '../../shared/form/fields.tsx';
import { NativeSelectField } from '../../shared/form/option-fields.tsx';
import { FormAlert, SchemaForm } from '../../shared/form/schema-form.tsx';
import { useSchemaForm } from '../../shared/form/use-schema-form.ts';
import { humanize } from '../../shared/format/format.ts';
import { useCreateMessage } from './api.ts';
import { EMPTY_MESSAGE_FORM, messageFormSchema, type MessageFormBody } from './message-form-schema.ts';
import { MAINTENANCE_LABELS, STAFF_TEXTS } from './staff-texts.ts';

const SEVERITY_CHOICES = MESSAGE_SEVERITIES.map((severity) => ({ value: severity, label: humanize(severity) }));
// The empty choice is a plain message (null in the body).
const MAINTENANCE_CHOICES = [
  { value: '', label: 'None' },
  ...MAINTENANCE_KINDS.map((kind) => ({ value: kind, label: MAINTENANCE_LABELS[kind] })),
];

/**
 * A new message of the day, for every account or one. Checked by the contracts' rules as typed;
 * what only the server knows (an account that does not exist) comes back on its field.
 */
export function MessageForm() {
  const form = useSchemaForm(messageFormSchema, { defaultValues: EMPTY_MESSAGE_FORM });
  const create = useCreateMessage();

  const submit = (body: MessageFormBody) =>
    create.mutate(body, {
      onSuccess: () => {
        form.reset(EMPTY_MESSAGE_FORM);
        notifications.show({ color: 'green', message: STAFF_TEXTS.messageCreated });
      },
      onError: (error) => applyServerErrors(error, form),
    });

  return (
    <SchemaForm form={form} onSubmit={submit}>
      <Fieldset legend="New message">
        <Stack gap="md">
          <FormAlert title={STAFF_TEXTS.messageFailed} />
          <TextareaField control={form.control} name="message" label="Message" required rows={3} />
          <Group align="flex-start" gap="md" grow>
            <NativeSelectField control={form.control} name="severity" label="Severity" data={SEVERITY_CHOICES} />
            <TextField
              control={form.control}
              name="accountId"
              label="Account ID"
              description="Leave empty to show it to all accounts"
              autoComplete="off"
              spellCheck={false}
            />
            <TextField
              control={form.control}
              name="expiresAt"
              type="datetime-local"
              label="Expires"
              description="Leave empty to show it until expired by hand"
            />
          </Group>
          <NativeSelectField
            control={form.control}
            name="maintenance"
            label={STAFF_TEXTS.maintenanceLabel}
            description={STAFF_TEXTS.maintenanceHint}
            data={MAINTENANCE_CHOICES}
          />
          <Group>
            <Button type="submit" loading={create.isPending}>
              Create message
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </SchemaForm>
  );
}
