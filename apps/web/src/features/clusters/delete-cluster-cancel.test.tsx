import { api, MESSAGES } from '@datadeck/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../test/fake-api.ts';
import { account, ACCOUNT_ID, CLUSTER_ID, me } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { clusterDetails } from './cluster-details.fixture.ts';

/*
 * Leaving the delete dialog: what the e2e journey "Cancel closes the dialog and deletes nothing"
 * checked in the browser (e2e/tests/clusters.spec.ts keeps the deletion itself).
 */

const page = `/accounts/${ACCOUNT_ID}/clusters/${CLUSTER_ID}`;

describe('leaving the delete dialog', { timeout: 20_000 }, () => {
  it('closes on Cancel and on Escape without asking the server, and opens again empty', async () => {
    const cluster = clusterDetails();
    const deletes: string[] = [];
    stubApi([
      [api.auth.me, () => ok(me)],
      [api.accounts.get, () => ok(account)],
      [api.clusters.get, () => ok(cluster)],
      [
        api.clusters.delete,
        ({ params }) => {
          deletes.push(params.clusterId ?? '');
          return { status: 202, body: cluster };
        },
      ],
    ]);
    renderApp(page);
    const deleteButton = await screen.findByRole('button', { name: 'Delete Cluster' });

    await userEvent.click(deleteButton);
    let dialog = await screen.findByRole('dialog', { name: 'Delete cluster' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Cluster name' }), cluster.name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(MESSAGES.landing.deleteRequested)).toBeNull();
    expect(deleteButton.getAttribute('aria-disabled')).not.toBe('true');

    // Opened again, the dialog starts empty; Escape closes it too.
    await userEvent.click(deleteButton);
    dialog = await screen.findByRole('dialog', { name: 'Delete cluster' });
    expect((within(dialog).getByRole('textbox', { name: 'Cluster name' }) as HTMLInputElement).value).toBe('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(deletes).toEqual([]);
  });
});
