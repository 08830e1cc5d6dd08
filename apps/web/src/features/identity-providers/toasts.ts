import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../shared/api/api-error.ts';

/** A change that went through, in SSO_MESSAGES' words; 5 s, the app's default (SPEC §8). */
export function showDone(message: string): void {
  notifications.show({ color: 'green', message });
}

/** A change that failed: the words of SPEC §8 (or ours) as the title, the server's reason below them. */
export function showFailed(title: string, reason: unknown): void {
  notifications.show({ color: 'red', title, message: errorMessage(reason) });
}
