import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../shared/api/api-error.ts';

/** A change the server made, in the words of SPEC §8. */
export function showSuccess(message: string): void {
  notifications.show({ color: 'green', message });
}

/** A refused or failed change, with the server's reason (the owner rule, impersonation, …). */
export function showFailure(title: string, error: unknown): void {
  notifications.show({ color: 'red', title, message: errorMessage(error) });
}
