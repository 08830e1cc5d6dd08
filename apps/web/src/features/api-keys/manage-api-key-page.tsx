import { getRouteApi } from '@tanstack/react-router';
import { AllowListPage, KeyNotFound } from './allow-list-page.tsx';
import { API_KEYS_LINK, SECURITY_LINK } from '../../shared/api-keys/key-list-link.ts';

const manageRoute = getRouteApi('/console/accounts/$accountId/settings/api-keys/$apiKeyType/manage-api-key');
const securityManageRoute = getRouteApi('/console/accounts/$accountId/settings/security/$apiKeyType/manage-api-key');

/** settings/api-keys/{apiKeyType}/manage-api-key: from the API keys tab, back to it. */
export function ManageApiKeyPage() {
  const { accountId, apiKeyType } = manageRoute.useParams();
  return <AllowListPage accountId={accountId} apiKeyType={apiKeyType} back={API_KEYS_LINK} />;
}

/** settings/security/{apiKeyType}/manage-api-key: the same editor, reached from the security tab. */
export function SecurityManageApiKeyPage() {
  const { accountId, apiKeyType } = securityManageRoute.useParams();
  return <AllowListPage accountId={accountId} apiKeyType={apiKeyType} back={SECURITY_LINK} />;
}

/** The key the URL names is not one of the user's keys (or not a key type at all). */
export const ApiKeyNotFoundFromKeys = () => <KeyNotFound back={API_KEYS_LINK} />;
export const ApiKeyNotFoundFromSecurity = () => <KeyNotFound back={SECURITY_LINK} />;
