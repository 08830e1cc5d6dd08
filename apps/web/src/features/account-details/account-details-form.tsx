import {
  type AccountDetails,
  MESSAGES,
  type UpdateAccountDetailsBody,
  updateAccountDetailsBodySchema,
} from '@datadeck/contracts';
import { Group, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { useChangeRefusal } from '../../shared/auth/use-change-refusal.ts';
import { applyServerErrors } from '../../shared/form/apply-server-errors.ts';
import { TextareaField, TextField } from '../../shared/form/fields.tsx';
import { FormAlert, SchemaForm } from '../../shared/form/schema-form.tsx';
import { useSchemaForm } from '../../shared/form/use-schema-form.ts';
import { RefusableButton } from '../../shared/ui/refusable-button.tsx';
import { useUpdateAccountDetails } from './api.ts';
import { showDone, showFailed } from './toasts.ts';

type AccountDetailsFormProps = {
  accountId: string;
  details: AccountDetails;
  /** EDIT_ACCOUNT: without it the values are shown read-only, with nothing to submit. */
  canEdit: boolean;
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
export function AccountDetailsForm({ accountId, details, canEdit }: AccountDetailsFormProps) {
  const form = useSchemaForm(updateAccountDetailsBodySchema, { defaultValues: valuesOf(details) });
  const update = useUpdateAccountDetails(accountId);
  const headingId = useId();
  // The role or maintenance; a read-only form has no button, but Enter in a field would still submit it.
  const refusal = useChangeRefusal('EDIT_ACCOUNT');

  const submit = (body: UpdateAccountDetailsBody) =>
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
    <SchemaForm form={form} onSubmit={submit} refusal={refusal} aria-labelledby={headingId}>
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
            <RefusableButton type="submit" loading={update.isPending} refusal={refusal}>
              {MESSAGES.accountDetails.formTitle}
            </RefusableButton>
          </Group>
        )}
      </Stack>
    </SchemaForm>
  );
}
