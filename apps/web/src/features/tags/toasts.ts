import { type AddedTag, ERRORS_MESSAGES, MESSAGES } from '@datadeck/contracts';
import { notifications } from '@mantine/notifications';
import { isApiError } from '../../shared/api/api-error.ts';

/** SPEC §8: the added toast, with the providers that will not accept the tag listed when any. */
export function showAdded(tag: AddedTag): void {
  notifications.show({
    color: tag.providerWarnings.length > 0 ? 'yellow' : 'green',
    message: [MESSAGES.tags.added(tag.key), ...tag.providerWarnings].join(' '),
  });
}

/** SPEC §8: 'could not be added' with the server's detail messages (or that it was not reached). */
export function showAddFailed(key: string, error: unknown): void {
  const details = isApiError(error) ? error.errors.map((e) => e.message) : [ERRORS_MESSAGES.unreachable];
  notifications.show({ color: 'red', title: MESSAGES.tags.addFailed(key), message: details.join(' ') });
}

export function showDeleted(): void {
  notifications.show({ color: 'green', message: MESSAGES.tags.deleted });
}

export function showDeleteFailed(error: unknown): void {
  notifications.show({
    color: 'red',
    message: isApiError(error) ? error.message : ERRORS_MESSAGES.unreachable,
  });
}
