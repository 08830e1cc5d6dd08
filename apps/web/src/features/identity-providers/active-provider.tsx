import type { IdentityProvider } from '@datadeck/contracts';
import { Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { useGenerateScimToken } from './api.ts';
import { CustomerSamlInfo } from './customer-saml-info.tsx';
import { RequiredAttributes } from './required-attributes.tsx';
import { ScimSection } from './scim-section.tsx';
import { ServiceProviderInfo, SignInLink } from './service-provider-info.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={4} id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

type ActiveProviderProps = {
  provider: IdentityProvider;
  mayEdit: boolean;
  generation: ReturnType<typeof useGenerateScimToken>;
};

/** SPEC §2 View page of an Active provider: the service provider info, the customer's SAML info, SCIM. */
export function ActiveProvider({ provider, mayEdit, generation }: ActiveProviderProps) {
  return (
    <Stack gap="xl">
      <Section title="Service provider info">
        <ServiceProviderInfo serviceProvider={provider.serviceProvider} />
        <SignInLink signInUrl={provider.serviceProvider.signInUrl} />
      </Section>
      <Section title="Your SAML info">
        <CustomerSamlInfo provider={provider} />
      </Section>
      <Section title="Required SAML attributes">
        <RequiredAttributes />
      </Section>
      <Section title="SCIM 2.0 provisioning">
        <ScimSection provider={provider} mayEdit={mayEdit} generation={generation} />
      </Section>
    </Stack>
  );
}
