import { api, type OidcProvider } from '@datadeck/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fake-api.ts';
import { ACCOUNT_ID, CLUSTER_ID } from '../../test/fixtures.ts';
import { choose, created, next, renderPage, serve, stepHeading } from './wizard-test-kit.tsx';

const corporate: OidcProvider = {
  id: '00000000-0000-4000-8000-000000000001',
  clientId: 'dashboards-client',
  clientName: 'Corporate SSO',
  clientUrl: 'https://sso.example.com',
  clientPort: 443,
  description: null,
  clusters: [],
};

// The test walks the wizard as a user would, through several loads of the fake catalogue.
describe('the OIDC provider of OpenSearch Dashboards (SPEC §2)', { timeout: 20_000 }, () => {
  it("offers the account's providers and sends the one chosen with the Dashboards entry", async () => {
    let body: unknown;
    serve({
      extra: [
        [api.oidcProviders.list, () => ok([corporate])],
        [
          api.clusters.createOpensearch,
          (request) => {
            body = request.body;
            return created(request);
          },
        ],
      ],
    });
    const router = renderPage();
    await userEvent.type(await screen.findByLabelText(/^Cluster name/), 'search');
    await userEvent.click(screen.getByRole('radio', { name: /OpenSearch/ }));
    await userEvent.click(screen.getByLabelText('OpenSearch Dashboards'));
    await next();
    await next();
    await stepHeading('Provider, region and nodes');
    await choose(/^Data node size/, /^SRH-PRD-m6g\.large-250/);
    await choose(/^Cluster manager node size/, /^SRH-PRD-m6g\.medium-80/);
    await choose(/^OpenSearch Dashboards node size/, /^SRH-PRD-m6g\.medium-80/);
    await choose(/^OIDC provider for OpenSearch Dashboards/, 'Corporate SSO (dashboards-client)');
    await next();
    await next();
    await next();
    await stepHeading('Review and create');
    await userEvent.click(screen.getByRole('button', { name: 'Create cluster' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/accounts/${ACCOUNT_ID}/clusters/${CLUSTER_ID}`));
    expect(body).toMatchObject({
      opensearchDashboards: [{ nodeSize: 'SRH-PRD-m6g.medium-80', oidcProvider: corporate.id }],
    });
  });
});
