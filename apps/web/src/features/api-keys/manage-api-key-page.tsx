import { getRouteApi } from '@tanstack/react-router';
import { AllowListPage } from './allow-list-page.tsx';
import { API_KEYS_LINK, SECURITY_LINK } from './key-list-link.ts';

const manageRoute = getRouteApi('/console/accounts/$accountId/settings/api-keys/$apiKeyType/manage-api-key');
const securityManageRoute = getRouteApi('/console/accounts/$accountId/settings/security/$apiType/manage-api-key');

/** settings/api-keys/{apiKeyType}/manage-api-key: from the API keys tab, back to it. */
export function ManageApiKeyPage() {
  const { accountId, apiKeyType } = manageRoute.useParams();
  return <AllowListPage accountId={accountId} typeParam={apiKeyType} back={API_KEYS_LINK} />;
}

/** settings/security/{apiType}/manage-api-key: the same editor, reached from the security tab. */
export function SecurityManageApiKeyPage() {
  const { accountId, apiType } = securityManageRoute.useParams();
  return <AllowListPage accountId={accountId} typeParam={apiType} back={SECURITY_LINK} />;
}
