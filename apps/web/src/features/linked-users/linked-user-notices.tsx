import { LINKED_USERS_MESSAGES, type LinkedUsersView } from '@datadeck/contracts';
import { Alert, Stack } from '@mantine/core';

type NoticesProps = { view: LinkedUsersView; impersonating: boolean };

/** What limits changes on this page, said before anything is clicked (SPEC §2, §9). */
export function LinkedUserNotices({ view, impersonating }: NoticesProps) {
  const notices = [
    impersonating && LINKED_USERS_MESSAGES.impersonating,
    view.inactivityRevocation && LINKED_USERS_MESSAGES.twoOwnersWarning,
    view.scimActive && LINKED_USERS_MESSAGES.scimWarning,
  ].filter((text) => text !== false);
  if (notices.length === 0) return null;
  return (
    <Stack gap="xs">
      {notices.map((text) => (
        <Alert key={text} color="yellow" role="note">
          {text}
        </Alert>
      ))}
    </Stack>
  );
}
