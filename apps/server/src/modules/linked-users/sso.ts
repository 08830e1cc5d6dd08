import { PASSWORD_SIGN_IN, type LinkedUser } from '@datadeck/contracts';

/**
 * What single sign-on decides about an account's people. SSO (custom identity providers, SCIM
 * provisioning) arrives with its own issue; until then everyone signs in with a password and
 * nothing provisions users. This is the one place SSO changes: how each person signs in, and
 * whether SCIM manages the account's users.
 */
export type SignInFacts = Pick<LinkedUser, 'signInType' | 'isLinkedToActiveCustomIdp' | 'isExemptedFromCustomIdpSso'>;

const PASSWORD_ONLY: SignInFacts = {
  signInType: PASSWORD_SIGN_IN,
  isLinkedToActiveCustomIdp: false,
  isExemptedFromCustomIdpSso: false,
};

export function signInFactsOf(_userId: string): SignInFacts {
  return PASSWORD_ONLY;
}

export function scimActiveOn(_accountId: string): boolean {
  return false;
}
