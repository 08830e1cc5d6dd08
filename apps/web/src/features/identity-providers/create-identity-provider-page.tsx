import { Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useAccount } from '../../shared/account/account-query.ts';
import { useCan } from '../../shared/auth/use-can.ts';
import { identityProvidersQuery } from './api.ts';
import { BackToList } from './back-to-list.tsx';
import { ContactSupport } from './contact-support.tsx';
import { RegisterIdentityProviderForm } from './register-identity-provider-form.tsx';
import { registrationOffer } from './registration-offer.ts';

const newRoute = getRouteApi('/console/accounts/$accountId/settings/identity-providers/new');

/**
 * settings/identity-providers/new (SPEC §2 Create page). It opens as the form only while the user
 * may edit providers, self-service SSO is on and the account has none; otherwise it says to
 * contact support. Decided as the page opens: the provider it registers must not turn the page
 * into that message on its way to the provider's page.
 */
export function CreateIdentityProviderPage() {
  const { accountId } = newRoute.useParams();
  const providers = useSuspenseQuery(identityProvidersQuery(accountId)).data;
  const account = useAccount(accountId);
  const mayEdit = useCan('EDIT_IDENTITY_PROVIDERS');
  const [offer] = useState(() =>
    registrationOffer({ mayEdit, selfServe: account.features.ssoSelfServeEnabled, providers }),
  );

  return (
    <Stack gap="md">
      <BackToList accountId={accountId} />
      <Title order={3}>Register an identity provider</Title>
      {offer === 'register' ? <RegisterIdentityProviderForm accountId={accountId} /> : <ContactSupport />}
    </Stack>
  );
}
