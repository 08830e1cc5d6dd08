import { api, ERROR_CODES, MESSAGES, SSO_MESSAGES, SSO_SERVICE_PATHS } from '@datadeck/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok, stubApi, type Reply } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render.tsx';

const SERVICES = [
  { name: 'google', displayName: 'Google' },
  { name: 'okta', displayName: 'Okta' },
];
const SAML_SIGN_IN = '/v1/auth/saml/5d0c6a52-3f0e-4f9b-8c7d-1a2b3c4d5e6f/login';

/** The sign-in page's public endpoints: the services, and which identity provider serves an address. */
function serve({ discovery = ok({ signInUrl: SAML_SIGN_IN, displayName: 'Acme SSO' }) }: { discovery?: Reply } = {}) {
  const asked: string[] = [];
  stubApi([
    [api.ssoSignIn.services, () => ok(SERVICES)],
    [
      api.ssoSignIn.samlDiscovery,
      ({ query }) => {
        asked.push(query.get('email') ?? '');
        return discovery;
      },
    ],
  ]);
  return { asked };
}

/** The browser leaving for a provider's page, caught (happy-dom would try to load it). */
function leaving() {
  return vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
}
afterEach(() => vi.restoreAllMocks());

const section = () => screen.findByRole('region', { name: SSO_MESSAGES.signInWithSso });

describe('single sign-on on the sign-in page', () => {
  it('links each standard service to its sign-in, passing the page’s redirect on', async () => {
    serve();
    renderApp(`/sign-in?redirect=${encodeURIComponent('/accounts/1?search=kafka')}`);
    const sso = await section();
    const google = await within(sso).findByRole('link', { name: SSO_MESSAGES.signInWith('Google') });
    expect(google).toHaveAttribute(
      'href',
      `${SSO_SERVICE_PATHS.start('google')}?redirect=${encodeURIComponent('/accounts/1?search=kafka')}`,
    );
    expect(within(sso).getByRole('link', { name: SSO_MESSAGES.signInWith('Okta') })).toHaveAttribute(
      'href',
      `${SSO_SERVICE_PATHS.start('okta')}?redirect=${encodeURIComponent('/accounts/1?search=kafka')}`,
    );
  });

  it('links without a redirect when the page has none, and shows no service the server does not offer', async () => {
    stubApi([[api.ssoSignIn.services, () => ok([SERVICES[0]])]]);
    renderApp('/sign-in');
    const sso = await section();
    expect(await within(sso).findByRole('link', { name: SSO_MESSAGES.signInWith('Google') })).toHaveAttribute(
      'href',
      SSO_SERVICE_PATHS.start('google'),
    );
    expect(within(sso).queryByRole('link', { name: SSO_MESSAGES.signInWith('Okta') })).toBeNull();
  });

  it('says on the form’s alert why a single sign-on came back refused, until the next attempt', async () => {
    stubApi([
      [api.ssoSignIn.services, () => ok(SERVICES)],
      [api.auth.login, () => failure(401, ERROR_CODES.invalidCredentials, MESSAGES.auth.invalidCredentials)],
    ]);
    renderApp('/sign-in?ssoError=notInvited');
    expect(await screen.findByRole('alert')).toHaveTextContent(SSO_MESSAGES.refused.notInvited);

    await userEvent.type(screen.getByLabelText(/Username or email/), 'demo-owner');
    await userEvent.type(screen.getByLabelText(/Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.auth.invalidCredentials));
    expect(screen.queryByText(SSO_MESSAGES.refused.notInvited)).toBeNull();
  });

  it('ignores a reason that is none of the refusals', async () => {
    serve();
    renderApp('/sign-in?ssoError=toString');
    await section();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for the work e-mail and sends the browser to its identity provider, with the redirect', async () => {
    const { asked } = serve();
    const leave = leaving();
    renderApp('/sign-in?redirect=%2Faccounts%2F1');
    const sso = await section();
    // The password form keeps the focus and the only 'Sign in' button.
    expect(screen.getByLabelText(/Username or email/)).not.toHaveFocus();
    expect(screen.getAllByRole('button', { name: /^Sign in/ })).toHaveLength(1);
    const email = within(sso).getByLabelText(SSO_MESSAGES.ssoEmailLabel);

    // Checked by the endpoint's schema before anything is asked.
    await userEvent.type(email, 'not an address{Enter}');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid e-mail address'));
    expect(asked).toEqual([]);

    await userEvent.clear(email);
    await userEvent.type(email, 'ada@example.com');
    await userEvent.click(within(sso).getByRole('button', { name: SSO_MESSAGES.ssoContinue }));
    await waitFor(() =>
      expect(leave).toHaveBeenCalledWith(`${SAML_SIGN_IN}?redirect=${encodeURIComponent('/accounts/1')}`),
    );
    expect(asked).toEqual(['ada@example.com']);
  });

  it('says on the field when no single sign-on serves the address', async () => {
    serve({ discovery: failure(404, ERROR_CODES.notFound, MESSAGES.errors.notFound) });
    const leave = leaving();
    renderApp('/sign-in');
    const sso = await section();
    const email = within(sso).getByLabelText(SSO_MESSAGES.ssoEmailLabel);
    await userEvent.type(email, 'nobody@example.com');
    await userEvent.click(within(sso).getByRole('button', { name: SSO_MESSAGES.ssoContinue }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(SSO_MESSAGES.noProviderForEmail));
    expect(email).toHaveFocus();
    expect(leave).not.toHaveBeenCalled();
  });

  it('says so on the form when the server throttles the lookups', async () => {
    serve({ discovery: failure(429, ERROR_CODES.rateLimited, MESSAGES.auth.throttled) });
    renderApp('/sign-in');
    const sso = await section();
    await userEvent.type(within(sso).getByLabelText(SSO_MESSAGES.ssoEmailLabel), 'ada@example.com{Enter}');
    expect(await within(sso).findByRole('alert')).toHaveTextContent(MESSAGES.auth.throttled);
  });
});
