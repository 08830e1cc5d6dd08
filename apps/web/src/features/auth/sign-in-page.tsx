import { Container, Paper, Stack, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { redirectTarget } from './redirect-target.ts';
import { SignInSteps } from './sign-in-steps.tsx';

const signInRoute = getRouteApi('/sign-in');

export function SignInPage() {
  const { redirect } = signInRoute.useSearch();
  const navigate = signInRoute.useNavigate();
  return (
    <Container component="main" size={440} py={80}>
      <Paper withBorder shadow="sm" p="xl">
        <Stack gap="lg">
          <Title order={1} size="h2">
            Sign in to Datadeck
          </Title>
          <SignInSteps onSignedIn={() => void navigate({ href: redirectTarget(redirect), replace: true })} />
        </Stack>
      </Paper>
    </Container>
  );
}
