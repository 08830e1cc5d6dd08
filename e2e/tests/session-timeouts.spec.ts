import {
  api,
  BACKGROUND_READ_HEADER,
  DEMO_CLUSTERS,
  DEMO_ACCOUNT_NAME,
  LIMITS,
  SESSION_COOKIE,
  TIME,
} from '@datadeck/contracts';
import { expect, test, type Page, type Request, type Response } from '@playwright/test';
import { submitSignIn, userMenuButton } from '../support/auth.ts';
import {
  CLOCKED_CONSOLE_START_MS,
  type ClockedConsole,
  setSecuritySettings,
  startClockedConsole,
} from '../support/clocked-console.ts';
import { freePort } from '../support/free-port.ts';
import { expectChartWithLines, metricFigure } from '../support/monitoring.ts';

/*
 * Session time-outs (shortTimeoutOnSessionInactivity; SPEC §9: 15 minutes, else 8 hours), as a
 * user lives them: an open monitoring page, which polls every 20 s, on a console of this file's own
 * whose clock the test moves (support/clocked-console.ts). The page's clock (Playwright's) moves
 * with it, so its polling timer fires as it would have; each jump is the laptop lid closed for a
 * while, its interval firing once when it opens. The polls carry BACKGROUND_READ_HEADER and are
 * answered without counting as use (docs/architecture.md, Sessions): they cannot keep a session
 * alive, and the first one after the time-out takes the page to sign-in.
 */
const USER = 'demo-readonly';
/** Seeded RUNNING, so its monitoring page has data and polls. */
const CLUSTER = 'orders-cassandra';
const SEEDED = DEMO_CLUSTERS.find((cluster) => cluster.name === CLUSTER);
if (SEEDED === undefined) throw new Error(`no ${CLUSTER} in the demo data`);
const CLUSTER_NODES = SEEDED.dataCentres.reduce((sum, dc) => sum + dc.numberOfNodes, 0);
const CPU = 'CPU utilisation (percentage)';

// In order, in one worker: the journeys share the console (fullyParallel would start one each).
test.describe.configure({ mode: 'default' });

let deck: ClockedConsole;

test.beforeAll(async () => {
  test.setTimeout(CLOCKED_CONSOLE_START_MS);
  deck = await startClockedConsole(await freePort());
});

test.afterAll(async () => {
  await deck?.stop();
});

const isBackgroundRead = (response: Response): boolean =>
  response.request().headers()[BACKGROUND_READ_HEADER] !== undefined;

/**
 * Signs USER in with the form on a page whose clock starts at the console's, and opens the
 * cluster's monitoring page from its card. Returns the session cookie's value.
 */
async function openMonitoring(page: Page): Promise<string> {
  countRequests(page);
  await page.clock.install({ time: deck.clock.now() });
  await page.goto(`${deck.url}/sign-in`);
  await submitSignIn(page, USER);
  await expect(page.getByRole('heading', { level: 1, name: DEMO_ACCOUNT_NAME })).toBeVisible();
  await page.getByRole('link', { name: CLUSTER, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${CLUSTER} monitoring` })).toBeVisible();
  // Drawn from its data: the page's polling timer runs from here, before any time is moved.
  await expectChartWithLines(metricFigure(page, CPU), CLUSTER_NODES);
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === SESSION_COOKIE);
  if (cookie === undefined) throw new Error('signed in without a session cookie');
  return cookie.value;
}

/** The page's API requests under way, counted from when the page opened. */
const inFlight = new WeakMap<Page, Set<Request>>();

function countRequests(page: Page): void {
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/v1/')) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/**
 * Waits until no API request of the page is under way. Time must not jump over a request in
 * flight: the page's timers would all fire at once, and a query whose fetch is still running
 * can be fetched again by a timer that is not its polling interval, which the server rightly
 * counts as use (a busy machine made this journey flaky).
 */
async function noRequestInFlight(page: Page): Promise<void> {
  await expect.poll(() => inFlight.get(page)?.size ?? 0).toBe(0);
}

/**
 * Time passes on the server, then in the page; resolves with the first answer to a poll the page
 * sent after the server's time moved. A poll sent before (still in flight on a busy machine) was
 * judged at the earlier time; and once one poll is refused the page leaves, cancelling the others.
 */
async function nothingDoneFor(page: Page, ms: number): Promise<Response> {
  await noRequestInFlight(page);
  deck.clock.advance(ms);
  const sentSince = new Set<Request>();
  const onRequest = (request: Request) => {
    if (request.headers()[BACKGROUND_READ_HEADER] !== undefined) sentSince.add(request);
  };
  page.on('request', onRequest);
  try {
    const poll = page.waitForResponse((response) => sentSince.has(response.request()));
    await page.clock.fastForward(ms);
    return await poll;
  } finally {
    page.off('request', onRequest);
  }
}

/** The page went to sign-in, to come back where it was; the session's cookie is refused. */
async function expectSignedOut(page: Page, where: string, cookie: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Datadeck' })).toBeVisible();
  await expect(page.getByLabel('Username or email')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(where);
  const me = await fetch(`${deck.url}${api.auth.me.path}`, { headers: { cookie: `${SESSION_COOKIE}=${cookie}` } });
  expect(me.status).toBe(401);
}

const pageAddress = (page: Page): string => {
  const { pathname, search } = new URL(page.url());
  return pathname + search;
};

test('with the short session timeout, 15 minutes without use sign the user out; polling is not use', async ({
  page,
}) => {
  // A monitoring page's charts drawn again at every jump, on 2 cores: the slow budget.
  test.slow();
  await setSecuritySettings(deck.url, 'demo-owner', DEMO_ACCOUNT_NAME, { shortTimeoutOnSessionInactivity: true });
  const cookie = await openMonitoring(page);

  // Ten minutes on, the user picks another range: a use, so the 15 minutes count from here.
  await noRequestInFlight(page);
  deck.clock.advance(10 * TIME.MINUTE_MS);
  await page.clock.fastForward(10 * TIME.MINUTE_MS);
  const picked = page.waitForResponse(
    (response) => !isBackgroundRead(response) && new URL(response.url()).pathname.includes('/monitoring/'),
  );
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: '1 h' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(main.getByRole('radio', { name: '6 h' })).toBeChecked();
  expect((await picked).status()).toBe(200);
  // The new range's charts are drawn (React renders them deferred). Moved before, time would jump
  // over that render: the charts would mount at minute 24 on an answer from minute 10, too old to
  // show, and fetch it again as a page does when it opens, which is a use.
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  const where = pageAddress(page);

  // 14 minutes later the page still reads: answered, but not a use.
  expect((await nothingDoneFor(page, LIMITS.sessionShortTimeoutMs - TIME.MINUTE_MS)).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: `${CLUSTER} monitoring` })).toBeVisible();
  // 16 minutes without use: the next poll is refused and the page goes to sign-in.
  expect((await nothingDoneFor(page, 2 * TIME.MINUTE_MS)).status()).toBe(401);
  await expectSignedOut(page, where, cookie);
});

test('without it, the session outlives 15 minutes and ends after 8 hours without use; polling is not use', async ({
  page,
}) => {
  // A monitoring page's charts drawn again at every jump, on 2 cores: the slow budget.
  test.slow();
  await setSecuritySettings(deck.url, 'demo-owner', DEMO_ACCOUNT_NAME, { shortTimeoutOnSessionInactivity: false });
  const cookie = await openMonitoring(page);
  const where = pageAddress(page);

  // A minute short of 8 hours, the page's poll is answered: the session is alive, not used.
  expect((await nothingDoneFor(page, LIMITS.sessionTimeoutMs - TIME.MINUTE_MS)).status()).toBe(200);
  await expect(userMenuButton(page, USER)).toBeVisible();
  // A minute past 8 hours without use: the next poll is refused and the page goes to sign-in.
  expect((await nothingDoneFor(page, 2 * TIME.MINUTE_MS)).status()).toBe(401);
  await expectSignedOut(page, where, cookie);
});
