import {
  MESSAGES,
  type NotificationForm,
  notificationFormSchema,
  type NotificationGroup,
  type NotificationPreferences,
  type UpdateNotificationPreferencesBody,
} from '@datadeck/contracts';
import { Fieldset, Group, Stack, Title } from '@mantine/core';
import '@mantine/core/styles/Fieldset.layer.css';
import { notifications } from '@mantine/notifications';
import type { FieldPath, FieldPathValue } from 'react-hook-form';
import { errorMessage } from '../../shared/api/api-error.ts';
import { useChangeRefusal } from '../../shared/auth/use-change-refusal.ts';
import { applyServerErrors } from '../../shared/form/apply-server-errors.ts';
import { FormAlert, SchemaForm } from '../../shared/form/schema-form.tsx';
import { useSchemaForm } from '../../shared/form/use-schema-form.ts';
import { RefusableButton } from '../../shared/ui/refusable-button.tsx';
import { useUpdateNotificationPreferences } from './api.ts';
import { dottedErrors, fieldOfServerError, formOf, rowPath } from './form-state.ts';
import { PreferenceRow } from './preference-row.tsx';
import { SupportTicketsFieldset } from './support-tickets-fieldset.tsx';

/** The two sections of rows (SPEC §2), each with its disruptive and non-disruptive row. */
const SECTIONS: readonly { title: string; rows: readonly [NotificationGroup, NotificationGroup] }[] = [
  { title: 'Scheduled Maintenance', rows: ['disruptiveScheduledMaintenance', 'nondisruptiveScheduledMaintenance'] },
  { title: 'Issue Investigation', rows: ['disruptiveIssueInvestigation', 'nondisruptiveIssueInvestigation'] },
];
const ROW_LEGENDS = ['Disruptive', 'Non-disruptive'] as const;

type NotificationFormProps = { accountId: string; view: NotificationPreferences };

/**
 * The notification choice as the user edits it: a schema form over the contracts' form view,
 * checked by the contracts' one rule function (again at every change once a save was tried) and
 * submitted as the payload the contracts make of it.
 */
export function NotificationPreferencesForm({ accountId, view }: NotificationFormProps) {
  const form = useSchemaForm(notificationFormSchema, { defaultValues: formOf(view) });
  const update = useUpdateNotificationPreferences(accountId);
  const refusal = useChangeRefusal('EDIT_SETTINGS');
  const values = form.watch();
  const errors = dottedErrors(form.formState.errors);

  /** The boxes are not inputs of the form's own: each change sets its part of the values. */
  const change = <Path extends FieldPath<NotificationForm>>(
    path: Path,
    value: FieldPathValue<NotificationForm, Path>,
  ) => {
    // The server judged the values it got; what the user changes since is judged anew.
    form.clearErrors(['supportTickets', 'groups']);
    form.setValue(path, value);
    if (form.formState.isSubmitted) void form.trigger();
  };

  const submit = (payload: UpdateNotificationPreferencesBody) =>
    update.mutate(payload, {
      onSuccess: (saved) => {
        form.reset(formOf(saved));
        notifications.show({ color: 'green', message: MESSAGES.notifications.updated });
      },
      onError: (error) => {
        notifications.show({ color: 'red', title: MESSAGES.notifications.failed, message: errorMessage(error) });
        applyServerErrors(error, form, { fieldOf: fieldOfServerError, focus: false });
      },
    });

  return (
    <SchemaForm form={form} onSubmit={submit} refusal={refusal}>
      <Stack gap="lg">
        <FormAlert title={MESSAGES.notifications.failed} />
        <SupportTicketsFieldset
          tickets={values.supportTickets}
          errors={errors}
          onChange={(supportTickets) => change('supportTickets', supportTickets)}
        />
        {SECTIONS.map(({ title, rows }) => (
          <Fieldset key={title} legend={<Title order={3}>{title}</Title>}>
            <Stack gap="md">
              {rows.map((group, index) => (
                <PreferenceRow
                  key={group}
                  group={group}
                  legend={ROW_LEGENDS[index] ?? ''}
                  row={values.groups[group]}
                  options={view[group]}
                  errors={errors}
                  onChange={(row) => change(rowPath(group), row)}
                />
              ))}
            </Stack>
          </Fieldset>
        ))}
        <Group>
          <RefusableButton type="submit" loading={update.isPending} refusal={refusal}>
            {MESSAGES.notifications.saveButton}
          </RefusableButton>
        </Group>
      </Stack>
    </SchemaForm>
  );
}
