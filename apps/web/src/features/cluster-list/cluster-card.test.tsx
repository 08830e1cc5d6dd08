import { clusterStatusDisplay, MESSAGES } from '@datadeck/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ID, cluster, CLUSTER_ID } from '../../test/fixtures.ts';
import { renderWithRouter } from '../../test/render.tsx';
import { ClusterCard } from './cluster-card.tsx';

describe('ClusterCard', () => {
  it('links a RUNNING cluster to its monitoring page', async () => {
    renderWithRouter(<ClusterCard cluster={cluster({ status: 'RUNNING' })} accountId={ACCOUNT_ID} />);
    const link = await screen.findByRole('link', { name: 'orders-cassandra' });
    expect(link.getAttribute('href')).toBe(`/accounts/${ACCOUNT_ID}/clusters/${CLUSTER_ID}/monitoring`);
  });

  it('links any other cluster to its summary page', async () => {
    renderWithRouter(<ClusterCard cluster={cluster({ status: 'FAILED' })} accountId={ACCOUNT_ID} />);
    const link = await screen.findByRole('link', { name: 'orders-cassandra' });
    expect(link.getAttribute('href')).toBe(`/accounts/${ACCOUNT_ID}/clusters/${CLUSTER_ID}`);
  });

  it('shows the status with a tooltip of status, progress and message, reachable by keyboard', async () => {
    const provisioning = cluster({
      status: 'PROVISIONING',
      provisioningDetails: { progress: 0.4, message: 'Creating nodes' },
    });
    renderWithRouter(<ClusterCard cluster={provisioning} accountId={ACCOUNT_ID} />);
    await screen.findByText('PROVISIONING');

    await userEvent.tab(); // the card's link
    await userEvent.tab(); // the status badge
    const tooltip = await screen.findByRole('tooltip');
    // The tooltip's code arrives after the page: the badge under it keeps the keyboard focus.
    expect(document.activeElement).toBe(screen.getByText('PROVISIONING').closest('[tabindex="0"]'));
    expect(tooltip.textContent).toBe(clusterStatusDisplay(provisioning).tooltip);
    expect(tooltip.textContent).toContain('40%');
    expect(screen.getByRole('progressbar', { name: 'orders-cassandra provisioning progress' })).toBeVisible();
  });

  it('warns when a deletion was requested, and only then', async () => {
    const { unmount } = renderWithRouter(
      <ClusterCard cluster={cluster({ deleteRequestDate: '2025-01-02T03:04:05.000Z' })} accountId={ACCOUNT_ID} />,
    );
    expect(await screen.findByText(MESSAGES.landing.deleteRequested)).toBeVisible();
    unmount();

    renderWithRouter(<ClusterCard cluster={cluster()} accountId={ACCOUNT_ID} />);
    expect(await screen.findByText('Order history for the shop')).toBeVisible();
    expect(screen.queryByText(MESSAGES.landing.deleteRequested)).toBeNull();
  });

  it('labels the application logo for screen readers', async () => {
    renderWithRouter(<ClusterCard cluster={cluster()} accountId={ACCOUNT_ID} />);
    const logo = await screen.findByRole('img', { name: 'Apache Cassandra' });
    expect(logo.getAttribute('src')).toBe('/logos/apache_cassandra.svg');
  });
});
