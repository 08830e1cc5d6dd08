import {
  api,
  LIMITS,
  MESSAGES,
  ROLES,
  roleHasPermission,
  type Account,
  type ClusterList,
  type FreeTrial,
  type Me,
  type MessageOfTheDay,
} from '@datadeck/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ok, requestedUrls, stubApi, type FakeRoute } from '../test/fake-api.ts';
import { account, ACCOUNT_ID, cluster, clusterList, me, signedInAs, trialNotStarted } from '../test/fixtures.ts';
import { renderApp } from '../test/render.tsx';

/** The account landing page through the real route table, with a fake server behind fetch. */
function serve({
  clusters = () => clusterList([]),
  trial = trialNotStarted,
  theAccount = account,
  messages = [],
  user = me,
}: {
  clusters?: (search: string, startIndex: number) => ClusterList;
  trial?: FreeTrial;
  theAccount?: Account;
  messages?: MessageOfTheDay[];
  user?: Me;
}) {
  const routes: FakeRoute[] = [
    [api.auth.me, () => ok(user)],
    [api.accounts.get, () => ok(theAccount)],
    [api.accounts.messagesOfTheDay, () => ok({ messages })],
    [api.accounts.freeTrial, () => ok(trial)],
    [api.clusters.list, ({ query }) => ok(clusters(query.get('search') ?? '', Number(query.get('startIndex') ?? 0)))],
  ];
  return stubApi(routes);
}

const landing = `/accounts/${ACCOUNT_ID}`;

describe('account landing page', () => {
  it('welcomes an account without clusters, with the create card when creation is allowed', async () => {
    serve({});
    renderApp(landing);
    expect(await screen.findByRole('heading', { level: 1, name: account.name })).toBeVisible();
    expect(await screen.findByRole('heading', { name: MESSAGES.landing.welcomeTitle })).toBeVisible();
    expect(screen.getByText(MESSAGES.landing.welcomeSubtitle)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Create your first cluster' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Read the documentation' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'View pricing' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create Cluster' }).getAttribute('href')).toBe(`${landing}/create-cluster`);
  });

  it('leaves out the create card and disables Create Cluster, with the reason, when creation is not allowed', async () => {
    serve({ theAccount: { ...account, clusterCreationAllowed: false } });
    renderApp(landing);
    expect(await screen.findByRole('heading', { name: MESSAGES.landing.welcomeTitle })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Create your first cluster' })).toBeNull();
    const create = screen.getByRole('button', { name: 'Create Cluster' });
    expect(create.getAttribute('aria-disabled')).toBe('true');
    await userEvent.hover(create);
    expect((await screen.findByRole('tooltip')).textContent).toContain('not enabled for this account');
  });

  it('lists the clusters as links', async () => {
    serve({ clusters: () => clusterList([cluster(), cluster({ id: crypto.randomUUID(), name: 'events-kafka' })]) });
    renderApp(landing);
    const list = await screen.findByRole('list', { name: 'Clusters' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'events-kafka' })).toBeVisible();
    expect(screen.queryByText(MESSAGES.landing.welcomeTitle)).toBeNull();
  });

  it('searches on Enter, keeps the term in the URL and says when nothing matches', async () => {
    const fetchMock = serve({
      clusters: (search) => (search === '' ? clusterList([cluster()]) : clusterList([], { search })),
    });
    const { router } = renderApp(landing);
    await screen.findByRole('link', { name: 'orders-cassandra' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search clusters' }), 'nothing-like-this{Enter}');

    expect(await screen.findByText(MESSAGES.landing.noResults)).toBeVisible();
    expect(screen.getByText('Showing 0 results for "nothing-like-this"')).toBeVisible();
    expect(router.state.location.searchStr).toBe('?search=nothing-like-this');
    expect(requestedUrls(fetchMock).some((url) => url.searchParams.get('search') === 'nothing-like-this')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('link', { name: 'orders-cassandra' })).toBeVisible();
    expect(router.state.location.searchStr).toBe('');
    expect((screen.getByRole('searchbox', { name: 'Search clusters' }) as HTMLInputElement).value).toBe('');
  });

  it('reads the search from the URL on arrival', async () => {
    serve({ clusters: (search) => clusterList([cluster()], { search }) });
    renderApp(`${landing}?search=orders`);
    expect(await screen.findByText('Showing 1 result for "orders"')).toBeVisible();
    expect((screen.getByRole('searchbox', { name: 'Search clusters' }) as HTMLInputElement).value).toBe('orders');
  });

  it('shows a total counted only up to the bound as "1,000+", with a page past it', async () => {
    const fetchMock = serve({
      clusters: (search, startIndex) =>
        clusterList([cluster({ name: `match-from-${startIndex}` })], {
          search,
          startIndex,
          total: Math.max(LIMITS.clusterSearchCountBound, startIndex + LIMITS.clusterPageSize),
          totalIsLowerBound: true,
        }),
    });
    renderApp(`${landing}?search=prod`);
    expect(await screen.findByText('Showing 1,000+ results for "prod"')).toBeVisible();

    const pastTheBound = LIMITS.clusterSearchCountBound / LIMITS.clusterPageSize + 1;
    await userEvent.click(screen.getByRole('button', { name: `Page ${pastTheBound}` }));
    expect(await screen.findByRole('link', { name: `match-from-${LIMITS.clusterSearchCountBound}` })).toBeVisible();
    expect(requestedUrls(fetchMock).at(-1)?.searchParams.get('startIndex')).toBe(
      String(LIMITS.clusterSearchCountBound),
    );
    expect(screen.getByText('Showing 1,050+ results for "prod"')).toBeVisible();
  });

  it('tells an account without billing details that its free trial starts with a first cluster', async () => {
    serve({});
    renderApp(landing);
    expect(await screen.findByText(MESSAGES.freeTrial.notStarted(14))).toBeVisible();
  });

  it('counts down a started free trial', async () => {
    serve({ trial: { status: 'STARTED', hasBillingDetails: false, daysRemaining: 3 } });
    renderApp(landing);
    expect(await screen.findByText('3 days remaining in your free trial')).toBeVisible();
  });

  it('says nothing of the free trial once billing details exist', async () => {
    serve({ trial: { status: 'STARTED', hasBillingDetails: true, daysRemaining: 3 } });
    renderApp(landing);
    await screen.findByRole('heading', { name: MESSAGES.landing.welcomeTitle });
    expect(screen.queryByText(/free trial/)).toBeNull();
  });

  it('shows the messages of the day at the top', async () => {
    serve({
      messages: [
        { id: crypto.randomUUID(), message: 'Maintenance on Sunday', severity: 'warning', expiresAt: null },
        { id: crypto.randomUUID(), message: 'Region outage', severity: 'critical', expiresAt: null },
      ],
    });
    renderApp(landing);
    expect(await screen.findByText('Maintenance on Sunday')).toBeVisible();
    expect(screen.getByRole('alert').textContent).toContain('Region outage');
  });

  it('pages through the clusters with the page in the URL', async () => {
    const total = LIMITS.clusterPageSize + 5;
    const fetchMock = serve({
      clusters: (_search, startIndex) =>
        clusterList([cluster({ name: `cluster-from-${startIndex}` })], { startIndex, total }),
    });
    const { router } = renderApp(landing);
    await screen.findByRole('link', { name: 'cluster-from-0' });

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));

    expect(await screen.findByRole('link', { name: `cluster-from-${LIMITS.clusterPageSize}` })).toBeVisible();
    expect(router.state.location.searchStr).toBe(`?startIndex=${LIMITS.clusterPageSize}`);
    expect(requestedUrls(fetchMock).at(-1)?.searchParams.get('startIndex')).toBe(String(LIMITS.clusterPageSize));
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  // Each role's Create Cluster, once per role here rather than once per role in the browser
  // (e2e/tests/roles.spec.ts keeps READ_ONLY's, with the keyboard).
  const mayCreate = ROLES.filter((role) => roleHasPermission(role, 'CREATE_CLUSTER'));
  const mayNotCreate = ROLES.filter((role) => !roleHasPermission(role, 'CREATE_CLUSTER'));

  it.each(mayCreate)('gives %s Create Cluster as a link to the wizard', async (role) => {
    const { me: user, account: theAccount } = signedInAs(role);
    serve({ user, theAccount, clusters: () => clusterList([cluster()]) });
    renderApp(landing);
    await screen.findByRole('link', { name: 'orders-cassandra' });
    expect(screen.getByRole('link', { name: 'Create Cluster' }).getAttribute('href')).toBe(`${landing}/create-cluster`);
  });

  it.each(mayNotCreate)('gives %s Create Cluster disabled, with the reason in its tooltip', async (role) => {
    const { me: user, account: theAccount } = signedInAs(role);
    serve({ user, theAccount, clusters: () => clusterList([cluster()]) });
    renderApp(landing);
    await screen.findByRole('link', { name: 'orders-cassandra' });
    expect(screen.queryByRole('link', { name: 'Create Cluster' })).toBeNull();
    const create = screen.getByRole('button', { name: 'Create Cluster' });
    expect(create.getAttribute('aria-disabled')).toBe('true');
    await userEvent.hover(create);
    expect((await screen.findByRole('tooltip')).textContent).toBe(MESSAGES.clusters.createNotPermitted);
  });

  it('keeps a role without CREATE_CLUSTER out of the create-cluster route', async () => {
    serve({ theAccount: { ...account, role: 'READ_ONLY' } });
    renderApp(`${landing}/create-cluster`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    expect(screen.getByText(MESSAGES.errors.forbidden)).toBeVisible();
  });

  it('shows a not-found state for an account the user is not linked to', async () => {
    stubApi([
      [api.auth.me, () => ok(me)],
      [api.accounts.get, () => failure(404, 'NOT_FOUND', 'Account not found')],
    ]);
    renderApp(`/accounts/${crypto.randomUUID()}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Account not found' })).toBeVisible();
  });

  it("reads a cluster id by the contracts' schema: one that is no id is not found, unasked", async () => {
    const fetchMock = serve({});
    renderApp(`${landing}/clusters/not-a-cluster-id`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cluster not found' })).toBeVisible();
    expect(requestedUrls(fetchMock).some((url) => url.pathname.includes('/clusters/'))).toBe(false);
  });

  it("reads an account id by the contracts' schema: one that is no id is not found, unasked", async () => {
    const fetchMock = serve({});
    renderApp('/accounts/not-an-account-id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account not found' })).toBeVisible();
    expect(requestedUrls(fetchMock).some((url) => url.pathname.startsWith('/v1/accounts/'))).toBe(false);
  });
});
