import {
  api,
  AUDIT_EVENT_LABELS,
  AUDIT_PAGE_SIZE,
  MESSAGES,
  type Account,
  type AuditEvent,
  type AuditLog,
  type Me,
  type Role,
} from '@datadeck/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ok, stubApi, type Reply } from '../../test/fake-api.ts';
import { ACCOUNT_ID, signedInAs } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

const auditLogPage = `/accounts/${ACCOUNT_ID}/settings/audit-log`;

function auditEvent(index: number, overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    type: 'SIGN_IN',
    actor: 'demo-owner',
    impersonator: null,
    accountId: null,
    at: new Date(Date.UTC(2030, 0, 1, 12, 0) - index * 60_000).toISOString(),
    sourceIp: '203.0.113.7',
    detail: '',
    ...overrides,
  };
}

const firstEvents: AuditEvent[] = [
  auditEvent(1, {
    type: 'API_KEY_ROTATED',
    actor: 'demo-owner',
    impersonator: 'demo-staff',
    accountId: ACCOUNT_ID,
    detail: 'Cluster management key',
  }),
  auditEvent(2, { type: 'SIGN_IN_FAILED', actor: 'demo-reader', sourceIp: '198.51.100.4' }),
];

/** The signed-in user with a role on the test account, and an audit log answering by page. */
function serve(role: Role, answer: (page: number) => Reply | Promise<Reply>) {
  const pages: number[] = [];
  const user: Me = signedInAs(role).me;
  const theAccount: Account = signedInAs(role).account;
  stubApi([
    [api.auth.me, () => ok(user)],
    [api.accounts.get, () => ok(theAccount)],
    [
      api.audit.list,
      ({ query }) => {
        const page = Number(query.get('page') ?? '1');
        pages.push(page);
        return answer(page);
      },
    ],
  ]);
  return pages;
}

const logOf = (events: AuditEvent[], page: number, total: number): AuditLog => ({
  events,
  page,
  pageSize: AUDIT_PAGE_SIZE,
  total,
});

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the audit log tab', () => {
  it('lists the events newest first: time, event, user (and who impersonated them), source IP, detail', async () => {
    serve('OWNER', () => ok(logOf(firstEvents, 1, 2)));
    renderApp(auditLogPage);

    const table = await screen.findByRole('table', { name: 'Audit log' });
    const [header, first, second] = within(table).getAllByRole('row');
    expect(
      within(header as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Time', 'Event', 'User', 'Source IP', 'Detail']);
    expect(cellTexts(first as HTMLElement).slice(1)).toEqual([
      AUDIT_EVENT_LABELS.API_KEY_ROTATED,
      'demo-ownerimpersonated by demo-staff',
      '203.0.113.7',
      'Cluster management key',
    ]);
    expect(cellTexts(second as HTMLElement).slice(1, 4)).toEqual([
      AUDIT_EVENT_LABELS.SIGN_IN_FAILED,
      'demo-reader',
      '198.51.100.4',
    ]);
    expect(within(first as HTMLElement).getByText('impersonated by demo-staff')).toBeVisible();
    expect(table.querySelector('time')?.getAttribute('dateTime')).toBe(firstEvents[0]?.at);
    // One page only: no pager.
    expect(screen.queryByRole('navigation', { name: 'Audit log pages' })).toBeNull();
  });

  it('pages with the pager, keeping the page in the URL', async () => {
    const total = AUDIT_PAGE_SIZE + 3;
    const pages = serve('OWNER', (page) =>
      ok(
        page === 1
          ? logOf(
              Array.from({ length: AUDIT_PAGE_SIZE }, (_, i) => auditEvent(i + 1)),
              1,
              total,
            )
          : logOf([auditEvent(100, { type: 'PASSWORD_CHANGED', actor: 'old-timer' })], 2, total),
      ),
    );
    const { router } = renderApp(auditLogPage);
    const pager = await screen.findByRole('navigation', { name: 'Audit log pages' });

    await userEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));

    expect(await screen.findByText('old-timer')).toBeVisible();
    expect(router.state.location.href).toBe(`${auditLogPage}?page=2`);
    expect(pages).toEqual([1, 2]);
  });

  it('keeps the current page on screen, marked busy, while the next one loads', async () => {
    const total = AUDIT_PAGE_SIZE + 3;
    let sendPage2: ((reply: Reply) => void) | undefined;
    const page2 = new Promise<Reply>((resolve) => {
      sendPage2 = resolve;
    });
    serve('OWNER', (page) =>
      page === 1 ? ok(logOf([auditEvent(1, { actor: 'first-page-actor' })], 1, total)) : page2,
    );
    renderApp(auditLogPage);
    const pager = await screen.findByRole('navigation', { name: 'Audit log pages' });
    const table = screen.getByRole('table', { name: 'Audit log' });
    expect(table).toHaveAttribute('aria-busy', 'false');

    await userEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Audit log' })).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByText('first-page-actor')).toBeVisible();

    sendPage2?.(ok(logOf([auditEvent(100, { actor: 'old-timer' })], 2, total)));
    expect(await screen.findByText('old-timer')).toBeVisible();
    expect(screen.queryByText('first-page-actor')).toBeNull();
    expect(screen.getByRole('table', { name: 'Audit log' })).toHaveAttribute('aria-busy', 'false');
  });

  it('opens the page of the URL', async () => {
    const pages = serve('OWNER', (page) => ok(logOf([auditEvent(page)], page, AUDIT_PAGE_SIZE * 3)));
    renderApp(`${auditLogPage}?page=3`);
    const pager = await screen.findByRole('navigation', { name: 'Audit log pages' });
    expect(within(pager).getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    expect(pages).toEqual([3]);
  });

  it('says when nothing has been recorded yet', async () => {
    serve('OWNER', () => ok(logOf([], 1, 0)));
    renderApp(auditLogPage);
    expect(await screen.findByText('No events have been recorded for this account yet.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers to try again when the log cannot be loaded', async () => {
    let attempts = 0;
    serve('OWNER', () => (++attempts === 1 ? failure(400, 'page', 'Page starts at 1') : ok(logOf(firstEvents, 1, 2))));
    renderApp(auditLogPage);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(MESSAGES.errors.pageNotLoaded)).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Audit log' })).toBeVisible();
  });

  it('is a tab for owners only, and refused to other roles by URL', async () => {
    const pages = serve('CLUSTER_ADMIN', () => ok(logOf(firstEvents, 1, 2)));
    const { router } = renderApp(`/accounts/${ACCOUNT_ID}/settings/details`);
    const tabs = await screen.findByRole('tablist', { name: 'Settings sections' });
    expect(within(tabs).queryByRole('tab', { name: 'Audit Log' })).toBeNull();
    expect(within(tabs).getByRole('tab', { name: 'Security' })).toBeVisible();

    await router.navigate({ to: '/accounts/$accountId/settings/audit-log', params: { accountId: ACCOUNT_ID } });
    expect(await screen.findByText(MESSAGES.errors.forbidden)).toBeVisible();
    expect(pages).toEqual([]);
  });

  it('is reached from its tab by an owner', async () => {
    serve('OWNER', () => ok(logOf(firstEvents, 1, 2)));
    const { router } = renderApp(`/accounts/${ACCOUNT_ID}/settings/details`);
    await userEvent.click(await screen.findByRole('tab', { name: 'Audit Log' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Audit Log' })).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe(auditLogPage));
  });
});
