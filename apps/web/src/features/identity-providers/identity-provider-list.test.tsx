import { MESSAGES, SSO_MESSAGES } from '@datadeck/contracts';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { identityProvider, providerPage, serveIdentityProviders, ssoTab } from './identity-providers-test-kit.ts';

const table = () => screen.findByRole('table', { name: 'Identity providers of this account' });
const registerLink = () => screen.queryByRole('link', { name: 'Register identity provider' });

// The lazy pages are compiled on their first import: done here, so no test waits on the compiler.
beforeAll(() => Promise.all([import('./identity-providers-tab.tsx'), import('./identity-provider-list.tsx')]));

describe('the SSO tab (SPEC §2 identity providers)', () => {
  it('lists each provider with its issuer, endpoint, status and last change in UTC, and links its SAML info', async () => {
    const provider = identityProvider({ enabled: true, lastModified: '2030-03-04T23:30:00.000Z' });
    serveIdentityProviders({ providers: [provider] });
    renderApp(ssoTab);

    const row = within(await table())
      .getByRole('rowheader', { name: provider.displayName })
      .closest('tr') as HTMLElement;
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      provider.issuer,
      provider.authUrl,
      'Active',
      // The instant as UTC reads it, whatever the browser's own time zone.
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
        new Date(provider.lastModified),
      ),
      'View SAML info',
    ]);
    expect(within(row).getByText(/^Mar 4, 2030/)).toHaveAttribute('datetime', provider.lastModified);
    expect(within(row).getByRole('link', { name: `View SAML info of ${provider.displayName}` })).toHaveAttribute(
      'href',
      providerPage(provider.idpId),
    );
    expect(screen.getByRole('tab', { name: 'SSO' })).toHaveAttribute('aria-selected', 'true');
    // One provider per account: nothing more to register, and nothing to ask support for.
    expect(registerLink()).toBeNull();
    expect(screen.queryByText(SSO_MESSAGES.contactSupport)).toBeNull();
  });

  it('says Inactive for a provider staff have not made Active', async () => {
    serveIdentityProviders({ providers: [identityProvider({ enabled: false })] });
    renderApp(ssoTab);
    expect(within(await table()).getByText('Inactive')).toBeVisible();
  });

  it('offers an owner of a self-service account without a provider to register one', async () => {
    serveIdentityProviders({ selfServe: true });
    renderApp(ssoTab);
    expect(await screen.findByText(SSO_MESSAGES.providersEmpty)).toBeVisible();
    expect(registerLink()).toHaveAttribute('href', `${ssoTab}/new`);
    expect(screen.queryByText(SSO_MESSAGES.contactSupport)).toBeNull();
  });

  it('tells an owner of an account without self-service to contact support instead', async () => {
    serveIdentityProviders({ selfServe: false });
    renderApp(ssoTab);
    expect(await screen.findByText(SSO_MESSAGES.providersEmpty)).toBeVisible();
    expect(screen.getByText(SSO_MESSAGES.contactSupport).closest('[role="note"]')).toBeVisible();
    expect(registerLink()).toBeNull();
  });

  it('is refused to a role without VIEW_IDENTITY_PROVIDERS, even by URL', async () => {
    serveIdentityProviders({ role: 'CLUSTER_ADMIN' });
    renderApp(ssoTab);
    expect(await screen.findByText(MESSAGES.errors.forbidden)).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'SSO' })).toBeNull();
  });
});
