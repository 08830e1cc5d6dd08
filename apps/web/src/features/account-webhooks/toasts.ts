import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../shared/api/api-error.ts';

/** A change that went through, in the spec's words (MESSAGES.webhooks). */
export function showDone(message: string): void {
  notifications.show({ color: 'green', message });
}

/** A change that failed: the spec's words as the title where it gives some, the server's reason below. */
export function showFailed(title: string | undefined, reason: unknown): void {
  notifications.show({ color: 'red', title, message: typeof reason === 'string' ? reason : errorMessage(reason) });
}
