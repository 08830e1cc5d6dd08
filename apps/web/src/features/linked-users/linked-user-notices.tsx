import { MESSAGES, type LinkedUsersView } from '@datadeck/contracts';
import { Alert, Stack } from '@mantine/core';

type NoticesProps = { view: LinkedUsersView; impersonating: boolean };

/** What limits changes on this page, said before anything is clicked (SPEC §2, §9). */
export function LinkedUserNotices({ view, impersonating }: NoticesProps) {
  const notices = [
    impersonating && MESSAGES.linkedUsers.impersonating,
    view.inactivityRevocation && MESSAGES.linkedUsers.twoOwnersWarning,
    view.scimActive && MESSAGES.linkedUsers.scimWarning,
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
