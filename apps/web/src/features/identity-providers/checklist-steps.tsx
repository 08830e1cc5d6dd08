import { type IdentityProvider, SSO_MESSAGES } from '@datadeck/contracts';
import { List, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/List.layer.css';
import type { ReactNode } from 'react';
import type { useGenerateScimToken } from './api.ts';
import { RequiredAttributes } from './required-attributes.tsx';
import { ScimSection } from './scim-section.tsx';
import { ServiceProviderInfo, SignInLink } from './service-provider-info.tsx';

const M = SSO_MESSAGES.checklist;

type StepProps = {
  provider: IdentityProvider;
  mayEdit: boolean;
  generation: ReturnType<typeof useGenerateScimToken>;
};

/** One step's content under its heading (the step's name, as on the stepper). */
function StepContent({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={4}>{title}</Title>
      {children}
    </Stack>
  );
}

/**
 * What each of the four steps (IDENTITY_PROVIDER_STEPS, by index) asks of the identity
 * provider's administrator: what to enter there, SCIM, what to check, and who activates it.
 */
export function checklistStep(step: number, { provider, mayEdit, generation }: StepProps): ReactNode {
  switch (step) {
    case 0:
      return (
        <StepContent title="SAML 2.0">
          <Text size="sm">{M.saml}</Text>
          <ServiceProviderInfo serviceProvider={provider.serviceProvider} />
          <RequiredAttributes />
        </StepContent>
      );
    case 1:
      return (
        <StepContent title="SCIM 2.0">
          <Text size="sm">{M.scim}</Text>
          <ScimSection provider={provider} mayEdit={mayEdit} generation={generation} />
        </StepContent>
      );
    case 2:
      return (
        <StepContent title="Test">
          <List size="sm">
            {M.test.map((check) => (
              <List.Item key={check}>{check}</List.Item>
            ))}
          </List>
          <Text size="sm">{M.testSignIn}</Text>
          <SignInLink signInUrl={provider.serviceProvider.signInUrl} />
        </StepContent>
      );
    default:
      return (
        <StepContent title="Finalize">
          <Text size="sm">{M.finalize}</Text>
        </StepContent>
      );
  }
}
