import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../shared/api/api-error.ts';

/** A change that went through, in the words of SPEC §9 (MESSAGES.serviceUsers). */
export function showDone(message: string): void {
  notifications.show({ color: 'green', message });
}

/**
 * A change that failed: the spec's words as the title, below them the server's reason, or the
 * contracts' rule that stopped it before anything was sent.
 */
export function showFailed(title: string, reason: unknown): void {
  notifications.show({ color: 'red', title, message: typeof reason === 'string' ? reason : errorMessage(reason) });
}
