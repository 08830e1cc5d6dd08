import { api, ERROR_CODES, expiredPasswordBodySchema, MESSAGES, type LoginBody } from '@datadeck/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../shared/api/query-client.ts';
import { sessionKeys } from '../../shared/api/query-keys.ts';
import { failure, ok, stubApi } from '../../test/fake-api.ts';
import { me } from '../../test/fixtures.ts';
import { renderApp, renderWithProviders } from '../../test/render.tsx';
import type { ExpiredPasswordBody } from './api.ts';
import { ExpiredPasswordForm } from './expired-password-form.tsx';

const credentials: LoginBody = { username: 'demo-owner', password: 'the-old-password' };
const NEW_PASSWORD = 'a-brand-new-password';

/** The texts an input points at with aria-describedby: its description and its error. */
function descriptions(input: HTMLElement): string[] {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id !== '');
  return ids.map((id) => document.getElementById(id)?.textContent ?? '');
}

function schemaMessage(values: { newPassword: string }): string {
  const issue = expiredPasswordBodySchema.safeParse({ ...credentials, ...values }).error?.issues[0];
  if (!issue) throw new Error('the schema accepts the new password');
  return issue.message;
}

async function chooseNewPassword(newPassword: string, confirmation = newPassword) {
  await userEvent.type(screen.getByLabelText('New password'), newPassword);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Change password and sign in' }));
}

function renderStep() {
  const onSignedIn = vi.fn<() => void>();
  renderWithProviders(
    <ExpiredPasswordForm
      credentials={credentials}
      onSignedIn={onSignedIn}
      onBack={vi.fn<() => void>()}
      onMfaRequired={vi.fn<(body: ExpiredPasswordBody) => void>()}
    />,
  );
  return onSignedIn;
}

describe('sign-in with an expired password', () => {
  it('asks for a new password, sends it with the typed credentials and signs in like a login', async () => {
    let sent: unknown;
    stubApi([
      [api.auth.login, () => failure(403, ERROR_CODES.passwordExpired, MESSAGES.password.expired)],
      [
        api.auth.changeExpiredPassword,
        ({ body }) => {
          sent = body;
          return ok(me);
        },
      ],
    ]);
    const { router } = renderApp('/sign-in?redirect=%2Fchange-password');

    await userEvent.type(await screen.findByLabelText('Username or email'), ' demo-owner ');
    await userEvent.type(screen.getByLabelText('Password'), credentials.password);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.password.expired);
    expect(document.activeElement).toBe(screen.getByLabelText('New password'));
    expect(screen.getByLabelText<HTMLInputElement>('Username or email').value).toBe('demo-owner');
    await chooseNewPassword(NEW_PASSWORD);

    await waitFor(() => expect(router.state.location.pathname).toBe('/change-password'));
    expect(sent).toEqual({ ...credentials, newPassword: NEW_PASSWORD });
    expect(queryClient.getQueryData(sessionKeys.me())).toEqual(me);
  });

  it('goes back to the sign-in form with what the user typed', async () => {
    stubApi([[api.auth.login, () => failure(403, ERROR_CODES.passwordExpired, MESSAGES.password.expired)]]);
    renderApp('/sign-in');
    await userEvent.type(await screen.findByLabelText('Username or email'), credentials.username);
    await userEvent.type(screen.getByLabelText('Password'), credentials.password);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText<HTMLInputElement>('Username or email').value).toBe(credentials.username);
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });

  it('refuses a confirmation that does not match, and sends nothing', async () => {
    const fetchMock = stubApi([]);
    renderStep();
    await chooseNewPassword(NEW_PASSWORD, `${NEW_PASSWORD}!`);

    const confirmation = screen.getByLabelText('Confirm new password');
    await waitFor(() => expect(confirmation.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptions(confirmation)).toContain('The new passwords do not match');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("applies the contracts' rules to the new password", async () => {
    stubApi([]);
    renderStep();
    await chooseNewPassword('short');
    const newPassword = screen.getByLabelText('New password');
    expect(await screen.findByText(schemaMessage({ newPassword: 'short' }))).toBeVisible();
    expect(descriptions(newPassword)).toContain(schemaMessage({ newPassword: 'short' }));

    await userEvent.clear(newPassword);
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await chooseNewPassword(credentials.password);
    expect(await screen.findByText(schemaMessage({ newPassword: credentials.password }))).toBeVisible();
  });

  it("shows the server's refusal of a reused password beside the new password", async () => {
    stubApi([[api.auth.changeExpiredPassword, () => failure(400, 'newPassword', MESSAGES.password.reused)]]);
    const onSignedIn = renderStep();
    await chooseNewPassword(NEW_PASSWORD);

    const newPassword = screen.getByLabelText('New password');
    await waitFor(() => expect(descriptions(newPassword)).toContain(MESSAGES.password.reused));
    expect(newPassword.getAttribute('aria-invalid')).toBe('true');
    // Only the step's notice: the refusal is the field's, not the form's.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([MESSAGES.password.expired]);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says to sign in again when the server no longer takes the challenge of the sign-in', async () => {
    stubApi([
      [api.auth.changeExpiredPassword, () => failure(403, ERROR_CODES.forbidden, MESSAGES.password.challengeRequired)],
    ]);
    const onSignedIn = renderStep();
    await chooseNewPassword(NEW_PASSWORD);
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        MESSAGES.password.challengeRequired,
      ),
    );
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
