import { activeClustersText, canDeleteOidcProvider, MESSAGES, type OidcProvider } from '@datadeck/contracts';
import { Group, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { errorMessage } from '../../shared/api/api-error.ts';
import { useCan } from '../../shared/auth/use-can.ts';
import { useChangeRefusal } from '../../shared/auth/use-change-refusal.ts';
import type { Column, RowAction } from '../../shared/table/columns.ts';
import { DataTable } from '../../shared/table/data-table.tsx';
import { ConfirmModal } from '../../shared/ui/confirm-modal.tsx';
import { RefusableButton } from '../../shared/ui/refusable-button.tsx';
import { ButtonLink } from '../../shared/ui/router-links.tsx';
import { oidcProvidersQuery, useDeleteOidcProvider } from './api.ts';
import { showDone } from './toasts.ts';

const summaryRoute = getRouteApi('/console/accounts/$accountId/cluster-resources/oidc-providers/summary');
const M = MESSAGES.oidcProviders;

const COLUMNS: readonly Column<OidcProvider>[] = [
  { key: 'id', header: 'OIDC Id', cell: (p) => p.id, cellStyle: { wordBreak: 'break-all' } },
  { key: 'clientId', header: 'Client Id', cell: (p) => p.clientId, rowHeader: true },
  { key: 'clientName', header: 'Client Name', cell: (p) => p.clientName },
  { key: 'clientUrl', header: 'Client URL', cell: (p) => p.clientUrl, cellStyle: { overflowWrap: 'anywhere' } },
  { key: 'clusters', header: 'Active Clusters', cell: activeClustersText },
];

/** cluster-resources/oidc-providers/summary (SPEC §2): the providers, with Edit and, when unused, Delete. */
export function OidcProviderListPage() {
  const { accountId } = summaryRoute.useParams();
  const providers = useSuspenseQuery(oidcProvidersQuery(accountId)).data;
  const mayEdit = useCan('EDIT_OIDC_PROVIDERS');
  // Shown to those who may edit; refused (maintenance) with the reason on the buttons.
  const refusal = useChangeRefusal('EDIT_OIDC_PROVIDERS');
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<OidcProvider | null>(null);
  const remove = useDeleteOidcProvider(accountId);

  const actions: RowAction<OidcProvider>[] = mayEdit
    ? [
        {
          label: 'Edit',
          name: (p) => `Edit ${p.clientName}`,
          onAction: (p) =>
            void navigate({
              to: '/accounts/$accountId/cluster-resources/oidc-providers/$oidcId',
              params: { accountId, oidcId: p.id },
            }),
          refusal,
        },
        {
          label: 'Delete',
          name: (p) => `Delete ${p.clientName}`,
          onAction: (p) => {
            remove.reset();
            setDeleting(p);
          },
          // Clusters sign in through a provider in use (SPEC §2): only an unused one can go.
          shownFor: canDeleteOidcProvider,
          destructive: true,
          refusal,
        },
      ]
    : [];

  const confirmDelete = (provider: OidcProvider) =>
    remove.mutate(provider.id, {
      onSuccess: () => {
        showDone(M.deleted(provider.clientName));
        setDeleting(null);
      },
    });

  return (
    <>
      {mayEdit && (
        <Group justify="flex-end">
          {refusal === null ? (
            <ButtonLink to="/accounts/$accountId/cluster-resources/oidc-providers/new" params={{ accountId }}>
              {M.addButton}
            </ButtonLink>
          ) : (
            <RefusableButton refusal={refusal}>{M.addButton}</RefusableButton>
          )}
        </Group>
      )}
      <DataTable
        caption="OIDC providers of this account"
        columns={COLUMNS}
        rows={providers}
        rowKey={(p) => p.id}
        empty={<Text>{M.empty}</Text>}
        minWidth={760}
        {...(actions.length > 0 ? { actions } : {})}
      />
      {deleting !== null && (
        <ConfirmModal
          opened
          title="Delete OIDC Provider"
          message={M.confirmDelete(deleting.clientName)}
          confirmLabel="Delete"
          destructive
          loading={remove.isPending}
          error={
            remove.isError ? { title: M.deleteFailed(deleting.clientName), message: errorMessage(remove.error) } : null
          }
          onConfirm={() => confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </>
  );
}
