import { api, ERROR_CODES, loginBodySchema, MESSAGES, type LoginBody } from '@datadeck/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failure, ok, stubApi } from '../../test/fake-api.ts';
import { me } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { SignInForm } from './sign-in-form.tsx';

function schemaMessage(field: 'username' | 'password'): string {
  const result = loginBodySchema.safeParse({ username: '', password: '' });
  const issue = result.error?.issues.find((i) => i.path[0] === field);
  if (!issue) throw new Error(`the schema accepts an empty ${field}`);
  return issue.message;
}

function renderForm(onSignedIn = vi.fn<() => void>()) {
  renderWithProviders(
    <SignInForm
      onSignedIn={onSignedIn}
      onPasswordExpired={vi.fn<(credentials: LoginBody) => void>()}
      onMfaRequired={vi.fn<(credentials: LoginBody) => void>()}
    />,
  );
  return onSignedIn;
}

async function fillAndSubmit(username: string, password: string) {
  if (username) await userEvent.type(screen.getByLabelText(/Username or email/), username);
  if (password) await userEvent.type(screen.getByLabelText(/Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInForm', () => {
  it('shows the schema messages on the empty fields and sends nothing', async () => {
    const fetchMock = stubApi([]);
    renderForm();
    await fillAndSubmit('', '');
    expect(await screen.findByText(schemaMessage('username'))).toBeVisible();
    expect(screen.getByText(schemaMessage('password'))).toBeVisible();
    expect(screen.getByLabelText(/Username or email/).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message when the credentials are wrong", async () => {
    stubApi([[api.auth.login, () => failure(401, ERROR_CODES.invalidCredentials, MESSAGES.auth.invalidCredentials)]]);
    const onSignedIn = renderForm();
    await fillAndSubmit('demo-owner', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.auth.invalidCredentials);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says to wait when the server throttles sign-in attempts', async () => {
    stubApi([[api.auth.login, () => failure(429, ERROR_CODES.rateLimited, MESSAGES.auth.throttled)]]);
    const onSignedIn = renderForm();
    await fillAndSubmit('demo-owner', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.auth.throttled);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says so when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderForm();
    await fillAndSubmit('demo-owner', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.errors.unreachableRetry);
  });

  it('puts a field error from the server on its field', async () => {
    stubApi([[api.auth.login, () => failure(400, 'username', 'That username is too long')]]);
    renderForm();
    await fillAndSubmit('someone', 'secret');
    expect(await screen.findByText('That username is too long')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('signs in with the trimmed username', async () => {
    const fetchMock = stubApi([[api.auth.login, () => ok(me)]]);
    const onSignedIn = renderForm();
    await fillAndSubmit('  demo-owner ', 'secret');
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    const init = fetchMock.mock.calls[0]?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'demo-owner', password: 'secret' });
  });
});
