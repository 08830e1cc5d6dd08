import { api, LIMITS, MESSAGES } from '@datadeck/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ok, stubApi } from '../../test/fake-api.ts';
import { ACCOUNT_ID, account, me } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: LIMITS.mfaRecoveryCodes }, (_, i) => `abcde-0000${i}`);

/** A user an account requires MFA of; the enrolment endpoints answer as the server does. */
function serveEnrolment(confirmReply = ok({ recoveryCodes: CODES })) {
  const sent: unknown[] = [];
  stubApi([
    [api.auth.me, () => ok({ ...me, mfaSetupRequired: true })],
    [api.accounts.get, () => ok(account)],
    [
      api.auth.startMfaEnrolment,
      () => ({ status: 201, body: { secret: SECRET, otpauthUri: `otpauth://totp/Datadeck:dana?secret=${SECRET}` } }),
    ],
    [
      api.auth.confirmMfaEnrolment,
      ({ body }) => {
        sent.push(body);
        return confirmReply;
      },
    ],
  ]);
  return sent;
}

describe('multi-factor authentication set-up', () => {
  it('sends a user an account requires MFA of to /missing-mfa from any console page', async () => {
    serveEnrolment();
    renderApp(`/accounts/${ACCOUNT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Multi-factor authentication' })).toBeVisible();
    expect(screen.getByText(MESSAGES.mfa.setupRequired)).toBeVisible();
  });

  it('shows the key, turns MFA on with a code and shows the recovery codes once', async () => {
    const sent = serveEnrolment();
    renderApp('/missing-mfa');
    await userEvent.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();

    const code = screen.getByRole('textbox', { name: '2. Enter the 6-digit code the app shows' });
    await userEvent.type(code, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on multi-factor authentication' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
    expect(sent).toEqual([]);

    await userEvent.type(code, '3456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on multi-factor authentication' }));
    expect(await screen.findByText(MESSAGES.mfa.enrolled)).toBeVisible();
    expect(sent).toEqual([{ code: '123456' }]);
    for (const recovery of CODES) expect(screen.getByText(recovery)).toBeVisible();
  });

  it("puts the server's word on a wrong code beside the field", async () => {
    serveEnrolment(failure(400, 'code', MESSAGES.mfa.invalidCode));
    renderApp('/missing-mfa');
    await userEvent.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    await userEvent.type(
      await screen.findByRole('textbox', { name: '2. Enter the 6-digit code the app shows' }),
      '000000',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Turn on multi-factor authentication' }));
    await waitFor(() => expect(screen.getByText(MESSAGES.mfa.invalidCode)).toBeVisible());
  });
});
