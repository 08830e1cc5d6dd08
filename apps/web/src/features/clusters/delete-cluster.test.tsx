import { api, MESSAGES, type ClusterDetails } from '@datadeck/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../shared/api/query-client.ts';
import { clusterKeys } from '../../shared/api/query-keys.ts';
import { failure, ok, stubApi, type Reply } from '../../test/fake-api.ts';
import { account, ACCOUNT_ID, CLUSTER_ID, clusterList, me } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { clusterDetails } from './cluster-details.fixture.ts';

const page = `/accounts/${ACCOUNT_ID}/clusters/${CLUSTER_ID}`;

/** An owner on the cluster page; `onDelete` answers the DELETE and sees that it was asked. */
function serve(cluster: ClusterDetails, onDelete: () => Reply) {
  const deletes: string[] = [];
  stubApi([
    [api.auth.me, () => ok(me)],
    [api.accounts.get, () => ok(account)],
    [api.clusters.get, () => ok(cluster)],
    [
      api.clusters.delete,
      ({ params }) => {
        deletes.push(params.clusterId ?? '');
        return onDelete();
      },
    ],
  ]);
  return deletes;
}

async function openDeleteDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Cluster' }));
  return screen.findByRole('dialog', { name: 'Delete cluster' });
}

describe('deleting a cluster', () => {
  it('needs the exact cluster name, then sends DELETE, updates the page and says so', async () => {
    const requested = clusterDetails({ deleteRequestDate: '2026-02-01T00:00:00.000Z', status: 'RUNNING' });
    const deletes = serve(clusterDetails(), () => ({ status: 202, body: requested }));
    queryClient.setQueryData(clusterKeys.list(ACCOUNT_ID, { search: '', startIndex: 0 }), clusterList([]));
    renderApp(page);

    const dialog = await openDeleteDialog();
    expect(within(dialog).getByText(MESSAGES.clusters.deleteConfirm('orders-cassandra'))).toBeVisible();
    const confirm = within(dialog).getByRole('button', { name: 'Delete cluster' });
    const name = within(dialog).getByRole('textbox', { name: 'Cluster name' });
    expect(confirm).toHaveProperty('disabled', true);

    await userEvent.type(name, 'orders-cassandr');
    expect(confirm).toHaveProperty('disabled', true);
    await userEvent.type(name, 'A');
    expect(confirm).toHaveProperty('disabled', true);
    await userEvent.type(name, '{Backspace}a');
    expect(confirm).toHaveProperty('disabled', false);
    expect(deletes).toHaveLength(0);

    await userEvent.click(confirm);

    expect(await screen.findByText(MESSAGES.clusters.deleteRequested('orders-cassandra'))).toBeVisible();
    expect(deletes).toEqual([CLUSTER_ID]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText(MESSAGES.landing.deleteRequested)).toBeVisible();
    expect(screen.getByText(MESSAGES.clusters.alreadyDeleting)).toBeVisible();
    const list = queryClient.getQueryState(clusterKeys.list(ACCOUNT_ID, { search: '', startIndex: 0 }));
    expect(list?.isInvalidated).toBe(true);
  });

  // What the e2e journey "Cancel closes the dialog and deletes nothing" checked in the browser.
  it('closes on Cancel and on Escape without asking the server, and opens again empty', async () => {
    const cluster = clusterDetails();
    const deletes = serve(cluster, () => ({ status: 202, body: cluster }));
    renderApp(page);

    let dialog = await openDeleteDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Cluster name' }), cluster.name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(MESSAGES.landing.deleteRequested)).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Cluster' }).getAttribute('aria-disabled')).not.toBe('true');

    // Opened again, the dialog starts empty; Escape closes it too.
    dialog = await openDeleteDialog();
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Cluster name' }).value).toBe('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(deletes).toEqual([]);
  });

  it('tells a two-factor cluster where the confirmation e-mail went', async () => {
    const twoFactorDelete = [{ confirmationEmail: 'ops@example.com' }];
    serve(clusterDetails({ twoFactorDelete }), () => ({
      status: 202,
      body: clusterDetails({ twoFactorDelete, deletionAwaitingConfirmation: true }),
    }));
    renderApp(page);

    const dialog = await openDeleteDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Cluster name' }), 'orders-cassandra{Enter}');

    expect(await screen.findByText(MESSAGES.clusters.deleteConfirmationSent('ops@example.com'))).toBeVisible();
    expect(screen.getByText('Deletion awaiting confirmation')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete Cluster' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('shows a failure inside the dialog and keeps it open', async () => {
    serve(clusterDetails(), () => failure(409, 'CONFLICT', 'The cluster is busy with another operation'));
    renderApp(page);

    const dialog = await openDeleteDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Cluster name' }), 'orders-cassandra');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete cluster' }));

    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'The cluster is busy with another operation',
    );
    expect(screen.getByRole('dialog', { name: 'Delete cluster' })).toBeVisible();
  });
});
