import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import type { Column, TableSort } from './columns.ts';
import { DataTable } from './data-table.tsx';

type Webhook = { id: string; name: string; url: string; deliveries: number };

const WEBHOOKS: readonly Webhook[] = [
  { id: 'w1', name: 'billing', url: 'https://example.com/billing', deliveries: 12 },
  { id: 'w2', name: 'alerts', url: 'https://example.com/alerts', deliveries: 3 },
];

const columns: readonly Column<Webhook, 'name' | 'deliveries'>[] = [
  { key: 'name', header: 'Name', cell: (hook) => hook.name, rowHeader: true, sortKey: 'name' },
  { key: 'url', header: 'URL', cell: (hook) => hook.url },
  { key: 'deliveries', header: 'Deliveries', cell: (hook) => hook.deliveries, align: 'right', sortKey: 'deliveries' },
  { key: 'secret', header: 'Secret', cell: () => 'hidden', hidden: true },
];

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe('DataTable', () => {
  it('draws the headers and the cells from the column declarations, the row header naming each row', () => {
    renderWithProviders(
      <DataTable caption="Webhooks" columns={columns} rows={WEBHOOKS} rowKey={(hook) => hook.id} empty="None" />,
    );
    const table = screen.getByRole('table', { name: 'Webhooks' });
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual(['Name', 'URL', 'Deliveries']);
    expect(texts(within(table).getAllByRole('rowheader'))).toEqual(['billing', 'alerts']);
    const alerts = within(table).getByRole('row', { name: /alerts/ });
    expect(texts(within(alerts).getAllByRole('cell'))).toEqual(['https://example.com/alerts', '3']);
    expect(within(table).queryByText('hidden')).toBeNull();
  });

  it('shows its caption under the table when asked to', () => {
    renderWithProviders(
      <DataTable
        caption="Your webhooks"
        captionVisible
        columns={columns}
        rows={WEBHOOKS}
        rowKey={(hook) => hook.id}
        empty="None"
      />,
    );
    expect(screen.getByText('Your webhooks')).toBeVisible();
    expect(screen.getByRole('table', { name: 'Your webhooks' })).toBeVisible();
  });

  it('says what the empty state says, instead of a table with no rows', () => {
    renderWithProviders(
      <DataTable caption="Webhooks" columns={columns} rows={[]} rowKey={(hook) => hook.id} empty="No webhooks yet." />,
    );
    expect(screen.getByText('No webhooks yet.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('takes a node as the empty state', () => {
    renderWithProviders(
      <DataTable
        caption="Webhooks"
        columns={columns}
        rows={[]}
        rowKey={(hook) => hook.id}
        empty={<button type="button">Add a webhook</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Add a webhook' })).toBeVisible();
  });

  it('while loading, announces it and keeps the headers over skeleton rows', () => {
    renderWithProviders(
      <DataTable
        caption="Webhooks"
        columns={columns}
        rows={[]}
        rowKey={(hook) => hook.id}
        empty="No webhooks yet."
        loading={{ label: 'Loading webhooks' }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading webhooks');
    const table = screen.getByRole('table', { name: 'Webhooks' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual(['Name', 'URL', 'Deliveries']);
    // Skeleton rows hold the height of a short list; they are hidden from screen readers.
    expect(table.querySelectorAll('tbody tr')).toHaveLength(5);
    expect(within(table).getAllByRole('row')).toHaveLength(1);
    expect(screen.queryByText('No webhooks yet.')).toBeNull();
  });

  it('names each row action after its row, and runs it from the keyboard', async () => {
    const onTest = vi.fn<(hook: Webhook) => void>();
    const onDelete = vi.fn<(hook: Webhook) => void>();
    renderWithProviders(
      <DataTable
        caption="Webhooks"
        columns={columns}
        rows={WEBHOOKS}
        rowKey={(hook) => hook.id}
        empty="None"
        actions={[
          { label: 'Test', name: (hook) => `Test ${hook.name}`, onAction: onTest },
          {
            label: 'Delete',
            name: (hook) => `Delete ${hook.name}`,
            onAction: onDelete,
            shownFor: (hook) => hook.deliveries < 10,
            destructive: true,
          },
        ]}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    const billing = within(screen.getByRole('row', { name: /billing/ }));
    expect(billing.getByRole('button', { name: 'Test billing' })).toBeVisible();
    expect(billing.queryByRole('button', { name: 'Delete billing' })).toBeNull();

    await userEvent.tab();
    expect(billing.getByRole('button', { name: 'Test billing' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onTest).toHaveBeenCalledWith(WEBHOOKS[0]);

    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Delete alerts' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onDelete).toHaveBeenCalledWith(WEBHOOKS[1]);
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('disables an action with the reason as its description', () => {
    renderWithProviders(
      <>
        <p id="why">Webhooks are read-only during maintenance.</p>
        <DataTable
          caption="Webhooks"
          columns={columns}
          rows={WEBHOOKS}
          rowKey={(hook) => hook.id}
          empty="None"
          actions={[
            {
              label: 'Test',
              name: (hook) => `Test ${hook.name}`,
              onAction: vi.fn<(hook: Webhook) => void>(),
              disabled: true,
              describedBy: 'why',
            },
          ]}
        />
      </>,
    );
    const test = screen.getByRole('button', { name: 'Test alerts' });
    expect(test).toBeDisabled();
    expect(test).toHaveAccessibleDescription('Webhooks are read-only during maintenance.');
  });

  it("sorts by the caller's sort: aria-sort on the header, the column's key to the callback", async () => {
    const onSort = vi.fn<(column: string) => void>();
    function Sorted() {
      const [sort, setSort] = useState<TableSort<'name' | 'deliveries'>>({
        column: 'deliveries',
        direction: 'descending',
      });
      return (
        <DataTable
          caption="Webhooks"
          columns={columns}
          rows={WEBHOOKS}
          rowKey={(hook) => hook.id}
          empty="None"
          sorting={{
            sort,
            onSort: (column) => {
              onSort(column);
              setSort({ column, direction: 'ascending' });
            },
          }}
        />
      );
    }
    renderWithProviders(<Sorted />);
    const name = screen.getByRole('columnheader', { name: /Name/ });
    const deliveries = screen.getByRole('columnheader', { name: /Deliveries/ });
    expect(deliveries).toHaveAttribute('aria-sort', 'descending');
    expect(name).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'URL' })).not.toHaveAttribute('aria-sort');

    await userEvent.tab();
    expect(within(name).getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSort).toHaveBeenCalledWith('name');
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(deliveries).toHaveAttribute('aria-sort', 'none');
  });

  it('puts totals under the rows, the value in the last column', () => {
    renderWithProviders(
      <DataTable
        caption="Webhooks"
        columns={columns}
        rows={WEBHOOKS}
        rowKey={(hook) => hook.id}
        empty="None"
        totals={[{ label: 'All deliveries', value: 15, strong: true }]}
      />,
    );
    const total = screen.getByRole('row', { name: /All deliveries/ });
    expect(within(total).getByRole('rowheader', { name: 'All deliveries' })).toHaveAttribute('colspan', '2');
    expect(within(total).getByRole('cell')).toHaveTextContent('15');
  });
});
