/**
 * The pages an allow-list editor goes back to: the API keys tab, or the security tab for its
 * own per-key sub-route (SPEC §2).
 */
export type KeyListLink = {
  to: '/accounts/$accountId/settings/api-keys' | '/accounts/$accountId/settings/security';
  /** The back link's text where the key cannot be shown, e.g. "Back to API keys". */
  label: string;
};

export const API_KEYS_LINK: KeyListLink = { to: '/accounts/$accountId/settings/api-keys', label: 'Back to API keys' };
export const SECURITY_LINK: KeyListLink = {
  to: '/accounts/$accountId/settings/security',
  label: 'Back to security settings',
};
