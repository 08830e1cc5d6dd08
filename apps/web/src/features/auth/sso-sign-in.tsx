import { SSO_MESSAGES, ssoServiceStartUrl } from '@datadeck/contracts';
import { Button, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { SsoEmailForm } from './sso-email-form.tsx';
import { ssoServicesQuery } from './sso-api.ts';

/**
 * The other ways in, below the password form, under 'Sign in with SSO': the work e-mail, which
 * finds the identity provider of the person's account, and one link per standard SSO service. Loaded after the
 * page has painted, with the schema its form checks by, so sign-in's first load carries neither.
 * `redirect`: where the page was asked to land, passed on through the provider's round trip.
 *
 * The e-mail form shows at once rather than behind a 'Sign in with SSO' button: a second button
 * whose name begins 'Sign in' beside the password form's would make 'Sign in' ambiguous to
 * whoever finds buttons by name (assistive technology's lists, the e2e suite).
 */
export function SsoSignIn({ redirect }: { redirect: string | undefined }) {
  const services = useQuery(ssoServicesQuery);
  const headingId = useId();

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h5" id={headingId} ta="center" c="dimmed">
        {SSO_MESSAGES.signInWithSso}
      </Title>
      <SsoEmailForm redirect={redirect} />
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
