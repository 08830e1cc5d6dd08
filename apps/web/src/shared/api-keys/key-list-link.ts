/**
 * The pages an allow-list editor goes back to: the API keys tab, the security tab for its own
 * per-key sub-route, or the Service Users tab for a service user's key (SPEC §2).
 */
export type KeyListLink = {
  to:
    | '/accounts/$accountId/settings/api-keys'
    | '/accounts/$accountId/settings/security'
    | '/accounts/$accountId/settings/service-users';
  /** The back link's text where the key cannot be shown, e.g. "Back to API keys". */
  label: string;
};

export const API_KEYS_LINK: KeyListLink = { to: '/accounts/$accountId/settings/api-keys', label: 'Back to API keys' };
export const SECURITY_LINK: KeyListLink = {
  to: '/accounts/$accountId/settings/security',
  label: 'Back to security settings',
};
export const SERVICE_USERS_LINK: KeyListLink = {
  to: '/accounts/$accountId/settings/service-users',
  label: 'Back to service users',
};
