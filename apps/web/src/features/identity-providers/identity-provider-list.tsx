import { type IdentityProvider, SSO_MESSAGES } from '@datadeck/contracts';
import { Group, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useAccount } from '../../shared/account/account-query.ts';
import { useCan } from '../../shared/auth/use-can.ts';
import { useMaintenanceRefusal } from '../../shared/auth/use-change-refusal.ts';
import type { Column } from '../../shared/table/columns.ts';
import { DataTable } from '../../shared/table/data-table.tsx';
import { RefusableButton } from '../../shared/ui/refusable-button.tsx';
import { AnchorLink, ButtonLink } from '../../shared/ui/router-links.tsx';
import { identityProvidersQuery } from './api.ts';
import { ContactSupport } from './contact-support.tsx';
import { ProviderStatus } from './provider-status.tsx';
import { registrationOffer } from './registration-offer.ts';
import { UtcTime } from './utc-time.tsx';

const listRoute = getRouteApi('/console/accounts/$accountId/settings/identity-providers/');

const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

/** SPEC §2 table; its action opens the provider's page, so it is a link. */
const providerColumns = (accountId: string): readonly Column<IdentityProvider>[] => [
  { key: 'name', header: 'Name', cell: (p) => p.displayName, rowHeader: true },
  { key: 'issuer', header: 'Issuer', cell: (p) => p.issuer, cellStyle: wrapAnywhere },
  { key: 'authUrl', header: 'Authorization Endpoint', cell: (p) => p.authUrl, cellStyle: wrapAnywhere },
  { key: 'status', header: 'Status', cell: (p) => <ProviderStatus enabled={p.enabled} /> },
  { key: 'lastModified', header: 'Last Modified UTC', cell: (p) => <UtcTime iso={p.lastModified} /> },
  {
    key: 'actions',
    header: 'Actions',
    cell: (p) => (
      <AnchorLink
        to="/accounts/$accountId/settings/identity-providers/$idpId"
        params={{ accountId, idpId: p.idpId }}
        aria-label={`View SAML info of ${p.displayName}`}
      >
        View SAML info
      </AnchorLink>
    ),
  },
];

/** settings/identity-providers (SPEC §2): the providers, and the way to register one when it may be. */
export function IdentityProviderListPage() {
  const { accountId } = listRoute.useParams();
  const providers = useSuspenseQuery(identityProvidersQuery(accountId)).data;
  const account = useAccount(accountId);
  const mayEdit = useCan('EDIT_IDENTITY_PROVIDERS');
  const offer = registrationOffer({ mayEdit, selfServe: account.features.ssoSelfServeEnabled, providers });
  const held = useMaintenanceRefusal();

  return (
    <>
      {offer === 'register' && (
        <Group justify="flex-end">
          {held === null ? (
            <ButtonLink to="/accounts/$accountId/settings/identity-providers/new" params={{ accountId }}>
              Register identity provider
            </ButtonLink>
          ) : (
            <RefusableButton refusal={held}>Register identity provider</RefusableButton>
          )}
        </Group>
      )}
      {offer === 'contactSupport' && <ContactSupport />}
      <DataTable
        caption="Identity providers of this account"
        columns={providerColumns(accountId)}
        rows={providers}
        rowKey={(p) => p.idpId}
        empty={<Text>{SSO_MESSAGES.providersEmpty}</Text>}
        minWidth={820}
      />
    </>
  );
}
