import { SSO_MESSAGES, ssoServiceStartUrl } from '@datadeck/contracts';
import { Button, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { SsoEmailForm } from './sso-email-form.tsx';
import { ssoServicesQuery } from './sso-api.ts';

/**
 * The other ways in, below the password form: 'Sign in with SSO' (an account's own identity
 * provider, found by the work e-mail) and one link per standard SSO service. Loaded after the
 * page has painted, with the schema its form checks by, so sign-in's first load carries neither.
 * `redirect`: where the page was asked to land, passed on to the provider's round trip.
 */
export function SsoSignIn({ redirect }: { redirect: string | undefined }) {
  const services = useQuery(ssoServicesQuery);
  const [asking, setAsking] = useState(false);
  const headingId = useId();
  const formId = useId();

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h5" id={headingId} ta="center" c="dimmed">
        {SSO_MESSAGES.ssoSection}
      </Title>
      <Button
        variant="default"
        fullWidth
        aria-expanded={asking}
        aria-controls={formId}
        onClick={() => setAsking(!asking)}
      >
        {SSO_MESSAGES.signInWithSso}
      </Button>
      {asking && <SsoEmailForm id={formId} redirect={redirect} />}
      {/* Plain links: the sign-in begins with a full page load of the server's start address. */}
      {services.data?.map((service) => (
        <Button
          key={service.name}
          component="a"
          href={ssoServiceStartUrl(service.name, redirect === undefined ? {} : { redirect })}
          variant="default"
          fullWidth
        >
          {SSO_MESSAGES.signInWith(service.displayName)}
        </Button>
      ))}
    </Stack>
  );
}
