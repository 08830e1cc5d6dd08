import {
  MESSAGES,
  type Organisation,
  type UpdateOrganisationBody,
  updateOrganisationBodySchema,
} from '@datadeck/contracts';
import { Button, Group, Stack, Switch, Title } from '@mantine/core';
import '@mantine/core/styles/Switch.layer.css';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type Control, useController } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '../../shared/form/apply-server-errors.ts';
import { TextareaField, TextField } from '../../shared/form/fields.tsx';
import { FormAlert, SchemaForm } from '../../shared/form/schema-form.tsx';
import { useSchemaForm } from '../../shared/form/use-schema-form.ts';
import { AnchorLink } from '../../shared/ui/router-links.tsx';
import { organisationQuery, useUpdateOrganisation } from './api.ts';
import { showDone, showFailed } from './toasts.ts';

const detailsRoute = getRouteApi('/console/organizations/$organisationId/details');

type OrganisationControl = Control<UpdateOrganisationBody, unknown, z.output<typeof updateOrganisationBodySchema>>;

const valuesOf = (organisation: Organisation): UpdateOrganisationBody => ({
  name: organisation.name,
  supportContacts: organisation.supportContacts,
  emergencyContacts: organisation.emergencyContacts,
  isBillingSynced: organisation.isBillingSynced,
});

/**
 * 'Billing synced': only an organisation with billing details of its own can be synced to, so
 * without them the switch is off and says why (its description, read with it).
 */
function BillingSyncedSwitch({
  control,
  hasBillingDetails,
}: {
  control: OrganisationControl;
  hasBillingDetails: boolean;
}) {
  const { field, fieldState } = useController({ control, name: 'isBillingSynced' });
  const { ref, value, onChange, onBlur } = field;
  const error = fieldState.error?.message;
  return (
    <Switch
      ref={ref}
      name="isBillingSynced"
      label="Billing synced"
      // Mantine's label wraps the description too; the name is the label's words alone.
      aria-label="Billing synced"
      description={
        hasBillingDetails ? MESSAGES.organisations.billingSyncedHint : MESSAGES.organisations.noBillingDetails
      }
      checked={value}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onBlur={onBlur}
      disabled={!hasBillingDetails}
      error={error}
      aria-invalid={error === undefined ? undefined : true}
    />
  );
}

/** /organizations/{organizationId}/details (SPEC §2 Organization Details Page), for its owners. */
export function OrganizationDetailsPage() {
  const { organisationId } = detailsRoute.useParams();
  const organisation = useSuspenseQuery(organisationQuery(organisationId)).data;
  const form = useSchemaForm(updateOrganisationBodySchema, { defaultValues: valuesOf(organisation) });
  const update = useUpdateOrganisation(organisationId);

  const submit = (body: UpdateOrganisationBody) =>
    update.mutate(body, {
      onSuccess: (stored) => {
        form.reset(valuesOf(stored));
        showDone(MESSAGES.organisations.updated);
      },
      onError: (error) => {
        applyServerErrors(error, form);
        showFailed(MESSAGES.organisations.updateFailed, error);
      },
    });

  return (
    <Stack gap="lg" maw={560}>
      <Stack gap="xs">
        <Title order={1}>{organisation.name}</Title>
        <Title order={2} size="h4">
          Organization Details
        </Title>
      </Stack>
      <SchemaForm form={form} onSubmit={submit}>
        <Stack gap="md">
          <FormAlert />
          <TextField control={form.control} name="name" label="Organization name" withAsterisk autoComplete="off" />
          <TextareaField
            control={form.control}
            name="supportContacts"
            label="Support contacts"
            description={MESSAGES.accountDetails.contactsHint}
            rows={2}
          />
          <TextareaField
            control={form.control}
            name="emergencyContacts"
            label="Emergency contacts"
            description={`${MESSAGES.accountDetails.contactsHint}. ${MESSAGES.organisations.emergencyHint}`}
            rows={2}
          />
          <BillingSyncedSwitch control={form.control} hasBillingDetails={organisation.hasBillingDetails} />
          <Group gap="sm">
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </SchemaForm>
      <Group>
        <AnchorLink to="/organizations/$organisationId" params={{ organisationId }}>
          Organization Linked Accounts
        </AnchorLink>
      </Group>
    </Stack>
  );
}
