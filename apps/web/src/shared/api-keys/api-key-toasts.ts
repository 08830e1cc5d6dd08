import { LIMITS } from '@datadeck/contracts';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../api/api-error.ts';

/** Success of a key change, for the 5 s of SPEC §9. */
export function showKeyToast(message: string): void {
  notifications.show({ color: 'green', message, autoClose: LIMITS.apiKeyToastMs });
}

/** A refused or failed change, with the server's reason (e.g. the impersonation refusal). */
export function showKeyFailure(title: string, error: unknown): void {
  notifications.show({
    color: 'red',
    title,
    message: errorMessage(error),
    autoClose: LIMITS.apiKeyToastMs,
  });
}
