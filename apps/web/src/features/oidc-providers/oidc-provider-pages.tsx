import {
  editOidcProviderFormSchema,
  LIMITS,
  MESSAGES,
  activeClustersText,
  oidcProviderFormSchema,
  type OidcProviderForm,
} from '@datadeck/contracts';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useChangeRefusal } from '../../shared/auth/use-change-refusal.ts';
import { applyServerErrors } from '../../shared/form/apply-server-errors.ts';
import { SchemaForm } from '../../shared/form/schema-form.tsx';
import { useSchemaForm } from '../../shared/form/use-schema-form.ts';
import { oidcProviderQuery, useAddOidcProvider, useUpdateOidcProvider } from './api.ts';
import { OidcProviderFields } from './oidc-provider-fields.tsx';
import { showDone, showFailed } from './toasts.ts';

const newRoute = getRouteApi('/console/accounts/$accountId/cluster-resources/oidc-providers/new');
const editRoute = getRouteApi('/console/accounts/$accountId/cluster-resources/oidc-providers/$oidcId');
const M = MESSAGES.oidcProviders;

const listOf = (accountId: string) =>
  ({ to: '/accounts/$accountId/cluster-resources/oidc-providers/summary', params: { accountId } }) as const;

/** cluster-resources/oidc-providers/new (SPEC §2): the port starts at §9's default, 443. */
export function AddOidcProviderPage() {
  const { accountId } = newRoute.useParams();
  const form = useSchemaForm(oidcProviderFormSchema, {
    defaultValues: {
      clientId: '',
      clientName: '',
      clientSecret: '',
      clientUrl: '',
      clientPort: LIMITS.oidcDefaultPort,
      description: '',
    },
  });
  const add = useAddOidcProvider(accountId);
  const navigate = useNavigate();
  const refusal = useChangeRefusal('EDIT_OIDC_PROVIDERS');

  const submit = (body: OidcProviderForm) =>
    add.mutate(body, {
      onSuccess: () => {
        showDone(M.added);
        void navigate(listOf(accountId));
      },
      onError: (error) => {
        applyServerErrors(error, form);
        showFailed(M.addFailed, error);
      },
    });

  return (
    <Stack gap="md">
      <Title order={3}>Add New OIDC Provider</Title>
      <SchemaForm form={form} onSubmit={submit} refusal={refusal} aria-label="Add OIDC provider">
        <OidcProviderFields
          control={form.control}
          accountId={accountId}
          editing={false}
          submitLabel="Add OIDC Provider"
          pending={add.isPending}
          refusal={refusal}
        />
      </SchemaForm>
    </Stack>
  );
}

/**
 * cluster-resources/oidc-providers/{oidcId} (SPEC §2): the warning that only Client Name and
 * Description change without affecting the clusters it lists; the secret box starts empty.
 */
export function EditOidcProviderPage() {
  const { accountId, oidcId } = editRoute.useParams();
  const provider = useSuspenseQuery(oidcProviderQuery(accountId, oidcId)).data;
  const form = useSchemaForm(editOidcProviderFormSchema, {
    defaultValues: {
      clientId: provider.clientId,
      clientName: provider.clientName,
      clientSecret: '',
      clientUrl: provider.clientUrl,
      clientPort: provider.clientPort,
      description: provider.description ?? '',
    },
  });
  const update = useUpdateOidcProvider(accountId, oidcId);
  const navigate = useNavigate();
  const refusal = useChangeRefusal('EDIT_OIDC_PROVIDERS');

  const submit = (body: OidcProviderForm) =>
    update.mutate(body, {
      onSuccess: () => {
        showDone(M.updated);
        void navigate(listOf(accountId));
      },
      onError: (error) => {
        applyServerErrors(error, form);
        showFailed(M.updateFailed, error);
      },
    });

  return (
    <Stack gap="md">
      <Title order={3}>Edit OIDC Provider</Title>
      <Alert color="yellow" role="note" title="Active Clusters">
        <Stack gap={4}>
          <Text size="sm">{M.editWarning}</Text>
          <Text size="sm">{activeClustersText(provider)}</Text>
        </Stack>
      </Alert>
      <SchemaForm form={form} onSubmit={submit} refusal={refusal} aria-label="Edit OIDC provider">
        <OidcProviderFields
          control={form.control}
          accountId={accountId}
          editing
          submitLabel="Save"
          pending={update.isPending}
          refusal={refusal}
        />
      </SchemaForm>
    </Stack>
  );
}
