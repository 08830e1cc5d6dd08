import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../shared/api/api-error.ts';

/** A change that went through, in the spec's words (MESSAGES.encryptionKeys). */
export function showDone(message: string): void {
  notifications.show({ color: 'green', message });
}

/** A failure: the spec's words as the title, the server's reason (or the given text) below. */
export function showFailed(title: string | undefined, reason: unknown): void {
  notifications.show({ color: 'red', title, message: typeof reason === 'string' ? reason : errorMessage(reason) });
}
