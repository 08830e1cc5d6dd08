import { Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { staffMessagesQuery } from './api.ts';
import { MessageForm } from './message-form.tsx';
import { MessageList } from './message-list.tsx';

/** Staff > Messages of the day: announce on landing pages, to every account or one, and withdraw. */
export function MessagesPage() {
  const messages = useSuspenseQuery(staffMessagesQuery);
  return (
    <Stack gap="lg">
      <Title order={2}>Messages of the day</Title>
      <MessageForm />
      <Stack gap="sm" component="section" aria-label="All messages">
        <Title order={3}>All messages</Title>
        <MessageList messages={messages.data.messages} now={messages.dataUpdatedAt} />
      </Stack>
    </Stack>
  );
}
