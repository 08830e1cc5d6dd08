import { MESSAGES } from '@datadeck/contracts';
import { Text } from '@mantine/core';
import { PageMessage } from '../../shared/ui/page-states.tsx';
import { ButtonLink } from '../../shared/ui/router-links.tsx';

/** An organisation that does not exist, or that the user does not own: the server does not say which. */
export function OrganisationNotFound() {
  return (
    <PageMessage title={MESSAGES.organisations.notFound}>
      <Text>This organization does not exist or you are not one of its owners.</Text>
      <ButtonLink to="/">Go to your accounts</ButtonLink>
    </PageMessage>
  );
}
