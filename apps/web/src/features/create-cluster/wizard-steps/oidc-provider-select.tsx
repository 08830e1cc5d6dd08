import { api } from '../../../shared/api/api-routes.ts';
import { Select } from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useController } from 'react-hook-form';
import { apiRequest } from '../../../shared/api/client.ts';
import { oidcProviderKeys } from '../../../shared/api/query-keys.ts';
import { useCan } from '../../../shared/auth/use-can.ts';
import type { WizardValues } from '../form-values.ts';

/** The account's OIDC providers, under the key the OIDC tab reads them with (one cache entry). */
const providerChoicesQuery = (accountId: string) =>
  queryOptions({
    queryKey: oidcProviderKeys.all(accountId),
    queryFn: ({ signal }) => apiRequest(api.oidcProviders.list, { params: { accountId }, signal }),
  });

const NONE = '';

/**
 * Who OpenSearch Dashboards sign in with (SPEC §2 OIDC providers): one of the account's
 * providers, or none. Without VIEW_OIDC_PROVIDERS there are none to offer.
 */
export function OidcProviderSelect() {
  const accountId = useParams({ strict: false, select: (params) => params.accountId }) ?? '';
  const mayView = useCan('VIEW_OIDC_PROVIDERS');
  const providers = useQuery({ ...providerChoicesQuery(accountId), enabled: mayView && accountId !== '' });
  const { field, fieldState } = useController<WizardValues, 'opensearchDashboards.0.oidcProvider'>({
    name: 'opensearchDashboards.0.oidcProvider',
  });
  const { ref, value, onChange, onBlur } = field;
  const choices = [
    { value: NONE, label: 'None' },
    ...(providers.data ?? []).map((p) => ({ value: p.id, label: `${p.clientName} (${p.clientId})` })),
  ];
  return (
    <Select
      ref={ref}
      label="OIDC provider for OpenSearch Dashboards"
      description="Sign in to Dashboards through one of the account's OIDC providers"
      data={choices}
      value={value ?? NONE}
      onChange={(next) => onChange(next === null || next === NONE ? null : next)}
      onBlur={onBlur}
      allowDeselect={false}
      disabled={providers.isPending && mayView}
      error={fieldState.error?.message ?? (providers.isError ? 'OIDC providers could not be loaded' : undefined)}
    />
  );
}
