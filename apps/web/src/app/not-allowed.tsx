import { ERRORS_MESSAGES } from '@datadeck/contracts';
import { Text } from '@mantine/core';
import { PageMessage } from '../shared/ui/page-states.tsx';

/** A page the route's access rule refuses to this user (opened by URL: no link leads there). */
export function NotAllowed() {
  return (
    <PageMessage title="Not allowed">
      <Text>{ERRORS_MESSAGES.forbidden}</Text>
    </PageMessage>
  );
}
