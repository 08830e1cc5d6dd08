import type { Organisation, UpdateOrganisationBody } from '@datadeck/contracts';
import { api } from '../../shared/api/api-routes.ts';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/client.ts';
import { accountAdminKeys, organisationKeys } from '../../shared/api/query-keys.ts';

/** An organisation with its contacts and accounts, for its owners (both of its pages read it). */
export const organisationQuery = (organisationId: string) =>
  queryOptions({
    queryKey: organisationKeys.detail(organisationId),
    queryFn: ({ signal }) => apiRequest(api.organisations.get, { params: { organisationId }, signal }),
  });

/**
 * Every change answers the organisation as stored: it goes into the cache at once. The accounts
 * it touches show their organisation on their Details tab, so those are read again.
 */
function settle(queryClient: QueryClient, organisation: Organisation, accountIds: readonly string[]) {
  queryClient.setQueryData(organisationKeys.detail(organisation.id), organisation);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: organisationKeys.list() }),
    ...accountIds.map((accountId) => queryClient.invalidateQueries({ queryKey: accountAdminKeys.details(accountId) })),
  ]);
}

/** /accounts/{accountId}/new-organization: the account becomes the new organisation's first. */
export function useCreateOrganisation(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string }) =>
      apiRequest(api.accountDetails.createOrganisation, { params: { accountId }, body }),
    onSuccess: (organisation) => settle(queryClient, organisation, [accountId]),
  });
}

/** The Organization Details page: name, contacts, billing sync; every account shows the contacts. */
export function useUpdateOrganisation(organisationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOrganisationBody) =>
      apiRequest(api.organisations.update, { params: { organisationId }, body }),
    onSuccess: (organisation) =>
      settle(
        queryClient,
        organisation,
        organisation.accounts.map((account) => account.id),
      ),
  });
}

export function useLinkAccount(organisationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) =>
      apiRequest(api.organisations.linkAccount, { params: { organisationId }, body: { accountId } }),
    onSuccess: (organisation, accountId) => settle(queryClient, organisation, [accountId]),
  });
}

export function useUnlinkAccount(organisationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) =>
      apiRequest(api.organisations.unlinkAccount, { params: { organisationId, accountId } }),
    onSuccess: (organisation, accountId) => settle(queryClient, organisation, [accountId]),
  });
}
