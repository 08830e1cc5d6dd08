import { LIMITS, SSO_MESSAGES } from '@datadeck/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { failure } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render.tsx';
import {
  identityProvider,
  newPage,
  providerPage,
  REGISTERED_ID,
  serveIdentityProviders,
} from './identity-providers-test-kit.ts';

const M = SSO_MESSAGES;
const PEM = '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUTest\n-----END CERTIFICATE-----\n';

beforeAll(() =>
  Promise.all([
    import('./identity-providers-tab.tsx'),
    import('./create-identity-provider-page.tsx'),
    import('./identity-provider-page.tsx'),
  ]),
);

async function openForm() {
  return screen.findByRole('form', { name: 'Register identity provider' });
}

const certificateBox = (form: HTMLElement) => within(form).getByRole('textbox', { name: 'X.509 certificate' });
const fileInput = (form: HTMLElement) => within(form).getByLabelText('Certificate file');

/** Fills in every field but the certificate; the documentation box ticked unless told. */
async function fillIn(form: HTMLElement, { documentationRead = true } = {}) {
  if (documentationRead) {
    await userEvent.click(within(form).getByRole('checkbox', { name: 'I have read the single sign-on documentation' }));
  }
  await userEvent.type(within(form).getByRole('textbox', { name: 'Provider name' }), 'Acme Okta');
  await userEvent.type(within(form).getByRole('textbox', { name: 'Issuer URL' }), 'https://idp.acme.example/metadata');
  await userEvent.type(
    within(form).getByRole('textbox', { name: 'Single sign-on URL' }),
    'https://idp.acme.example/sso',
  );
}

describe('registering an identity provider (SPEC §2 Create page, §5 SSO form)', () => {
  it('checks every field by the spec’s rules before anything is sent', async () => {
    const calls = serveIdentityProviders();
    renderApp(newPage);
    const form = await openForm();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Issuer URL' }), 'not a url');
    await userEvent.click(within(form).getByRole('button', { name: 'Request SSO' }));

    expect(await within(form).findByText(M.documentationUnread)).toBeVisible();
    expect(within(form).getByText(M.displayNameBlank)).toBeVisible();
    expect(within(form).getByText(M.issuerInvalid)).toBeVisible();
    expect(within(form).getByText(M.authUrlInvalid)).toBeVisible();
    expect(within(form).getByText(M.certificateBlank)).toBeVisible();
    expect(within(form).getByRole('checkbox', { name: /documentation/ })).toHaveAttribute('aria-invalid', 'true');
    expect(certificateBox(form)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('asks for the documentation checkbox when everything else is right', async () => {
    const calls = serveIdentityProviders();
    renderApp(newPage);
    const form = await openForm();
    await fillIn(form, { documentationRead: false });
    await userEvent.click(certificateBox(form));
    await userEvent.paste(PEM);
    await userEvent.click(within(form).getByRole('button', { name: 'Request SSO' }));
    expect(await within(form).findByText(M.documentationUnread)).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('reads a chosen certificate file into the certificate field', async () => {
    serveIdentityProviders();
    renderApp(newPage);
    const form = await openForm();
    await userEvent.upload(fileInput(form), new File([PEM], 'idp.pem', { type: 'application/x-pem-file' }));
    await waitFor(() => expect(certificateBox(form)).toHaveValue(PEM));
  });

  it('refuses a file over 10 KB on the certificate field, leaving the field as it was', async () => {
    serveIdentityProviders();
    renderApp(newPage);
    const form = await openForm();
    const tooLarge = new File(['x'.repeat(LIMITS.certificateFileMaxBytes + 1)], 'huge.pem');
    await userEvent.upload(fileInput(form), tooLarge);
    expect(await within(form).findByText(M.certificateFileTooLarge)).toBeVisible();
    expect(certificateBox(form)).toHaveAttribute('aria-invalid', 'true');
    expect(certificateBox(form)).toHaveValue('');
  });

  it('says so on the certificate field when the file cannot be read', async () => {
    serveIdentityProviders();
    renderApp(newPage);
    const form = await openForm();
    const unreadable = new File([PEM], 'broken.pem');
    vi.spyOn(unreadable, 'text').mockRejectedValue(new DOMException('The file could not be read', 'NotReadableError'));
    await userEvent.upload(fileInput(form), unreadable);
    expect(await within(form).findByText(M.certificateFileUnreadable)).toBeVisible();
    expect(certificateBox(form)).toHaveAttribute('aria-invalid', 'true');
  });

  it('puts the server’s refusal of the certificate on its field, with the §8 failure toast', async () => {
    const calls = serveIdentityProviders({
      refuse: () => failure(400, 'x509Cert', M.certificateExpired),
    });
    renderApp(newPage);
    const form = await openForm();
    await fillIn(form);
    await userEvent.click(certificateBox(form));
    await userEvent.paste(PEM);
    await userEvent.click(within(form).getByRole('button', { name: 'Request SSO' }));

    expect(await screen.findByText(M.registerFailed)).toBeVisible();
    expect(within(form).getByText(M.certificateExpired)).toBeVisible();
    expect(certificateBox(form)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(1);
  });

  it('registers with the body only, says so and opens the new provider’s checklist', async () => {
    const calls = serveIdentityProviders();
    const { router } = renderApp(newPage);
    const form = await openForm();
    await fillIn(form);
    await userEvent.upload(fileInput(form), new File([PEM], 'idp.pem'));
    await waitFor(() => expect(certificateBox(form)).not.toHaveValue(''));
    await userEvent.click(within(form).getByRole('button', { name: 'Request SSO' }));

    expect(await screen.findByText(M.registered)).toBeVisible();
    expect(calls).toEqual([
      {
        call: 'register',
        body: {
          displayName: 'Acme Okta',
          issuer: 'https://idp.acme.example/metadata',
          authUrl: 'https://idp.acme.example/sso',
          x509Cert: PEM.trim(),
        },
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe(providerPage(REGISTERED_ID)));
    expect(await screen.findByRole('heading', { level: 4, name: 'SAML 2.0' })).toBeVisible();
  });

  it.each([
    ['self-service SSO is off', { selfServe: false }],
    ['the account has a provider already', { providers: [identityProvider()] }],
  ])('tells the user to contact support instead of the form when %s', async (_case, options) => {
    serveIdentityProviders(options);
    renderApp(newPage);
    expect(await screen.findByText(M.contactSupport)).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Register identity provider' })).toBeNull();
  });
});
