import { DEFAULT_NOTIFICATION_CHOICE, MESSAGES, type NotificationChoice } from '@datadeck/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failure } from '../../test/fake-api.ts';
import {
  openPreferences,
  preferencesPage,
  rowOf,
  sectionOf,
  servePreferences,
  unreachable,
} from './notification-preferences-test-kit.ts';
import { renderApp } from '../../test/render.tsx';

const MAINTENANCE = 'Scheduled Maintenance';
const ISSUES = 'Issue Investigation';
const TICKETS = 'Existing Support Tickets';

/** Nothing by e-mail or webhook for the non-disruptive maintenance row; tickets left alone. */
const QUIET: NotificationChoice = {
  supportTickets: { postZendeskComment: false, useMaintPreferences: false },
  groups: {
    ...DEFAULT_NOTIFICATION_CHOICE.groups,
    nondisruptiveScheduledMaintenance: {
      enableEmailNotification: false,
      enableWebhookNotification: false,
      selectedEmailType: null,
      selectedWebhookType: null,
    },
  },
};

const box = (row: HTMLElement, name: string) => within(row).getByRole('checkbox', { name });

describe('the Notification Preferences tab', () => {
  it("ticks 'Do not notify me' where nothing is enabled, and nowhere else", async () => {
    servePreferences({ choice: QUIET });
    await openPreferences();

    expect(box(rowOf(MAINTENANCE, 'Non-disruptive'), MESSAGES.notifications.doNotNotify)).toBeChecked();
    expect(box(rowOf(MAINTENANCE, 'Disruptive'), MESSAGES.notifications.doNotNotify)).not.toBeChecked();
    expect(box(rowOf(MAINTENANCE, 'Disruptive'), 'Email')).toBeChecked();
    expect(within(sectionOf(TICKETS)).getByRole('checkbox', { name: 'Do not notify me again' })).toBeChecked();
    expect(
      within(rowOf(MAINTENANCE, 'Disruptive')).getByRole('combobox', { name: 'Email contacts' }),
    ).toHaveDisplayValue('Maintenance contacts: ops@example.com');
  });

  it('always e-mails the first issue-investigation row: no Do not notify me, its Email locked, its contacts choosable', async () => {
    servePreferences();
    await openPreferences();
    const row = rowOf(ISSUES, 'Disruptive');

    expect(within(row).queryByRole('checkbox', { name: MESSAGES.notifications.doNotNotify })).toBeNull();
    expect(box(row, 'Email')).toBeChecked();
    expect(box(row, 'Email')).toBeDisabled();
    expect(within(row).getByRole('combobox', { name: 'Email contacts' })).toBeEnabled();
    // The other row of the section keeps its choice.
    expect(box(rowOf(ISSUES, 'Non-disruptive'), MESSAGES.notifications.doNotNotify)).toBeEnabled();
  });

  it('shows a plain webhook field when the account has no webhooks', async () => {
    servePreferences({ webhook: [] });
    await openPreferences();
    const row = rowOf(MAINTENANCE, 'Disruptive');

    const field = within(row).getByRole('textbox', { name: 'Webhook URL' });
    expect(field).toHaveValue(MESSAGES.notifications.noWebhooks);
    expect(field).toHaveAttribute('readonly');
    expect(within(row).queryByRole('checkbox', { name: 'Webhook' })).toBeNull();
  });

  it('says each rule at its place and sends nothing until they hold', async () => {
    const sent = servePreferences();
    await openPreferences();
    const disruptive = rowOf(MAINTENANCE, 'Disruptive');
    const nondisruptive = rowOf(MAINTENANCE, 'Non-disruptive');
    const tickets = within(sectionOf(TICKETS));

    await userEvent.click(box(disruptive, MESSAGES.notifications.doNotNotify));
    await userEvent.click(box(nondisruptive, 'Email'));
    await userEvent.click(tickets.getByRole('checkbox', { name: 'Notify on the support ticket if it exists' }));
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.notifications.saveButton }));

    expect(disruptive).toHaveAccessibleDescription(MESSAGES.notifications.doNotNotifyExclusive);
    expect(nondisruptive).toHaveAccessibleDescription(MESSAGES.notifications.tickAtLeastOne);
    expect(sectionOf(TICKETS)).toHaveAccessibleDescription(MESSAGES.notifications.tickSupportTicket);
    expect(sent).toEqual([]);

    // Fixed, the messages go as the boxes change.
    await userEvent.click(box(nondisruptive, MESSAGES.notifications.doNotNotify));
    expect(nondisruptive).not.toHaveAccessibleDescription(MESSAGES.notifications.tickAtLeastOne);
  });

  it('during scheduled maintenance, Save Settings says why and sends nothing', async () => {
    const sent = servePreferences({ maintenance: true });
    await openPreferences();
    expect(screen.getByText(MESSAGES.settings.maintenance)).toBeVisible();
    await userEvent.click(box(rowOf(MAINTENANCE, 'Non-disruptive'), 'Email'));
    const save = screen.getByRole('button', { name: MESSAGES.notifications.saveButton });
    expect(save).toHaveAccessibleDescription(MESSAGES.settings.notDuringMaintenance);
    await userEvent.click(save);
    expect(sent).toEqual([]);
  });

  it('sends the exact payload, types null where their box is off, and says it is saved', async () => {
    const sent = servePreferences();
    await openPreferences();
    const maintenance = rowOf(MAINTENANCE, 'Non-disruptive');

    await userEvent.click(box(maintenance, 'Email'));
    await userEvent.click(box(maintenance, 'Webhook'));
    await userEvent.selectOptions(
      within(maintenance).getByRole('combobox', { name: 'Webhook type' }),
      'Maintenance webhook: https://example.com/maintenance-hook',
    );
    await userEvent.selectOptions(
      within(rowOf(ISSUES, 'Disruptive')).getByRole('combobox', { name: 'Email contacts' }),
      'Support contacts: help@example.com;desk@example.com',
    );
    await userEvent.click(
      within(sectionOf(TICKETS)).getByRole('checkbox', { name: 'Notify separately using the preferences below' }),
    );
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.notifications.saveButton }));

    expect(await screen.findByText(MESSAGES.notifications.updated)).toBeVisible();
    expect(sent).toEqual([
      {
        supportTickets: { postZendeskComment: true, useMaintPreferences: true },
        scheduledMaintenance: {
          disruptive: {
            enableEmailNotification: true,
            enableWebhookNotification: false,
            selectedEmailType: 'MAINTENANCE',
            selectedWebhookType: null,
          },
          nondisruptive: {
            enableEmailNotification: false,
            enableWebhookNotification: true,
            selectedEmailType: null,
            selectedWebhookType: 'MAINTENANCE',
          },
        },
        issueInvestigation: {
          disruptive: {
            enableEmailNotification: true,
            enableWebhookNotification: false,
            selectedEmailType: 'SUPPORT',
            selectedWebhookType: null,
          },
          nondisruptive: {
            enableEmailNotification: true,
            enableWebhookNotification: false,
            selectedEmailType: 'SUPPORT',
            selectedWebhookType: null,
          },
        },
      },
    ]);
  });

  it('shows a refusal of the server at the field it names, and that the save failed', async () => {
    servePreferences({
      update: () =>
        failure(
          400,
          'scheduledMaintenance.disruptive.selectedWebhookType',
          MESSAGES.notifications.webhookNotSet('Support webhook'),
        ),
    });
    await openPreferences();
    const row = rowOf(MAINTENANCE, 'Disruptive');
    await userEvent.click(box(row, 'Webhook'));
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.notifications.saveButton }));

    expect(await screen.findByText(MESSAGES.notifications.failed)).toBeVisible();
    await waitFor(() =>
      expect(within(row).getByRole('combobox', { name: 'Webhook type' })).toHaveAccessibleDescription(
        MESSAGES.notifications.webhookNotSet('Support webhook'),
      ),
    );
  });

  it('says so when the server cannot be reached for a save', async () => {
    const sent = servePreferences({ update: unreachable });
    await openPreferences();
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.notifications.saveButton }));
    // The form's alert, beside the failure toast.
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toContainEqual(
      expect.stringContaining(MESSAGES.errors.unreachableRetry),
    );
    expect(sent).toHaveLength(1);
  });

  it('says so when the server cannot be reached for the preferences', async () => {
    // The console asks twice more (a network error may pass) before it gives up.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      servePreferences({ load: unreachable });
      renderApp(preferencesPage);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.errors.unreachable);
    } finally {
      vi.useRealTimers();
    }
  });
});
