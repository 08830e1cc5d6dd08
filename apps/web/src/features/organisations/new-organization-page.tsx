import { createOrganisationBodySchema, MESSAGES, organisationCreationRefusal } from '@datadeck/contracts';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { accountDetailsQuery } from '../../shared/account/account-details-query.ts';
import { useAccount } from '../../shared/account/account-query.ts';
import { applyServerErrors } from '../../shared/form/apply-server-errors.ts';
import { TextField } from '../../shared/form/fields.tsx';
import { FormAlert, SchemaForm } from '../../shared/form/schema-form.tsx';
import { useSchemaForm } from '../../shared/form/use-schema-form.ts';
import { ButtonLink } from '../../shared/ui/router-links.tsx';
import { useCreateOrganisation } from './api.ts';
import { showDone, showFailed } from './toasts.ts';

const newOrganisationRoute = getRouteApi('/console/accounts/$accountId/new-organization');

/**
 * /accounts/{accountId}/new-organization (SPEC §2): names the organisation the account becomes
 * the first of. What refuses it (a marketplace account, SPEC §6; an organisation already) is said
 * before the form, which is then not offered.
 */
export function NewOrganizationPage() {
  const { accountId } = newOrganisationRoute.useParams();
  const account = useAccount(accountId);
  const details = useSuspenseQuery(accountDetailsQuery(accountId)).data;
  const refusal =
    organisationCreationRefusal(account.role, account.accountType) ??
    (details.organisation === null ? undefined : MESSAGES.organisations.alreadyMember);
  const back = { to: '/accounts/$accountId/settings/details', params: { accountId } } as const;

  return (
    <Stack gap="md" maw={520}>
      <Title order={1}>{MESSAGES.organisations.createButton}</Title>
      {refusal === undefined ? (
        <NewOrganisationForm accountId={accountId} />
      ) : (
        <>
          <Alert color="yellow" role="note">
            {refusal}
          </Alert>
          <Group>
            <ButtonLink variant="default" {...back}>
              Back to the account details
            </ButtonLink>
          </Group>
        </>
      )}
    </Stack>
  );
}

function NewOrganisationForm({ accountId }: { accountId: string }) {
  const form = useSchemaForm(createOrganisationBodySchema, { defaultValues: { name: '' } });
  const create = useCreateOrganisation(accountId);
  const navigate = useNavigate();

  const submit = (body: { name: string }) =>
    create.mutate(body, {
      onSuccess: (organisation) => {
        showDone(MESSAGES.organisations.created(organisation.name));
        void navigate({ to: '/organizations/$organisationId', params: { organisationId: organisation.id } });
      },
      onError: (error) => {
        applyServerErrors(error, form);
        showFailed(MESSAGES.organisations.createFailed, error);
      },
    });

  return (
    <SchemaForm form={form} onSubmit={submit}>
      <Stack gap="md">
        <FormAlert />
        <TextField control={form.control} name="name" label="Organization name" withAsterisk autoComplete="off" />
        <Group gap="sm">
          <Button type="submit" loading={create.isPending}>
            Create Organization
          </Button>
          <ButtonLink variant="default" to="/accounts/$accountId/settings/details" params={{ accountId }}>
            Cancel
          </ButtonLink>
        </Group>
      </Stack>
    </SchemaForm>
  );
}
