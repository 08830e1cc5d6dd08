import type { IdentityProvider } from '@datadeck/contracts';
import { InfoList } from './info-list.tsx';

/**
 * What the identity provider's administrator enters there (SPEC §2 View page): the console as the
 * SAML service provider of this provider, and its metadata to import instead.
 */
export function ServiceProviderInfo({ serviceProvider }: { serviceProvider: IdentityProvider['serviceProvider'] }) {
  return (
    <InfoList
      items={[
        { label: 'Assertion Consumer Service URL', copy: serviceProvider.assertionConsumerServiceUrl },
        { label: 'Audience URI', copy: serviceProvider.audienceUri },
        { label: 'RelayState', copy: serviceProvider.relayState },
        { label: 'Service provider metadata URL', copy: serviceProvider.metadataUrl },
      ]}
    />
  );
}

/** The link that starts a sign-in from the console's side (SP-initiated), to follow or to copy. */
export function SignInLink({ signInUrl }: { signInUrl: string }) {
  return (
    <InfoList
      items={[
        {
          label: 'Single sign-on link',
          value: <a href={signInUrl}>{signInUrl}</a>,
          copy: signInUrl,
        },
      ]}
    />
  );
}
