import { api, ERROR_CODES, MESSAGES } from '@datadeck/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ok, stubApi } from '../../test/fake-api.ts';
import { me } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { SignInSteps } from './sign-in-steps.tsx';

const mfaRequired = failure(401, ERROR_CODES.mfaRequired, MESSAGES.mfa.required);

async function signIn() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Username or email' }), 'dana');
  await userEvent.type(screen.getByLabelText('Password'), 'Correct-horse-1');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('signing in with multi-factor authentication', () => {
  it('asks for the code and sends it with the credentials typed', async () => {
    const bodies: unknown[] = [];
    stubApi([
      [
        api.auth.login,
        ({ body }) => {
          bodies.push(body);
          return bodies.length === 1 ? mfaRequired : ok(me);
        },
      ],
    ]);
    let signedIn = false;
    renderWithProviders(<SignInSteps onSignedIn={() => (signedIn = true)} />);
    await signIn();
    const code = await screen.findByRole('textbox', { name: 'Authentication code' });
    expect(screen.getByText(MESSAGES.mfa.required)).toBeVisible();
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(signedIn).toBe(true));
    expect(bodies).toEqual([
      { username: 'dana', password: 'Correct-horse-1' },
      { username: 'dana', password: 'Correct-horse-1', mfaCode: '123456' },
    ]);
  });

  it('shows a wrong code beside the field', async () => {
    let calls = 0;
    stubApi([
      [api.auth.login, () => (++calls === 1 ? mfaRequired : failure(401, 'mfaCode', MESSAGES.mfa.invalidCode))],
    ]);
    renderWithProviders(<SignInSteps onSignedIn={() => {}} />);
    await signIn();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Authentication code' }), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(MESSAGES.mfa.invalidCode)).toBeVisible();
  });
});
