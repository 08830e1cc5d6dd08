import { api, LIMITS, MESSAGES } from '@datadeck/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { backgroundReads, failure } from '../../test/fake-api.ts';
import { gateway, gatewayTable, NEW_GATEWAY_ID, openGateways, rowOf, serveGateways } from './zia-gateways-test-kit.ts';

const GW_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const USED_ID = '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f';

describe('the ZIA Gateway tab', () => {
  it('lists the gateways with ID, Name, Provider, Region, PCI and Status', async () => {
    serveGateways({ gateways: [gateway({ id: GW_ID, name: 'edge-gw', region: 'EU_WEST_1' })] });
    await openGateways();
    const table = await gatewayTable();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['ID', 'Name', 'Provider', 'Region', 'PCI', 'Status', 'Actions']);
    const cells = within(rowOf(table, 'edge-gw'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual([GW_ID, 'Amazon Web Services', 'EU_WEST_1', 'DISABLED']);
    expect(cells[4]).toBe('RUNNING');
  });

  it('says when there is no gateway', async () => {
    serveGateways();
    await openGateways();
    expect(await screen.findByText(MESSAGES.ziaGateways.empty)).toBeVisible();
  });

  it('creates with region US_EAST_1 and PCI off and disabled, toasts, and shows the new gateway', async () => {
    const user = userEvent.setup();
    const { calls } = serveGateways();
    await openGateways();
    expect(screen.getByRole('combobox', { name: 'Provider' })).toHaveValue('AWS_VPC');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('US_EAST_1');
    const pci = screen.getByRole('checkbox', { name: 'PCI compliance' });
    expect(pci).toBeDisabled();
    expect(pci).not.toBeChecked();
    expect(pci).toHaveAccessibleDescription(MESSAGES.ziaGateways.pciNotSupported);

    await user.type(screen.getByRole('textbox', { name: /Gateway name/ }), 'new-gw');
    await user.click(screen.getByRole('button', { name: 'Create Gateway' }));
    expect(await screen.findByText(MESSAGES.ziaGateways.created)).toBeVisible();
    expect(calls).toEqual([
      { call: 'add', body: { name: 'new-gw', cloudProvider: 'AWS_VPC', region: 'US_EAST_1', pci: false } },
    ]);
    expect(within(rowOf(await gatewayTable(), 'new-gw')).getByText('PROVISIONING')).toBeVisible();
  });

  it("shows the contracts' name rule before sending anything", async () => {
    const user = userEvent.setup();
    const { calls } = serveGateways();
    await openGateways();
    await user.type(screen.getByRole('textbox', { name: /Gateway name/ }), 'has space');
    await user.click(screen.getByRole('button', { name: 'Create Gateway' }));
    expect(await screen.findByText(MESSAGES.ziaGateways.nameRule)).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('toasts the failure and puts the server field error on its field', async () => {
    const user = userEvent.setup();
    serveGateways({ answer: () => failure(400, 'name', 'Taken by the server') });
    await openGateways();
    await user.type(screen.getByRole('textbox', { name: /Gateway name/ }), 'gw');
    await user.click(screen.getByRole('button', { name: 'Create Gateway' }));
    expect(await screen.findAllByText(MESSAGES.ziaGateways.createFailed)).not.toHaveLength(0);
    expect(await screen.findAllByText('Taken by the server')).not.toHaveLength(0);
  });

  it('terminates after a confirmation, with its toast', async () => {
    const user = userEvent.setup();
    const { calls } = serveGateways({ gateways: [gateway({ id: GW_ID, name: 'edge-gw' })] });
    await openGateways();
    await user.click(within(await gatewayTable()).getByRole('button', { name: 'Terminate Gateway edge-gw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminate Gateway' });
    expect(dialog).toHaveTextContent(MESSAGES.ziaGateways.confirmTerminate('edge-gw'));
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Terminate Gateway' }));
    expect(await screen.findByText(MESSAGES.ziaGateways.deleted)).toBeVisible();
    expect(calls).toEqual([{ call: 'delete', gatewayId: GW_ID }]);
  });

  it("toasts the spec's failure when the server refuses the termination", async () => {
    const user = userEvent.setup();
    serveGateways({
      gateways: [gateway({ id: GW_ID, name: 'edge-gw' })],
      answer: () => failure(409, 'CONFLICT', MESSAGES.ziaGateways.inUse(['late'])),
    });
    await openGateways();
    await user.click(within(await gatewayTable()).getByRole('button', { name: 'Terminate Gateway edge-gw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminate Gateway' });
    await user.click(within(dialog).getByRole('button', { name: 'Terminate Gateway' }));
    expect(await screen.findAllByText(MESSAGES.ziaGateways.deleteFailed)).not.toHaveLength(0);
  });

  it('disables Terminate Gateway on a gateway in use, naming the clusters', async () => {
    serveGateways({
      gateways: [
        gateway({ id: USED_ID, name: 'used-gw', clusters: ['orders', 'search'] }),
        gateway({ id: GW_ID, name: 'free-gw' }),
      ],
    });
    await openGateways();
    const table = await gatewayTable();
    const used = within(table).getByRole('button', { name: 'Terminate Gateway used-gw' });
    expect(used).toBeDisabled();
    expect(used).toHaveAccessibleDescription('Gateway currently in use by clusters: orders, search');
    expect(within(table).getByRole('button', { name: 'Terminate Gateway free-gw' })).toBeEnabled();
  });

  it.each(['BILLING', 'READ_ONLY'] as const)(
    'shows %s the gateways, with no form and Terminate disabled for want of permission',
    async (role) => {
      serveGateways({ role, gateways: [gateway({ id: GW_ID, name: 'edge-gw' })] });
      await openGateways();
      const button = within(await gatewayTable()).getByRole('button', { name: 'Terminate Gateway edge-gw' });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(MESSAGES.ziaGateways.deleteNotPermitted);
      expect(screen.queryByRole('button', { name: 'Create Gateway' })).toBeNull();
      expect(screen.getByText(MESSAGES.ziaGateways.createNotPermitted)).toBeVisible();
    },
  );

  it('polls every 5 s as a background read while a gateway changes state, and stops once settled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { fetchMock, state } = serveGateways({
        gateways: [gateway({ id: NEW_GATEWAY_ID, name: 'coming-up', status: 'PROVISIONING' })],
      });
      await openGateways();
      const table = await gatewayTable();
      state.gateways = [gateway({ id: NEW_GATEWAY_ID, name: 'coming-up', status: 'RUNNING' })];
      await vi.advanceTimersByTimeAsync(LIMITS.ziaGatewaysPollMs);
      await waitFor(() => expect(within(rowOf(table, 'coming-up')).getByText('RUNNING')).toBeVisible());
      await vi.advanceTimersByTimeAsync(LIMITS.ziaGatewaysPollMs * 2);
      expect(backgroundReads(fetchMock, api.ziaGateways.list)).toEqual([false, true]);
    } finally {
      vi.useRealTimers();
    }
  });
});
