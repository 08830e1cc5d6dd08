import type { IdentityProvider } from '@datadeck/contracts';

/**
 * What the SSO pages offer about registering a provider (SPEC §2): the create page opens only when
 * the user may edit providers, the account may set SSO up itself (staff's flag) and it has none;
 * an editor of an account without self-service is told to contact support. The server holds the
 * same rule (409).
 */
export type RegistrationOffer = 'register' | 'contactSupport' | 'nothing';

export function registrationOffer({
  mayEdit,
  selfServe,
  providers,
}: {
  mayEdit: boolean;
  selfServe: boolean;
  providers: readonly IdentityProvider[];
}): RegistrationOffer {
  if (!mayEdit || providers.length > 0) return 'nothing';
  return selfServe ? 'register' : 'contactSupport';
}
