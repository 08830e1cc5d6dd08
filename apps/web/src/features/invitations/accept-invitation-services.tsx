import { SSO_MESSAGES, type SsoService, ssoServiceStartUrl } from '@datadeck/contracts';
import { Button, Stack, Text } from '@mantine/core';

type AcceptWithServicesProps = { token: string; services: readonly SsoService[] };

/**
 * One way more to accept per standard SSO service the invitation allows: the service vouches for
 * the invited address, and the person signs in with it from then on. Plain links, as the
 * acceptance begins with a full page load of the server's start address.
 */
export function AcceptWithServices({ token, services }: AcceptWithServicesProps) {
  if (services.length === 0) return null;
  return (
    <Stack gap="sm">
      <Text>{SSO_MESSAGES.acceptWithService}</Text>
      {services.map((service) => (
        <Button
          key={service.name}
          component="a"
          href={ssoServiceStartUrl(service.name, { invitation: token })}
          variant="default"
          fullWidth
        >
          {SSO_MESSAGES.acceptWith(service.displayName)}
        </Button>
      ))}
    </Stack>
  );
}
