import { Container, Paper, Stack, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { redirectTarget } from './redirect-target.ts';
import { SignInSteps } from './sign-in-steps.tsx';
import { useSsoRefusalText } from './sso-refusal.ts';

const signInRoute = getRouteApi('/sign-in');

// After the first paint: its form's schema brings zod, and the password form is what most use.
const SsoSignIn = lazy(() => import('./sso-sign-in.tsx').then((module) => ({ default: module.SsoSignIn })));

export function SignInPage() {
  const { redirect, ssoError } = signInRoute.useSearch();
  const refusal = useSsoRefusalText(ssoError);
  const navigate = signInRoute.useNavigate();
  return (
    <Container component="main" size={440} py={80}>
      <Paper withBorder shadow="sm" p="xl">
        <Stack gap="lg">
          <Title order={1} size="h2">
            Sign in to Datadeck
          </Title>
          <SignInSteps
            onSignedIn={() => void navigate({ href: redirectTarget(redirect), replace: true })}
            alert={refusal}
            otherWays={
              <Suspense fallback={null}>
                <SsoSignIn redirect={redirect === undefined ? undefined : redirectTarget(redirect)} />
              </Suspense>
            }
          />
        </Stack>
      </Paper>
    </Container>
  );
}
