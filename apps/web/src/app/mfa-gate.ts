import type { Me } from '@datadeck/contracts';

export const MISSING_MFA_PATH = '/missing-mfa';

/**
 * An account of the user requires MFA they have not set up: every console page but the set-up
 * page waits until it is (the server refuses account calls meanwhile, 403 MFA_SETUP_REQUIRED).
 */
export function mustSetUpMfa(me: Me, pathname: string): boolean {
  return me.mfaSetupRequired && pathname !== MISSING_MFA_PATH;
}
