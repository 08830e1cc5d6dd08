import { Navigate } from '@tanstack/react-router';
import { NoAccountsPage } from '../features/accounts/no-accounts-page.tsx';
import { landingAccountId } from '../shared/auth/last-account.ts';
import { useMe } from '../shared/auth/session.ts';

/** `/` opens the last-used account (or the first linked one); staff without accounts learn why. */
export function HomeRedirect() {
  const me = useMe();
  const accountId = landingAccountId(me.accounts);
  if (accountId === undefined) return <NoAccountsPage />;
  return <Navigate to="/accounts/$accountId" params={{ accountId }} replace />;
}
