import { Text } from '@mantine/core';
import { PageMessage } from '../shared/ui/page-states.tsx';
import { ButtonLink } from '../shared/ui/router-links.tsx';

/** An account the user is not linked to, or no account at all: the server does not say which. */
export function AccountNotFound() {
  return (
    <PageMessage title="Account not found">
      <Text>This account does not exist or you are not linked to it.</Text>
      <ButtonLink to="/">Go to your accounts</ButtonLink>
    </PageMessage>
  );
}
