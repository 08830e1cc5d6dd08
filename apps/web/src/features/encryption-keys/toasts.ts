import { notifications } from '@mantine/notifications';

// Toasts carry one line, without a title: a toast's description under a title is grey text that
// fails WCAG AA contrast.

/** A change that went through, in the spec's words (MESSAGES.encryptionKeys). */
export function showDone(message: string): void {
  notifications.show({ color: 'green', message });
}

/** A failure, in the spec's (or the console's) words; the details are shown where they apply. */
export function showFailed(message: string): void {
  notifications.show({ color: 'red', message });
}
