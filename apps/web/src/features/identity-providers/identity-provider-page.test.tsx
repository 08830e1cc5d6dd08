import { REQUIRED_SAML_ATTRIBUTES, SSO_MESSAGES } from '@datadeck/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render.tsx';
import {
  IDP_ID,
  identityProvider,
  providerPage,
  SCIM_TOKEN,
  serveIdentityProviders,
  ssoTab,
} from './identity-providers-test-kit.ts';

const M = SSO_MESSAGES;

beforeAll(() =>
  Promise.all([
    import('./identity-providers-tab.tsx'),
    import('./identity-provider-page.tsx'),
    import('./identity-provider-not-found.tsx'),
  ]),
);

const stepButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^Step \\d of 4: ${name}$`) });
const stepHeading = (name: string) => screen.findByRole('heading', { level: 4, name });

describe('an Active provider’s page (SPEC §2 View page)', () => {
  it('shows the service provider info to copy, the customer’s SAML info and the required attributes', async () => {
    const user = userEvent.setup();
    const provider = identityProvider({ enabled: true });
    serveIdentityProviders({ providers: [provider] });
    renderApp(providerPage(IDP_ID));

    const sp = await screen.findByRole('region', { name: 'Service provider info' });
    const { serviceProvider } = provider;
    expect(within(sp).getByText(serviceProvider.assertionConsumerServiceUrl)).toBeVisible();
    expect(within(sp).getByText(serviceProvider.audienceUri)).toBeVisible();
    expect(within(sp).getByText(serviceProvider.relayState)).toBeVisible();
    expect(within(sp).getByText(serviceProvider.metadataUrl)).toBeVisible();
    expect(within(sp).getByRole('link', { name: serviceProvider.signInUrl })).toHaveAttribute(
      'href',
      serviceProvider.signInUrl,
    );
    await user.click(within(sp).getByRole('button', { name: 'Copy Assertion Consumer Service URL' }));
    expect(within(sp).getByRole('button', { name: 'Assertion Consumer Service URL copied' })).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(serviceProvider.assertionConsumerServiceUrl);

    const saml = screen.getByRole('region', { name: 'Your SAML info' });
    expect(within(saml).getByText(provider.issuer)).toBeVisible();
    expect(within(saml).getByText(provider.authUrl)).toBeVisible();
    expect(within(saml).getByText(provider.certificate.subject)).toBeVisible();
    expect(within(saml).getByText(provider.certificate.issuer)).toBeVisible();
    expect(within(saml).getByText(provider.certificate.fingerprintSha256)).toBeVisible();

    const attributes = screen.getByRole('region', { name: 'Required SAML attributes' });
    expect(
      within(attributes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...REQUIRED_SAML_ATTRIBUTES]);
    expect(screen.getByText('Active')).toBeVisible();
    // No checklist once Active.
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('generates a SCIM token after confirming that the current one stops working, and shows it once', async () => {
    const user = userEvent.setup();
    const calls = serveIdentityProviders({
      providers: [
        identityProvider({
          enabled: true,
          scim: { baseUrl: 'https://console.example.com/scim/v2', tokenCreatedAt: '2030-02-01T08:00:00.000Z' },
        }),
      ],
    });
    renderApp(providerPage(IDP_ID));
    const scim = await screen.findByRole('region', { name: 'SCIM 2.0 provisioning' });
    expect(within(scim).getByText(/^The current SCIM token was generated on/)).toBeVisible();

    await user.click(within(scim).getByRole('button', { name: 'Generate SCIM token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate a new SCIM token' });
    expect(within(dialog).getByText(M.confirmScimToken)).toBeVisible();
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Generate SCIM token' }));

    expect(await within(scim).findByText(SCIM_TOKEN)).toBeVisible();
    expect(within(scim).getByText(M.scimTokenShownOnce)).toBeVisible();
    expect(await screen.findByText(M.scimTokenGenerated)).toBeVisible();
    expect(calls).toEqual([{ call: 'scimToken', idpId: IDP_ID }]);
    await user.click(within(scim).getByRole('button', { name: 'Copy SCIM token' }));
    expect(await navigator.clipboard.readText()).toBe(SCIM_TOKEN);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('an inactive provider’s checklist (SPEC §4)', () => {
  it('opens at the saved step and saves every change of step', async () => {
    const calls = serveIdentityProviders({ providers: [identityProvider({ integrationProgress: 1 })] });
    renderApp(providerPage(IDP_ID));

    expect(await stepHeading('SCIM 2.0')).toBeVisible();
    expect(stepButton('SCIM 2.0')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Inactive')).toBeVisible();
    expect(screen.getByText('https://console.example.com/scim/v2')).toBeVisible();
    expect(screen.getByText(M.scimTokenNone)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await stepHeading('Test')).toBeVisible();
    expect(screen.getByRole('link', { name: identityProvider().serviceProvider.signInUrl })).toBeVisible();
    await waitFor(() => expect(calls).toEqual([{ call: 'progress', idpId: IDP_ID, body: { progress: 2 } }]));
    expect(await screen.findByText(M.progressSaved)).toBeVisible();

    await userEvent.click(stepButton('SAML 2.0'));
    expect(await stepHeading('SAML 2.0')).toBeVisible();
    expect(screen.getByText(identityProvider().serviceProvider.assertionConsumerServiceUrl)).toBeVisible();
    await waitFor(() => expect(calls.at(-1)).toEqual({ call: 'progress', idpId: IDP_ID, body: { progress: 0 } }));
  });

  it('says when a step could not be saved', async () => {
    serveIdentityProviders({
      providers: [identityProvider({ integrationProgress: 3 })],
      refuse: () => failure(500, 'INTERNAL', 'The database is away'),
    });
    renderApp(providerPage(IDP_ID));
    expect(await stepHeading('Finalize')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText(M.progressFailed)).toBeVisible();
    expect(screen.getByText('The database is away')).toBeVisible();
  });

  it('generates the first SCIM token at the SCIM step without asking, and keeps it shown across steps', async () => {
    const calls = serveIdentityProviders({ providers: [identityProvider({ integrationProgress: 1 })] });
    renderApp(providerPage(IDP_ID));
    await stepHeading('SCIM 2.0');
    await userEvent.click(screen.getByRole('button', { name: 'Generate SCIM token' }));
    expect(await screen.findByText(SCIM_TOKEN)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([{ call: 'scimToken', idpId: IDP_ID }]);

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Test');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText(SCIM_TOKEN)).toBeVisible();
  });
});

describe('an id of no provider', () => {
  it('is the page’s "not found", with the way back to the list', async () => {
    serveIdentityProviders({ providers: [] });
    renderApp(providerPage(IDP_ID));
    expect(await screen.findByText(M.providerNotFound)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to identity providers' })).toHaveAttribute('href', ssoTab);
  });
});
