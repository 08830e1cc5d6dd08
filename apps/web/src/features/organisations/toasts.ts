import { LIMITS } from '@datadeck/contracts';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../shared/api/api-error.ts';

/** A change that went through (MESSAGES.organisations), for 5 s. */
export function showDone(message: string): void {
  notifications.show({ color: 'green', message, autoClose: LIMITS.toastMs });
}

/** The failure's words as the title, the server's reason (or "unreachable") below them. */
export function showFailed(title: string, reason: unknown): void {
  notifications.show({ color: 'red', title, message: errorMessage(reason), autoClose: LIMITS.toastMs });
}
