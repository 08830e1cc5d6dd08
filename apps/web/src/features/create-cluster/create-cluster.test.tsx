import { api, BUNDLE_LABELS, CLOUD_PROVIDER_LABELS, MESSAGES } from '@datadeck/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ok, requestedUrls, stubApi } from '../../test/fake-api.ts';
import { account, ACCOUNT_ID, me } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import {
  ALL_VERSIONS,
  choose,
  info,
  nameIssue,
  next,
  nodesToReview,
  renderPage,
  reviewValue,
  serve,
  stepHeading,
  walkToReview,
} from './wizard-test-kit.tsx';

// Each test walks the wizard as a user would, through several loads of the fake catalogue.
describe('create-cluster wizard: steps, estimate and availability', { timeout: 20_000 }, () => {
  it('keeps a bad name on the first step, with the contract message beside the field', async () => {
    serve();
    renderPage();
    await stepHeading('Application and add-ons');
    await userEvent.type(screen.getByLabelText(/^Cluster name/), 'x!');
    await next();
    const message = await screen.findByText(nameIssue('x!'));
    const input = screen.getByLabelText(/^Cluster name/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByRole('heading', { level: 2, name: 'Application and add-ons' })).toBeVisible();

    // Once shown, the message follows the user's typing.
    await userEvent.clear(input);
    await userEvent.type(input, 'orders-db');
    await waitFor(() => expect(screen.queryByText(message.textContent ?? '')).toBeNull());
  });
  it('offers only production sizes to PRODUCTION and blocks a node count that is not a multiple of the replication factor', async () => {
    serve();
    renderPage();
    await userEvent.type(await screen.findByLabelText(/^Cluster name/), 'orders-db');
    await next();
    await next();
    // Each step opens with focus on its heading, for screen readers to announce it.
    expect(document.activeElement).toBe(await stepHeading('Provider, region and nodes'));
    const sizeInput = await screen.findByLabelText<HTMLInputElement>(/^Node size/, { selector: 'input' });
    await waitFor(() => expect(sizeInput.disabled).toBe(false));
    await userEvent.click(sizeInput);
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent ?? '');
    expect(options.some((o) => o.startsWith('CAS-PRD-r7g.large-120'))).toBe(true);
    expect(options.some((o) => o.includes('DEV'))).toBe(false);
    await userEvent.click(screen.getByRole('option', { name: /^CAS-PRD-r7g\.large-120/ }));

    const count = screen.getByLabelText(/^Number of nodes/);
    await userEvent.clear(count);
    await userEvent.type(count, '4');
    await next();
    expect(await screen.findByText('Number of nodes must be a multiple of the replication factor (3)')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Provider, region and nodes' })).toBeVisible();
  });
  it('reviews the choices with the monthly estimate, without GST when it does not apply', async () => {
    serve();
    renderPage();
    await walkToReview();
    const settings = screen.getByRole('table', { name: 'Cluster settings' });
    expect(within(settings).getByText('orders-db')).toBeVisible();
    expect(within(settings).getByText('3 × CAS-PRD-r7g.large-120')).toBeVisible();
    expect(within(settings).getByText('team=data')).toBeVisible();
    expect((await screen.findByRole('row', { name: /Total per month/ })).textContent).toContain('$450.00');
    expect(screen.queryByText(MESSAGES.clusters.gstNote)).toBeNull();
  });
  it("reviews Kafka on Google Cloud with the Karapace Schema Registry, priced at the region's broker size", async () => {
    serve();
    renderPage();
    await userEvent.type(await screen.findByLabelText(/^Cluster name/), 'events');
    await userEvent.click(screen.getByRole('radio', { name: /Apache Kafka/ }));
    await userEvent.click(screen.getByLabelText(BUNDLE_LABELS.KARAPACE_SCHEMA_REGISTRY));
    await next();
    await next();
    await stepHeading('Provider, region and nodes');
    await choose(/^Cloud provider/, CLOUD_PROVIDER_LABELS.GCP);
    // Google Cloud's own regions replace Amazon's, us-east1 proposed first.
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>(/^Region/, { selector: 'input' }).value).toBe('us-east1'),
    );
    await choose(/^Region/, 'europe-west1');
    await choose(/^Broker node size/, /^KFK-PRD-n2-highmem-2-400/);
    await nodesToReview();

    expect(reviewValue('Cloud provider')).toBe(CLOUD_PROVIDER_LABELS.GCP);
    expect(reviewValue('Region')).toBe('europe-west1');
    expect(reviewValue('Add-ons')).toBe(BUNDLE_LABELS.KARAPACE_SCHEMA_REGISTRY);
    expect(reviewValue('Brokers')).toBe('3 × KFK-PRD-n2-highmem-2-400');
    // Priced from Google Cloud's list for europe-west1 ($210), not Amazon's broker size ($180).
    const estimate = screen.getByRole('table', { name: 'Estimated monthly cost' });
    const brokers = await within(estimate).findByRole('row', { name: /^Kafka brokers/ });
    await waitFor(() =>
      expect(
        within(brokers)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['KFK-PRD-n2-highmem-2-400', '3', '$210.00', '$630.00']),
    );
    expect(within(within(estimate).getByRole('row', { name: /^Total per month/ })).getByRole('cell').textContent).toBe(
      '$630.00',
    );
  });
  it('adds 10% GST to the estimate when it applies', async () => {
    serve({ createInfo: { ...info, gstApplies: true } });
    renderPage();
    await walkToReview();
    expect((await screen.findByRole('row', { name: /Total per month/ })).textContent).toContain('$495.00');
    expect(
      screen.getByRole('row', { name: new RegExp(MESSAGES.clusters.gstNote.replace('+', '\\+')) }).textContent,
    ).toContain('$45.00');
  });
  it('disables Create, with the reason in a tooltip and in text, when creation is not allowed', async () => {
    const fetchMock = serve({
      createInfo: { ...info, creationAllowed: false, creationBlockedReason: MESSAGES.clusters.creationNotAllowed },
    });
    renderPage();
    await walkToReview();
    const create = screen.getByRole('button', { name: 'Create cluster' });
    expect(create.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText(MESSAGES.clusters.creationNotAllowed)).toBeVisible();
    await userEvent.hover(create);
    expect((await screen.findByRole('tooltip')).textContent).toBe(MESSAGES.clusters.creationNotAllowed);
    await userEvent.click(create);
    expect(requestedUrls(fetchMock).some((url) => url.pathname.endsWith('/clusters/cassandra'))).toBe(false);
  });
  it('forces PCI compliance mode on when the account says so', async () => {
    serve({ createInfo: { ...info, forcePciForNewClusters: true } });
    renderPage();
    await userEvent.type(await screen.findByLabelText(/^Cluster name/), 'orders-db');
    await next();
    await next();
    await choose(/^Node size/, /^CAS-PRD-r7g\.large-120/);
    await next();
    await stepHeading('Network and options');
    const pci = screen.getByLabelText<HTMLInputElement>('PCI compliance mode');
    expect(pci.checked).toBe(true);
    expect(pci.disabled).toBe(true);
    expect(screen.getByText(MESSAGES.clusters.pciForced)).toBeVisible();
    expect(screen.getByLabelText<HTMLInputElement>('Client to cluster encryption').checked).toBe(true);
  });
  it('says why the page cannot load, with a way to try again', async () => {
    let attempts = 0;
    stubApi([
      [api.auth.me, () => ok(me)],
      [api.accounts.get, () => ok(account)],
      [api.catalogue.versions, () => ok({ versions: ALL_VERSIONS })],
      [
        api.clusters.createInfo,
        () => (++attempts === 1 ? failure(403, 'FORBIDDEN', MESSAGES.errors.forbidden) : ok(info)),
      ],
    ]);
    renderApp(`/accounts/${ACCOUNT_ID}/create-cluster`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(MESSAGES.errors.pageNotLoaded)).toBeVisible();
    expect(within(alert).getByText(MESSAGES.errors.forbidden)).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/^Cluster name/)).toBeVisible();
    expect(attempts).toBe(2);
  });
});
