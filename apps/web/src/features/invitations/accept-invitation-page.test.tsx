import {
  api,
  INVITATION_STATUS_TEXTS,
  MESSAGES,
  ROLE_LABELS,
  SSO_MESSAGES,
  SSO_SERVICE_PATHS,
  type InvitationLink,
  type InvitationStatus,
  type Me,
} from '@datadeck/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startSession } from '../../shared/auth/session.ts';
import { failure, ok, requestedUrls, stubApi, type FakeRoute, type Reply } from '../../test/fake-api.ts';
import { account, ACCOUNT_ID, clusterList, me, trialNotStarted } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

const TOKEN = 'inv-token-0123456789abcdefghij';
const page = `/accept-invitation?token=${TOKEN}`;

const link = (overrides: Partial<InvitationLink> = {}): InvitationLink => ({
  status: 'OPEN',
  email: 'new@example.com',
  accountName: account.name,
  profile: 'CLUSTER_ADMIN',
  existingUser: false,
  allowedStandardSsoServices: [],
  ...overrides,
});

/** The person who joins, as the server answers after they accept as a new user. */
const newcomer: Me = {
  ...me,
  username: 'new-person',
  displayName: 'New Person',
  email: 'new@example.com',
  accounts: [{ id: ACCOUNT_ID, name: account.name, role: 'CLUSTER_ADMIN' }],
};

/** The account landing page, where accepting lands. */
const landing: FakeRoute[] = [
  [api.accounts.get, () => ok(account)],
  [api.accounts.messagesOfTheDay, () => ok({ messages: [] })],
  [api.accounts.freeTrial, () => ok(trialNotStarted)],
  [api.clusters.list, () => ok(clusterList([]))],
];

type ServeOptions = { lookup?: Reply; acceptNew?: Reply; accept?: Reply; signedIn?: boolean };

/** The public invitation endpoints, sign-in and the landing page; records what each call sent. */
function serve({ lookup = ok(link()), acceptNew, accept, signedIn = false }: ServeOptions = {}) {
  const sent: { call: string; body: unknown }[] = [];
  const session = { signedIn };
  const fetchMock = stubApi([
    [
      api.invitations.lookup,
      ({ body }) => {
        sent.push({ call: 'lookup', body });
        return lookup;
      },
    ],
    [
      api.invitations.acceptAsNewUser,
      ({ body }) => {
        sent.push({ call: 'acceptAsNewUser', body });
        return acceptNew ?? { status: 201, body: newcomer };
      },
    ],
    [
      api.invitations.accept,
      ({ body }) => {
        sent.push({ call: 'accept', body });
        return accept ?? ok({ id: ACCOUNT_ID, name: account.name, role: 'CLUSTER_ADMIN' });
      },
    ],
    [api.auth.me, () => (session.signedIn ? ok(me) : failure(401, 'UNAUTHENTICATED', MESSAGES.auth.signInRequired))],
    [
      api.auth.login,
      () => {
        session.signedIn = true;
        return ok(me);
      },
    ],
    ...landing,
  ]);
  return { sent, fetchMock };
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Accept invitation' });

describe('the invitation link’s page', () => {
  it('says a link without a whole token is not valid, without asking the server', async () => {
    const { fetchMock } = serve();
    renderApp('/accept-invitation?token=cut-short');
    await heading();
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.invitations.linkInvalid);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the link is not valid when no invitation has its token', async () => {
    const { sent } = serve({ lookup: failure(404, 'NOT_FOUND', 'Not found') });
    renderApp(page);
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.invitations.linkInvalid);
    expect(sent).toEqual([{ call: 'lookup', body: { token: TOKEN } }]);
  });

  it.each(['ACCEPTED', 'REVOKED', 'EXPIRED'] as const)(
    'says plainly that a %s invitation cannot be used',
    async (status) => {
      serve({ lookup: ok(link({ status: status satisfies InvitationStatus })) });
      renderApp(page);
      expect(await screen.findByText(INVITATION_STATUS_TEXTS[status])).toBeVisible();
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.queryByRole('form')).toBeNull();
    },
  );

  it('lets a new person make a user, checked by the contract, and lands them signed in on the account', async () => {
    const { sent, fetchMock } = serve();
    const { router } = renderApp(page);

    expect(await screen.findByText(account.name)).toBeVisible();
    expect(screen.getByText(ROLE_LABELS.CLUSTER_ADMIN)).toBeVisible();
    const form = screen.getByRole('form', { name: 'Create your user' });
    const accept = within(form).getByRole('button', { name: 'Accept invitation' });

    await userEvent.click(accept);
    expect(await within(form).findByText('Enter a username')).toBeVisible();
    expect(within(form).getByText('Enter a display name')).toBeVisible();

    await userEvent.type(within(form).getByLabelText('Username'), 'new-person');
    await userEvent.type(within(form).getByLabelText('Display name'), 'New Person');
    await userEvent.type(within(form).getByLabelText('New password'), 'a long new password');
    await userEvent.type(within(form).getByLabelText('Confirm new password'), 'another password');
    await userEvent.click(accept);
    expect(await within(form).findByText('The new passwords do not match')).toBeVisible();
    expect(sent.map((s) => s.call)).toEqual(['lookup']);

    await userEvent.clear(within(form).getByLabelText('Confirm new password'));
    await userEvent.type(within(form).getByLabelText('Confirm new password'), 'a long new password');
    await userEvent.click(accept);

    expect(await screen.findByRole('heading', { level: 1, name: account.name })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/accounts/${ACCOUNT_ID}`);
    expect(sent.at(-1)).toEqual({
      call: 'acceptAsNewUser',
      body: { token: TOKEN, username: 'new-person', displayName: 'New Person', password: 'a long new password' },
    });
    // Signed in by the answer itself: the session was never asked for.
    expect(requestedUrls(fetchMock).some((url) => url.pathname === api.auth.me.path)).toBe(false);
  });

  it('puts the server’s refusal of a taken username on the Username field', async () => {
    serve({ acceptNew: failure(409, 'username', MESSAGES.invitations.usernameTaken) });
    renderApp(page);
    const form = await screen.findByRole('form', { name: 'Create your user' });

    await userEvent.type(within(form).getByLabelText('Username'), 'demo-owner');
    await userEvent.type(within(form).getByLabelText('Display name'), 'Someone');
    await userEvent.type(within(form).getByLabelText('New password'), 'a long new password');
    await userEvent.type(within(form).getByLabelText('Confirm new password'), 'a long new password');
    await userEvent.click(within(form).getByRole('button', { name: 'Accept invitation' }));

    await waitFor(() =>
      expect(within(form).getByLabelText('Username')).toHaveAccessibleDescription(MESSAGES.invitations.usernameTaken),
    );
  });

  it('sends an existing user to sign in and back, then accepts on the click and opens the account', async () => {
    const { sent } = serve({ lookup: ok(link({ existingUser: true })) });
    const { router } = renderApp(page);

    expect(await screen.findByText(MESSAGES.invitations.emailHasUser)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Sign in to accept' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Datadeck' })).toBeVisible();
    expect(router.state.location.search).toEqual({ redirect: page });
    await userEvent.type(screen.getByLabelText(/Username or email/), 'demo-owner');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));

    expect(await screen.findByText(MESSAGES.invitations.accepted(account.name))).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: account.name })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/accounts/${ACCOUNT_ID}`);
    expect(sent.filter((s) => s.call === 'accept')).toEqual([{ call: 'accept', body: { token: TOKEN } }]);
  });

  it('offers to accept with each standard SSO service the invitation allows, new person or existing user', async () => {
    const services = [
      { name: 'google', displayName: 'Google' },
      { name: 'okta', displayName: 'Okta' },
    ];
    for (const existingUser of [false, true]) {
      serve({ lookup: ok(link({ existingUser, allowedStandardSsoServices: services })) });
      const { unmount } = renderApp(page);
      for (const service of services) {
        expect(await screen.findByRole('link', { name: SSO_MESSAGES.acceptWith(service.displayName) })).toHaveAttribute(
          'href',
          `${SSO_SERVICE_PATHS.start(service.name)}?invitation=${TOKEN}`,
        );
      }
      expect(screen.getByText(SSO_MESSAGES.acceptWithService)).toBeVisible();
      unmount();
    }
  });

  it('offers no service when the invitation allows none', async () => {
    serve();
    renderApp(page);
    await screen.findByRole('form', { name: 'Create your user' });
    expect(screen.queryByText(SSO_MESSAGES.acceptWithService)).toBeNull();
    expect(screen.queryByRole('link', { name: /^Accept with/ })).toBeNull();
  });

  it('says plainly when the signed-in user is not the one invited', async () => {
    const wrongUser = MESSAGES.invitations.wrongUser('new@example.com');
    serve({ lookup: ok(link({ existingUser: true })), accept: failure(403, 'WRONG_USER', wrongUser), signedIn: true });
    startSession(me);
    renderApp(page);

    await userEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe(wrongUser);
  });
});
