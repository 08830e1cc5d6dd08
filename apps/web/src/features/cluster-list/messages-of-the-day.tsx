import type { MessageOfTheDay } from '@datadeck/contracts';
import { Alert, Stack, type MantineColor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { InfoIcon, WarningIcon } from '../../shared/ui/icons.tsx';
import { messagesOfTheDayQuery } from './api.ts';

const SEVERITY_COLORS: Readonly<Record<MessageOfTheDay['severity'], MantineColor>> = {
  info: 'blue',
  warning: 'yellow',
  critical: 'red',
};

/** Announcements at the top of the landing page; if they cannot be loaded, the page goes on without. */
export function MessagesOfTheDay({ accountId }: { accountId: string }) {
  const { data } = useQuery(messagesOfTheDayQuery(accountId));
  if (!data || data.messages.length === 0) return null;
  return (
    <Stack gap="xs" aria-label="Messages of the day" component="section">
      {data.messages.map(({ id, message, severity }) => (
        <Alert
          key={id}
          color={SEVERITY_COLORS[severity]}
          icon={severity === 'info' ? <InfoIcon /> : <WarningIcon />}
          // Only a critical message interrupts a screen reader; the others are read in page order.
          role={severity === 'critical' ? 'alert' : 'note'}
        >
          {message}
        </Alert>
      ))}
    </Stack>
  );
}
