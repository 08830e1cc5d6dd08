import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../shared/api/api-error.ts';

/** A change that went through, in the spec's words (MESSAGES.ziaGateways); the container closes it after 5 s. */
export function showDone(message: string): void {
  notifications.show({ color: 'green', message });
}

/** A change that failed: the spec's words as the title, the server's reason below. */
export function showFailed(title: string, reason: unknown): void {
  notifications.show({ color: 'red', title, message: errorMessage(reason) });
}
