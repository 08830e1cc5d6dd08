import {
  ERRORS_MESSAGES,
  MESSAGES,
  type NotificationForm,
  notificationFormIssues,
  type NotificationGroup,
  type NotificationPreferences,
  notificationUpdateOf,
} from '@datadeck/contracts';
import { Alert, Fieldset, Group, Stack, Title } from '@mantine/core';
import '@mantine/core/styles/Fieldset.layer.css';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { errorMessage, isApiError } from '../../shared/api/api-error.ts';
import { useChangeRefusal } from '../../shared/auth/use-change-refusal.ts';
import { RefusableButton } from '../../shared/ui/refusable-button.tsx';
import { useUpdateNotificationPreferences } from './api.ts';
import { errorsOfFailure, errorsOfIssues, formOf, placedPaths, type FormErrors } from './form-state.ts';
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
 * The notification choice as the user edits it: the contracts' form view, checked by the
 * contracts' one rule function as it changes once a save was tried, and sent as the payload the
 * contracts make of it.
 */
export function NotificationPreferencesForm({ accountId, view }: NotificationFormProps) {
  const [form, setForm] = useState<NotificationForm>(() => formOf(view));
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const update = useUpdateNotificationPreferences(accountId);
  const refusal = useChangeRefusal('EDIT_SETTINGS');

  const issues = notificationFormIssues(form);
  const errors: FormErrors = { ...serverErrors, ...(checked ? errorsOfIssues(issues) : {}) };

  const change = (next: NotificationForm) => {
    setForm(next);
    // The server judged the values it got; what the user changes since is judged anew.
    setServerErrors({});
  };
  const changeRow = (group: NotificationGroup) => (row: NotificationForm['groups'][NotificationGroup]) =>
    change({ ...form, groups: { ...form.groups, [group]: row } });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a field submits too: a refused change goes nowhere (the button says why).
    if (refusal !== null) return;
    setChecked(true);
    setAlert(null);
    if (issues.length > 0) return;
    update.mutate(notificationUpdateOf(form), {
      onSuccess: (saved) => {
        setForm(formOf(saved));
        setChecked(false);
        notifications.show({ color: 'green', message: MESSAGES.notifications.updated });
      },
      onError: (error) => {
        notifications.show({ color: 'red', title: MESSAGES.notifications.failed, message: errorMessage(error) });
        const failed = errorsOfFailure(error) ?? {};
        const placed = placedPaths();
        setServerErrors(failed);
        const unplaced = Object.entries(failed).filter(([path]) => !placed.has(path));
        if (!isApiError(error)) setAlert(ERRORS_MESSAGES.unreachableRetry);
        else if (unplaced.length > 0) setAlert(unplaced.map(([, message]) => message).join(' '));
      },
    });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        {alert !== null && (
          <Alert color="red" role="alert" title={MESSAGES.notifications.failed}>
            {alert}
          </Alert>
        )}
        <SupportTicketsFieldset
          tickets={form.supportTickets}
          errors={errors}
          onChange={(supportTickets) => change({ ...form, supportTickets })}
        />
        {SECTIONS.map(({ title, rows }) => (
          <Fieldset key={title} legend={<Title order={3}>{title}</Title>}>
            <Stack gap="md">
              {rows.map((group, index) => (
                <PreferenceRow
                  key={group}
                  group={group}
                  legend={ROW_LEGENDS[index] ?? ''}
                  row={form.groups[group]}
                  options={view[group]}
                  errors={errors}
                  onChange={changeRow(group)}
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
    </form>
  );
}
