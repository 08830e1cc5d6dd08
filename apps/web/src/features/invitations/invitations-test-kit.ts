import {
  api,
  MESSAGES,
  sameEmail,
  type Account,
  type CreateInvitationBody,
  type Invitation,
  type Me,
  type Role,
  type SsoService,
} from '@datadeck/contracts';
import { screen } from '@testing-library/react';
import { failure, ok, stubApi, type FakeRequest, type Reply } from '../../test/fake-api.ts';
import { ACCOUNT_ID, signedInAs } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

export const invitationsPage = `/accounts/${ACCOUNT_ID}/settings/user-invitations`;

export const SSO_SERVICES: SsoService[] = [
  { name: 'google', displayName: 'Google' },
  { name: 'github', displayName: 'GitHub' },
];

export const EXPIRES = '2026-03-04T05:06:07.000Z';

export function invitation(email: string, profile: Role = 'READ_ONLY', sso: SsoService[] = []): Invitation {
  return { email, profile, allowedStandardSsoServices: sso, expires: EXPIRES };
}

type ServeOptions = {
  role?: Role;
  user?: Partial<Me>;
  invitations?: Invitation[];
  pciCompatible?: boolean;
  /** Answers a change instead of the fake's state; the request is recorded all the same. */
  refuse?: (request: FakeRequest) => Reply | undefined;
};

export type InvitationChange = { call: 'create'; body: unknown } | { call: 'revoke'; email: string | null };

/**
 * A fake invitations server of one account: it keeps the open invitations and refuses a second
 * one for an address as the real one does (409 naming the email field). `state.invitations` may be
 * changed by a test, as someone elsewhere accepting or revoking would.
 */
export function serveInvitations({
  role = 'OWNER',
  user = {},
  invitations = [],
  pciCompatible = false,
  refuse,
}: ServeOptions = {}) {
  const changes: InvitationChange[] = [];
  const state = { invitations: [...invitations] };
  const signedIn: Me = signedInAs(role, user).me;
  const theAccount: Account = { ...signedInAs(role).account, pciCompatible };

  const fetchMock = stubApi([
    [api.auth.me, () => ok(signedIn)],
    [api.accounts.get, () => ok(theAccount)],
    [api.invitations.list, () => ok({ invitations: state.invitations, standardSsoServices: SSO_SERVICES })],
    [
      api.invitations.create,
      (request) => {
        const body = request.body as CreateInvitationBody;
        changes.push({ call: 'create', body });
        const refused = refuse?.(request);
        if (refused) return refused;
        if (state.invitations.some((open) => sameEmail(open.email, body.email))) {
          return failure(409, 'email', MESSAGES.invitations.exists(body.email));
        }
        const created = invitation(
          body.email,
          body.profile,
          SSO_SERVICES.filter((service) => body.allowedStandardSsoServices.includes(service.name)),
        );
        state.invitations = [...state.invitations, created];
        return { status: 201, body: created };
      },
    ],
    [
      api.invitations.revoke,
      (request) => {
        const email = request.query.get('email');
        changes.push({ call: 'revoke', email });
        const refused = refuse?.(request);
        if (refused) return refused;
        state.invitations = state.invitations.filter((open) => open.email !== email);
        return { status: 204 };
      },
    ],
  ]);
  return { changes, state, fetchMock };
}

/** Opens the tab and waits for its page. */
export async function openInvitations() {
  const view = renderApp(invitationsPage);
  await screen.findByRole('heading', { level: 2, name: 'User Invitations' });
  return view;
}

export const rowOf = (email: string) => screen.getByRole('rowheader', { name: email }).closest('tr') as HTMLElement;
