import type { LinkedAccount } from '@datadeck/contracts';

const STORAGE_KEY = 'datadeck.lastAccountId';

/** Storage can be unavailable (private mode, blocked cookies); remembering is only a convenience. */
export function rememberLastAccount(accountId: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, accountId);
  } catch {
    // Nothing to do: the first linked account is the fallback.
  }
}

function lastAccountId(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The account to open on arrival: the last one used if still linked, else the first linked one. */
export function landingAccountId(accounts: readonly LinkedAccount[]): string | undefined {
  const last = lastAccountId();
  return (accounts.find((account) => account.id === last) ?? accounts[0])?.id;
}
