import {
  type AccountDetails,
  MESSAGES,
  SETTINGS_MESSAGES,
  type UpdateAccountDetailsBody,
  updateAccountDetailsBodySchema,
} from '@datadeck/contracts';
import { Button, Group, Stack, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/Tooltip.layer.css';
import { useId } from 'react';
import { applyServerErrors } from '../../shared/form/apply-server-errors.ts';
import { TextareaField, TextField } from '../../shared/form/fields.tsx';
import { FormAlert, SchemaForm } from '../../shared/form/schema-form.tsx';
import { useSchemaForm } from '../../shared/form/use-schema-form.ts';
import { useUpdateAccountDetails } from './api.ts';
import { showDone, showFailed } from './toasts.ts';

type AccountDetailsFormProps = {
  accountId: string;
  details: AccountDetails;
  /** EDIT_ACCOUNT: without it the values are shown read-only, with nothing to submit. */
  canEdit: boolean;
  /** Scheduled database maintenance: the details cannot be saved (SPEC §6). */
  maintenance: boolean;
};

/** The form's values: what is stored, as the form edits it. */
const valuesOf = (details: AccountDetails): UpdateAccountDetailsBody => ({
  name: details.name,
  companyName: details.companyName,
  supportContacts: details.supportContacts,
  emergencyContacts: details.emergencyContacts,
  maintenanceContacts: details.maintenanceContacts,
});

/** 'Update Account Details' (SPEC §2, §3 Account, §5 maintenance contacts). */
export function AccountDetailsForm({ accountId, details, canEdit, maintenance }: AccountDetailsFormProps) {
  const form = useSchemaForm(updateAccountDetailsBodySchema, { defaultValues: valuesOf(details) });
  const update = useUpdateAccountDetails(accountId);
  const headingId = useId();
  const reasonId = useId();

  const submit = (body: UpdateAccountDetailsBody) => {
    // The button is only inert during maintenance (it keeps focus for its tooltip); Enter in a field still submits.
    if (!canEdit || maintenance) return;
    update.mutate(body, {
      onSuccess: (stored) => {
        form.reset(valuesOf(stored));
        showDone(MESSAGES.accountDetails.updated);
      },
      onError: (error) => {
        applyServerErrors(error, form);
        showFailed(MESSAGES.accountDetails.failed, error);
      },
    });
  };

  const readOnly = !canEdit;
  const contacts = (name: 'supportContacts' | 'emergencyContacts', label: string) => (
    <TextareaField
      control={form.control}
      name={name}
      label={label}
      description={MESSAGES.accountDetails.contactsHint}
      readOnly={readOnly}
      rows={2}
    />
  );

  return (
    <SchemaForm form={form} onSubmit={submit} aria-labelledby={headingId}>
      <Stack gap="md" maw={560}>
        <Title order={3} id={headingId}>
          {MESSAGES.accountDetails.formTitle}
        </Title>
        <FormAlert />
        <TextField control={form.control} name="name" label="Account name" withAsterisk={canEdit} readOnly={readOnly} />
        <TextField control={form.control} name="companyName" label="Company name" readOnly={readOnly} />
        {contacts('supportContacts', 'Support contacts')}
        {contacts('emergencyContacts', 'Emergency contacts')}
        <TextareaField
          control={form.control}
          name="maintenanceContacts"
          label="Maintenance contacts"
          description={`${MESSAGES.accountDetails.contactsHint}. ${MESSAGES.accountDetails.maintenanceHint}`}
          readOnly={readOnly}
          rows={2}
        />
        {canEdit && (
          <Group gap="sm">
            {maintenance ? (
              <>
                <VisuallyHidden id={reasonId}>{SETTINGS_MESSAGES.notDuringMaintenance}</VisuallyHidden>
                <Tooltip
                  label={SETTINGS_MESSAGES.notDuringMaintenance}
                  events={{ hover: true, focus: true, touch: true }}
                >
                  {/* aria-disabled rather than disabled: the button keeps its focus, so the tooltip can say why. */}
                  <Button type="submit" data-disabled aria-disabled="true" aria-describedby={reasonId}>
                    {MESSAGES.accountDetails.formTitle}
                  </Button>
                </Tooltip>
              </>
            ) : (
              <Button type="submit" loading={update.isPending}>
                {MESSAGES.accountDetails.formTitle}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </SchemaForm>
  );
}
