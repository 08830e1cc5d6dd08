import { Container, Text } from '@mantine/core';
import { ButtonLink } from '../shared/ui/router-links.tsx';
import { PageMessage } from '../shared/ui/page-states.tsx';

/** Any unknown address; shown outside the console shell, so it is its own main landmark. */
export function NotFoundPage() {
  return (
    <Container component="main" size="sm" py="xl">
      <PageMessage title="Page not found">
        <Text>There is nothing at this address.</Text>
        <ButtonLink to="/">Go to the console</ButtonLink>
      </PageMessage>
    </Container>
  );
}
