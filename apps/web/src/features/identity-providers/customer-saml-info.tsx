import type { IdentityProvider } from '@datadeck/contracts';
import { InfoList } from './info-list.tsx';
import { UtcTime } from './utc-time.tsx';

/** The customer's SAML info (SPEC §2 View page): as registered, and the certificate as the server read it. */
export function CustomerSamlInfo({ provider }: { provider: IdentityProvider }) {
  const { certificate } = provider;
  return (
    <InfoList
      items={[
        { label: 'Issuer', copy: provider.issuer },
        { label: 'Single sign-on URL', copy: provider.authUrl },
        { label: 'Certificate subject', value: certificate.subject },
        { label: 'Certificate issuer', value: certificate.issuer },
        { label: 'Valid from (UTC)', value: <UtcTime iso={certificate.validFrom} /> },
        { label: 'Valid to (UTC)', value: <UtcTime iso={certificate.validTo} /> },
        { label: 'SHA-256 fingerprint', copy: certificate.fingerprintSha256 },
      ]}
    />
  );
}
