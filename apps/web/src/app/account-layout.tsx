import { roleHasPermission } from '@datadeck/contracts';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Outlet, useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isApiError } from '../shared/api/api-error.ts';
import { accountQuery } from '../shared/account/account-query.ts';
import { rememberLastAccount } from '../shared/auth/last-account.ts';
import { ButtonLink } from '../shared/ui/router-links.tsx';
import { ErrorState, PageMessage, PageLoader } from '../shared/ui/page-states.tsx';
import { NotAllowed } from './not-allowed.tsx';

const accountRoute = getRouteApi('/console/accounts/$accountId');

/**
 * Loads the account of the route, remembers it as the last one used and enforces the access
 * rule of the page route (its `staticData.permission`) for the user's role on the account.
 */
export function AccountLayout() {
  const { accountId } = accountRoute.useParams();
  const account = useQuery(accountQuery(accountId));
  const permission = useMatches({ select: (matches) => matches.at(-1)?.staticData.permission });

  useEffect(() => {
    if (account.isSuccess) rememberLastAccount(accountId);
  }, [account.isSuccess, accountId]);

  if (account.isPending) return <PageLoader label="Loading account" />;
  // The server answers 404 for an account the user is not linked to, 400 for a malformed id.
  if (isApiError(account.error, 404) || isApiError(account.error, 400)) {
    return (
      <PageMessage title="Account not found">
        <Text>This account does not exist or you are not linked to it.</Text>
        <ButtonLink to="/">Go to your accounts</ButtonLink>
      </PageMessage>
    );
  }
  if (account.isError) return <ErrorState error={account.error} onRetry={() => void account.refetch()} />;
  if (permission !== undefined && !roleHasPermission(account.data.role, permission)) return <NotAllowed />;
  return <Outlet />;
}
