import { api, LIMITS, MESSAGES, WEBHOOK_TYPE_LABELS } from '@datadeck/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { backgroundReads, failure, ok } from '../../test/fake-api.ts';
import {
  delivery,
  deliveryTable,
  detailsWith,
  MAINTENANCE_URL,
  NEW_SECRET,
  openWebhooks,
  organisation,
  ORGANISATION_ID,
  rowOf,
  serveWebhooks,
  SUPPORT_URL,
  webhook,
  webhookTable,
  webhooksPage,
} from './account-webhooks-test-kit.ts';
import { renderApp } from '../../test/render.tsx';

const SUPPORT = WEBHOOK_TYPE_LABELS.SUPPORT;
const BOTH = [webhook('SUPPORT', SUPPORT_URL), webhook('MAINTENANCE', MAINTENANCE_URL)];

describe('the Account Webhooks tab', () => {
  it('lists the set webhooks by type, with their actions, and explains what they receive', async () => {
    serveWebhooks({ webhooks: BOTH });
    await openWebhooks();

    const table = webhookTable();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Type', 'Webhook', 'Actions']);
    expect(within(rowOf(table, SUPPORT)).getByText(SUPPORT_URL)).toBeVisible();
    expect(within(rowOf(table, WEBHOOK_TYPE_LABELS.MAINTENANCE)).getByText(MAINTENANCE_URL)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send Test Message to the support webhook' })).toBeVisible();
    expect(screen.getByText('X-Datadeck-Signature')).toBeVisible();
    // Prefilled with the current URLs.
    expect(screen.getByRole('textbox', { name: SUPPORT })).toHaveValue(SUPPORT_URL);
  });

  it('says so when the server cannot be reached', async () => {
    // The console asks twice more (a network error may pass) before it gives up.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      serveWebhooks({
        load: () => {
          throw new TypeError('Failed to fetch');
        },
      });
      renderApp(webhooksPage);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.errors.unreachable);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when no webhook is set', async () => {
    serveWebhooks({ webhooks: [] });
    await openWebhooks();
    expect(screen.getByText('No webhooks are set yet. Add one with the form below.')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Webhooks' })).toBeNull();
    expect(await screen.findByText('Nothing has been sent to the webhooks yet.')).toBeVisible();
  });

  it('deletes a webhook after the confirmation; Cancel sends nothing', async () => {
    const { calls } = serveWebhooks({ webhooks: BOTH });
    await openWebhooks();

    await userEvent.click(screen.getByRole('button', { name: 'Delete the support webhook' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete webhook' });
    expect(within(dialog).getByText(MESSAGES.webhooks.confirmDelete(SUPPORT))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete the support webhook' }));
    dialog = screen.getByRole('dialog', { name: 'Delete webhook' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(MESSAGES.webhooks.deleted)).toBeVisible();
    expect(calls).toEqual([{ call: 'delete', type: 'SUPPORT' }]);
    await waitFor(() => expect(within(webhookTable()).queryByText(SUPPORT_URL)).toBeNull());
  });

  it('during scheduled maintenance, every change says why and sends nothing', async () => {
    const { calls } = serveWebhooks({ webhooks: BOTH, maintenance: true });
    await openWebhooks();
    expect(screen.getByText(MESSAGES.settings.maintenance)).toBeVisible();
    for (const name of ['Delete the support webhook', 'Send Test Message to the support webhook', 'Update Webhooks']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAccessibleDescription(MESSAGES.settings.notDuringMaintenance);
      await userEvent.click(button);
    }
    await userEvent.type(screen.getByRole('textbox', { name: SUPPORT }), '/x{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });

  it("shows the server's text when a delete fails", async () => {
    serveWebhooks({
      answer: (_, call) => (call === 'delete' ? failure(404, 'type', MESSAGES.webhooks.notSet) : undefined),
    });
    await openWebhooks();
    await userEvent.click(screen.getByRole('button', { name: 'Delete the support webhook' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete webhook' })).getByRole('button', { name: 'Delete' }),
    );
    expect((await screen.findAllByText(MESSAGES.webhooks.notSet)).length).toBeGreaterThan(0);
    expect(screen.queryByText(MESSAGES.webhooks.deleted)).toBeNull();
  });

  it('says a test message was delivered, and reads the log again', async () => {
    let log = [delivery({ id: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e' })];
    const { calls } = serveWebhooks({ deliveries: () => log });
    await openWebhooks();
    await deliveryTable();
    log = [...log, delivery({ id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', eventType: 'webhook.test' })];

    await userEvent.click(screen.getByRole('button', { name: 'Send Test Message to the support webhook' }));

    expect(await screen.findByText(MESSAGES.webhooks.tested)).toBeVisible();
    expect(calls).toEqual([{ call: 'test', type: 'SUPPORT' }]);
    expect(await within(await deliveryTable()).findByText('webhook.test')).toBeVisible();
  });

  it('says a test message failed, with the reason below', async () => {
    serveWebhooks({
      answer: (_, call) =>
        call === 'test' ? ok({ delivered: false, responseCode: 404, error: 'The receiver answered 404' }) : undefined,
    });
    await openWebhooks();
    await userEvent.click(screen.getByRole('button', { name: 'Send Test Message to the support webhook' }));

    expect(await screen.findByText(MESSAGES.webhooks.testFailed)).toBeVisible();
    expect(screen.getByText('The receiver answered 404')).toBeVisible();
    expect(screen.queryByText(MESSAGES.webhooks.tested)).toBeNull();
  });

  it('updates the webhooks and shows a new secret once, with a copy button', async () => {
    const { calls } = serveWebhooks();
    const { unmount } = await openWebhooks();

    const maintenance = screen.getByRole('textbox', { name: WEBHOOK_TYPE_LABELS.MAINTENANCE });
    await userEvent.type(maintenance, MAINTENANCE_URL);
    await userEvent.click(screen.getByRole('button', { name: 'Update Webhooks' }));

    expect(await screen.findByText(MESSAGES.webhooks.updated)).toBeVisible();
    expect(calls).toEqual([
      { call: 'update', body: { supportWebhook: SUPPORT_URL, maintenanceWebhook: MAINTENANCE_URL } },
    ]);
    expect(screen.getByText(MESSAGES.webhooks.secretShownOnce)).toBeVisible();
    expect(screen.getByText(NEW_SECRET)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy the signing secret of the maintenance webhook' })).toBeVisible();
    await waitFor(() => expect(within(webhookTable()).getByText(MAINTENANCE_URL)).toBeVisible());
    unmount();

    // Back on the page, the secret is gone for good.
    await openWebhooks();
    expect(screen.queryByText(NEW_SECRET)).toBeNull();
  });

  it('checks a URL before sending, and says when the update fails', async () => {
    const { calls } = serveWebhooks({
      answer: (_, call) =>
        call === 'update' ? failure(400, 'supportWebhook', MESSAGES.webhooks.privateAddress) : undefined,
    });
    await openWebhooks();
    const support = screen.getByRole('textbox', { name: SUPPORT });

    await userEvent.clear(support);
    await userEvent.type(support, 'ftp://example.com/hook');
    await userEvent.click(screen.getByRole('button', { name: 'Update Webhooks' }));
    expect(await screen.findByText(MESSAGES.webhooks.notHttp)).toBeVisible();
    expect(calls).toEqual([]);

    await userEvent.clear(support);
    await userEvent.type(support, 'http://10.0.0.1/hook');
    await userEvent.click(screen.getByRole('button', { name: 'Update Webhooks' }));
    expect(await screen.findByText(MESSAGES.webhooks.updateFailed)).toBeVisible();
    await waitFor(() => expect(support).toHaveAccessibleDescription(new RegExp(MESSAGES.webhooks.privateAddress)));
  });

  it('lists the deliveries, and polls as background reads while one is on its way', async () => {
    let log = [
      delivery({
        id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
        status: 'RETRYING',
        attempts: 2,
        responseCode: 503,
        error: 'The receiver answered 503',
      }),
    ];
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { fetchMock } = serveWebhooks({ deliveries: () => log });
      await openWebhooks();
      const table = await deliveryTable();
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
      expect(headers).toEqual(['Time', 'Webhook', 'Event', 'Status', 'Response code', 'Attempts', 'Error']);
      const row = within(rowOf(table, 'cluster.failed'));
      expect(row.getByText('Retrying')).toBeVisible();
      expect(row.getByText('503')).toBeVisible();
      expect(row.getByText('2')).toBeVisible();
      expect(row.getByText('The receiver answered 503')).toBeVisible();

      log = log.map((line) => ({ ...line, status: 'DELIVERED', attempts: 3, responseCode: 200, error: null }));
      await vi.advanceTimersByTimeAsync(LIMITS.webhookDeliveriesPollMs);
      await waitFor(() => expect(within(rowOf(table, 'cluster.failed')).getByText('Delivered')).toBeVisible());
      // Delivered: nothing left to wait for, so no more reads.
      await vi.advanceTimersByTimeAsync(LIMITS.webhookDeliveriesPollMs * 2);
      expect(backgroundReads(fetchMock, api.accountWebhooks.deliveries)).toEqual([false, true]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("links the organisation's linked accounts for its owners", async () => {
    serveWebhooks({ details: detailsWith(organisation(true)) });
    await openWebhooks();
    const link = await screen.findByRole('link', { name: "Manage the organization's linked accounts" });
    expect(link).toHaveAttribute('href', `/organizations/${ORGANISATION_ID}`);
  });

  it.each([
    ['a member who does not own the organisation', detailsWith(organisation(false))],
    ['an account of no organisation', detailsWith(null)],
  ])('links no organisation for %s', async (_, details) => {
    serveWebhooks({ details });
    await openWebhooks();
    await screen.findByText('Nothing has been sent to the webhooks yet.');
    expect(screen.queryByRole('link', { name: "Manage the organization's linked accounts" })).toBeNull();
  });
});
