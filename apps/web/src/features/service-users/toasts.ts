import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../shared/api/api-error.ts';

/** A change that went through, in the words of SPEC §9 (MESSAGES.serviceUsers). */
export function showDone(message: string): void {
  notifications.show({ color: 'green', message });
}

/** A change that failed: the spec's words as the title, the server's reason below. */
export function showFailed(title: string, error: unknown): void {
  notifications.show({ color: 'red', title, message: errorMessage(error) });
}
