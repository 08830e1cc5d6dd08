import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../shared/api/api-error.ts';

/** A change that went through, in the words of SPEC §8 (MESSAGES.oidcProviders); 5 s, the app's default. */
export function showDone(message: string): void {
  notifications.show({ color: 'green', message });
}

/** A change that failed: §8's words as the title, the server's reason below them. */
export function showFailed(title: string, reason: unknown): void {
  notifications.show({ color: 'red', title, message: errorMessage(reason) });
}
