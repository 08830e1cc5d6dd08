import { MFA_MESSAGES } from '@datadeck/contracts';
import { Alert, Stack, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useMe } from '../../shared/auth/session.ts';
import { MfaEnrolment } from './mfa-enrolment.tsx';

/** /missing-mfa: where users set up MFA, and where the console sends them when an account requires it. */
export function MissingMfaPage() {
  const me = useMe();
  const navigate = useNavigate();
  // Whether MFA was already on when the page opened: enrolling here turns it on, and the
  // recovery codes must stay on screen after that.
  const [alreadyOn] = useState(me.mfaEnabled);
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>Multi-factor authentication</Title>
      {me.mfaSetupRequired && (
        <Alert color="yellow" title="Set up multi-factor authentication">
          {MFA_MESSAGES.setupRequired}
        </Alert>
      )}
      {alreadyOn ? (
        <Alert color="green">{MFA_MESSAGES.alreadyEnabled}</Alert>
      ) : (
        <MfaEnrolment onDone={() => void navigate({ to: '/' })} />
      )}
    </Stack>
  );
}
