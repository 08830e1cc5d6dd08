import { SSO_MESSAGES } from '@datadeck/contracts';
import { Alert } from '@mantine/core';

/** SPEC §2: without self-service SSO, support registers the provider. */
export function ContactSupport() {
  return (
    <Alert color="blue" role="note">
      {SSO_MESSAGES.contactSupport}
    </Alert>
  );
}
