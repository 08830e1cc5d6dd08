import { MESSAGE_OF_THE_DAY_MAX_LENGTH, MESSAGE_SEVERITIES, MESSAGES } from '@datadeck/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Fieldset, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../shared/api/api-error.ts';
import { humanize } from '../../shared/format/format.ts';
import { useCreateMessage } from './api.ts';
import { EMPTY_MESSAGE_FORM, isMessageFormField, messageFormSchema } from './message-form-schema.ts';
import { STAFF_TEXTS } from './staff-texts.ts';

/**
 * A new message of the day, for every account or one. Checked by the contracts' rules as typed;
 * what only the server knows (an account that does not exist) comes back on its field.
 */
export function MessageForm() {
  const form = useForm({ resolver: zodResolver(messageFormSchema), defaultValues: EMPTY_MESSAGE_FORM });
  const create = useCreateMessage();
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: () => {
        form.reset(EMPTY_MESSAGE_FORM);
        notifications.show({ color: 'green', message: STAFF_TEXTS.messageCreated });
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        const fieldErrors = error.errors.filter((e) => isMessageFormField(e.name));
        fieldErrors.forEach(({ name, message }, index) => {
          // The first field in error takes the focus, so a keyboard user lands where to fix it.
          if (isMessageFormField(name)) form.setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
        });
      },
    }),
  );
  // What no field can show: a refusal by code, a lost connection.
  const unplaced = !create.isError
    ? []
    : isApiError(create.error)
      ? create.error.errors.filter((e) => !isMessageFormField(e.name)).map((e) => e.message)
      : [MESSAGES.errors.unreachable];

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Fieldset legend="New message">
        <Stack gap="md">
          {unplaced.length > 0 && (
            <Alert color="red" role="alert" title={STAFF_TEXTS.messageFailed}>
              {unplaced.join(' ')}
            </Alert>
          )}
          <Textarea
            label="Message"
            required
            rows={3}
            maxLength={MESSAGE_OF_THE_DAY_MAX_LENGTH}
            error={errors.message?.message}
            {...form.register('message')}
          />
          <Group align="flex-start" gap="md" grow>
            <NativeSelect
              label="Severity"
              data={MESSAGE_SEVERITIES.map((severity) => ({ value: severity, label: humanize(severity) }))}
              error={errors.severity?.message}
              {...form.register('severity')}
            />
            <TextInput
              label="Account ID"
              description="Leave empty to show it to all accounts"
              autoComplete="off"
              spellCheck={false}
              error={errors.accountId?.message}
              {...form.register('accountId')}
            />
            <TextInput
              type="datetime-local"
              label="Expires"
              description="Leave empty to show it until expired by hand"
              error={errors.expiresAt?.message}
              {...form.register('expiresAt')}
            />
          </Group>
          <Group>
            <Button type="submit" loading={create.isPending}>
              Create message
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
