import { api, MESSAGES } from '@datadeck/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ok, stubApi, type Reply } from '../../test/fake-api.ts';
import { CLUSTER_ID } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

/** The public confirmation endpoint; nothing else answers, so the page must need nothing else. */
function serve(reply: Reply) {
  const tokens: unknown[] = [];
  const fetchMock = stubApi([
    [
      api.clusters.confirmDeletion,
      ({ body }) => {
        tokens.push(body);
        return reply;
      },
    ],
  ]);
  return { tokens, fetchMock };
}

describe('confirm cluster deletion page', () => {
  it('confirms only on the click, then names the cluster and leads to the console', async () => {
    const { tokens, fetchMock } = serve(ok({ clusterId: CLUSTER_ID, clusterName: 'orders-cassandra' }));
    renderApp('/confirm-cluster-deletion?token=abc123');

    const confirm = await screen.findByRole('button', { name: 'Confirm deletion' });
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm cluster deletion' })).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(confirm);

    expect(await screen.findByText(MESSAGES.clusters.deletionConfirmed('orders-cassandra'))).toBeVisible();
    expect(tokens).toEqual([{ token: 'abc123' }]);
    expect(screen.getByRole('link', { name: 'Go to the console' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Confirm deletion' })).toBeNull();
  });

  it('says the link is invalid when the server refuses the token, and leads to the console', async () => {
    serve(failure(404, 'NOT_FOUND', 'Unknown or expired token'));
    renderApp('/confirm-cluster-deletion?token=expired');

    await userEvent.click(await screen.findByRole('button', { name: 'Confirm deletion' }));

    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.clusters.deletionLinkInvalid);
    expect(screen.queryByRole('button', { name: 'Confirm deletion' })).toBeNull();
    const link = screen.getByRole('link', { name: 'Go to the console' });
    expect(link).toBeVisible();
    expect(link.getAttribute('href')).toBe('/');
  });

  it('says the link is invalid when it carries no token, without asking the server', async () => {
    const { fetchMock } = serve(ok({ clusterId: CLUSTER_ID, clusterName: 'orders-cassandra' }));
    renderApp('/confirm-cluster-deletion');

    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.clusters.deletionLinkInvalid);
    expect(screen.queryByRole('button', { name: 'Confirm deletion' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the button for another try when the server fails', async () => {
    serve({ status: 503, body: { errors: [{ name: 'INTERNAL', message: MESSAGES.errors.internal }] } });
    renderApp('/confirm-cluster-deletion?token=abc123');

    await userEvent.click(await screen.findByRole('button', { name: 'Confirm deletion' }));

    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.errors.internal);
    expect(screen.getByRole('button', { name: 'Confirm deletion' })).toBeVisible();
  });
});
