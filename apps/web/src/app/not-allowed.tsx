import { MESSAGES } from '@datadeck/contracts';
import { Text } from '@mantine/core';
import { PageMessage } from '../shared/ui/page-states.tsx';

/** A page the route's access rule refuses to this user (opened by URL: no link leads there). */
export function NotAllowed() {
  return (
    <PageMessage title="Not allowed">
      <Text>{MESSAGES.errors.forbidden}</Text>
    </PageMessage>
  );
}
