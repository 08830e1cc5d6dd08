import { api, changePasswordBodySchema, LIMITS, MESSAGES } from '@datadeck/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ok, stubApi, type FakeRoute } from '../../test/fake-api.ts';
import { me } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

const CURRENT = 'the-current-password';
const NEW_PASSWORD = 'a-brand-new-password';

/** The texts an input points at with aria-describedby: its description and its error. */
function descriptions(input: HTMLElement): string[] {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id !== '');
  return ids.map((id) => document.getElementById(id)?.textContent ?? '');
}

function field(label: string): HTMLInputElement {
  return screen.getByLabelText<HTMLInputElement>(label);
}

async function openPage(routes: readonly FakeRoute[]) {
  const fetchMock = stubApi([[api.auth.me, () => ok(me)], ...routes]);
  renderApp('/change-password');
  expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  return fetchMock;
}

async function fillAndSubmit(current: string, newPassword: string, confirmation = newPassword) {
  await userEvent.type(field('Current password'), current);
  await userEvent.type(field('New password'), newPassword);
  await userEvent.type(field('Confirm new password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('change password page', () => {
  it('is opened from the user menu', async () => {
    stubApi([[api.auth.me, () => ok({ ...me, accounts: [] })]]);
    const { router } = renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: me.displayName }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Change password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/change-password'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  });

  it('says the minimum length beside the new password', async () => {
    await openPage([]);
    expect(descriptions(field('New password')).join(' ')).toContain(`At least ${LIMITS.passwordMinLength} characters`);
  });

  it('changes the password, says so and empties the form', async () => {
    let sent: unknown;
    await openPage([
      [
        api.auth.changePassword,
        ({ body }) => {
          sent = body;
          return { status: 204 };
        },
      ],
    ]);
    await fillAndSubmit(CURRENT, NEW_PASSWORD);

    expect(await screen.findByText(MESSAGES.password.changed)).toBeVisible();
    expect(sent).toEqual({ currentPassword: CURRENT, newPassword: NEW_PASSWORD });
    await waitFor(() => expect(field('Current password').value).toBe(''));
    expect(field('New password').value).toBe('');
    expect(field('Confirm new password').value).toBe('');
  });

  it('shows a wrong current password beside its field', async () => {
    await openPage([[api.auth.changePassword, () => failure(400, 'currentPassword', MESSAGES.password.wrongCurrent)]]);
    await fillAndSubmit('not-my-password', NEW_PASSWORD);

    const current = field('Current password');
    await waitFor(() => expect(descriptions(current)).toContain(MESSAGES.password.wrongCurrent));
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(current);
    expect(screen.queryByText(MESSAGES.password.changed)).toBeNull();
  });

  it("refuses a too-short new password with the contracts' message, and sends nothing", async () => {
    const fetchMock = await openPage([]);
    await fillAndSubmit(CURRENT, 'short');

    const message = changePasswordBodySchema.safeParse({ currentPassword: CURRENT, newPassword: 'short' }).error
      ?.issues[0]?.message;
    expect(message).toBeDefined();
    const newPassword = field('New password');
    await waitFor(() => expect(descriptions(newPassword)).toContain(message));
    expect(newPassword.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual([api.auth.me.path]);
  });

  it('marks an empty current password invalid, with its message, and sends nothing', async () => {
    const fetchMock = await openPage([]);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));

    const message = changePasswordBodySchema
      .safeParse({ currentPassword: '', newPassword: '' })
      .error?.issues.find((issue) => issue.path[0] === 'currentPassword')?.message;
    expect(message).toBeDefined();
    const current = field('Current password');
    await waitFor(() => expect(descriptions(current)).toContain(message));
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual([api.auth.me.path]);
  });

  it('refuses a confirmation that does not match', async () => {
    await openPage([]);
    await fillAndSubmit(CURRENT, NEW_PASSWORD, 'something-else-entirely');
    expect(await screen.findByText('The new passwords do not match')).toBeVisible();
  });
});
