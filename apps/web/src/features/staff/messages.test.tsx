import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure } from '../../test/fake-api.ts';
import { ACCOUNT_ID } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { MESSAGE_ID, serveStaff, staffMessages } from './staff-test-kit.ts';
import { MAINTENANCE_LABELS, STAFF_TEXTS } from './staff-texts.ts';

const UNKNOWN_ACCOUNT = '6b7c8d9e-0f1a-4b2c-9d3e-4f5a6b7c8d9e';

async function openMessages() {
  const view = renderApp('/staff/messages');
  const table = await screen.findByRole('table', { name: 'Messages of the day' });
  return { ...view, table };
}

const rowOf = (table: HTMLElement, message: string) => {
  const row = within(table).getByText(message).closest('tr');
  if (!row) throw new Error(`No row for ${message}`);
  return row;
};

describe('messages of the day', () => {
  it('lists every message with its severity, audience, maintenance flag, expiry and state', async () => {
    serveStaff();
    const { table } = await openMessages();

    const current = within(rowOf(table, 'Scheduled maintenance on Saturday'));
    expect(current.getByText('Warning')).toBeVisible();
    expect(current.getByText('All accounts')).toBeVisible();
    expect(current.getByText(MAINTENANCE_LABELS.DISRUPTIVE)).toBeVisible();
    expect(current.getByText('Never')).toBeVisible();
    expect(current.getByText('Active')).toBeVisible();

    const old = within(rowOf(table, 'Welcome to the new console'));
    expect(old.getByText('Info')).toBeVisible();
    expect(old.getByText(ACCOUNT_ID)).toBeVisible();
    expect(old.getByText('No')).toBeVisible();
    expect(old.getByText('Expired')).toBeVisible();
    // An expired message has nothing to expire.
    expect(old.queryByRole('button')).toBeNull();
  });

  it('creates a message for every account', async () => {
    const calls = serveStaff();
    await openMessages();
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), '  Upgrade window tonight  ');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Severity' }), 'critical');
    await userEvent.click(screen.getByRole('button', { name: 'Create message' }));

    expect(await screen.findByText(STAFF_TEXTS.messageCreated)).toBeVisible();
    expect(calls.created).toEqual([
      { message: 'Upgrade window tonight', severity: 'critical', accountId: null, expiresAt: null, maintenance: null },
    ]);
    // Ready for the next one.
    expect((screen.getByRole('textbox', { name: /Message/ }) as HTMLTextAreaElement).value).toBe('');
  });

  it('sends an expiry as an instant', async () => {
    const calls = serveStaff();
    await openMessages();
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), 'Expiring soon');
    await userEvent.type(screen.getByLabelText(/Expires/), '2031-03-04T05:06');
    await userEvent.click(screen.getByRole('button', { name: 'Create message' }));

    await screen.findByText(STAFF_TEXTS.messageCreated);
    expect(calls.created).toEqual([
      {
        message: 'Expiring soon',
        severity: 'info',
        accountId: null,
        expiresAt: new Date('2031-03-04T05:06').toISOString(),
        maintenance: null,
      },
    ]);
  });

  it('announces scheduled maintenance: the chosen kind is sent', async () => {
    const calls = serveStaff();
    await openMessages();
    const select = screen.getByRole('combobox', { name: STAFF_TEXTS.maintenanceLabel });
    expect(select).toHaveAccessibleDescription(STAFF_TEXTS.maintenanceHint);
    expect((select as HTMLSelectElement).value).toBe('');
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), 'Storage upgrade on Sunday');
    await userEvent.selectOptions(select, MAINTENANCE_LABELS.NON_DISRUPTIVE);
    await userEvent.click(screen.getByRole('button', { name: 'Create message' }));

    await screen.findByText(STAFF_TEXTS.messageCreated);
    expect(calls.created).toEqual([
      {
        message: 'Storage upgrade on Sunday',
        severity: 'info',
        accountId: null,
        expiresAt: null,
        maintenance: 'NON_DISRUPTIVE',
      },
    ]);
  });

  it('checks the fields before sending', async () => {
    const calls = serveStaff();
    await openMessages();
    await userEvent.type(screen.getByRole('textbox', { name: 'Account ID' }), 'not-an-id');
    await userEvent.click(screen.getByRole('button', { name: 'Create message' }));

    expect(await screen.findByText('Enter the message')).toBeVisible();
    expect(screen.getByText('Account id must be a UUID')).toBeVisible();
    expect(calls.created).toEqual([]);
  });

  it('shows the server’s refusal on the field it names', async () => {
    const calls = serveStaff({ createMessage: () => failure(400, 'accountId', 'No account has this id') });
    await openMessages();
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), 'For one account');
    await userEvent.type(screen.getByRole('textbox', { name: 'Account ID' }), UNKNOWN_ACCOUNT);
    await userEvent.click(screen.getByRole('button', { name: 'Create message' }));

    const field = await screen.findByRole('textbox', { name: 'Account ID', description: /No account has this id/ });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(calls.created).toEqual([
      { message: 'For one account', severity: 'info', accountId: UNKNOWN_ACCOUNT, expiresAt: null, maintenance: null },
    ]);
    expect(screen.queryByText(STAFF_TEXTS.messageCreated)).toBeNull();
  });

  it('expires a message now, after a confirmation quoting it', async () => {
    const calls = serveStaff();
    const { table } = await openMessages();
    const message = staffMessages[0]?.message ?? '';
    await userEvent.click(within(rowOf(table, message)).getByRole('button', { name: `Expire now: ${message}` }));

    const dialog = await screen.findByRole('dialog', { name: 'Expire message' });
    expect(within(dialog).getByText('Stop showing this message to all accounts now?')).toBeVisible();
    expect(within(dialog).getByText(message)).toBeVisible();
    expect(calls.expired).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Expire now' }));

    expect(await screen.findByText(STAFF_TEXTS.messageExpired)).toBeVisible();
    expect(calls.expired).toEqual([MESSAGE_ID]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(
        within(rowOf(screen.getByRole('table', { name: 'Messages of the day' }), message)).getByText('Expired'),
      ).toBeVisible(),
    );
  });
});
