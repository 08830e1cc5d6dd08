import {
  api,
  ownerRuleRefusal,
  PASSWORD_SIGN_IN,
  type Account,
  type LinkedUser,
  type LinkedUsersView,
  type Me,
  type Role,
} from '@datadeck/contracts';
import { screen } from '@testing-library/react';
import { failure, ok, stubApi, type FakeRequest, type Reply } from '../../test/fake-api.ts';
import { ACCOUNT_ID, me, signedInAs } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

export const linkedUsersPage = `/accounts/${ACCOUNT_ID}/settings/linked-users`;

export function linkedUser(username: string, profile: Role, displayName = username): LinkedUser {
  return {
    profile,
    userSummary: { username, displayName, email: `${username}@example.com` },
    signInType: PASSWORD_SIGN_IN,
    isLinkedToActiveCustomIdp: false,
    isExemptedFromCustomIdpSso: false,
  };
}

/** The signed-in user (demo-owner, as in the fixtures) and a reader. */
export const OWNER = linkedUser(me.username, 'OWNER', me.displayName);
export const READER = linkedUser('demo-reader', 'READ_ONLY', 'Riley Reader');

type ServeOptions = {
  role?: Role;
  user?: Partial<Me>;
  users?: LinkedUser[];
  inactivityRevocation?: boolean;
  scimActive?: boolean;
  /** Answers a change instead of the fake's state; the request is recorded all the same. */
  refuse?: (request: FakeRequest) => Reply | undefined;
};

export type UserChange =
  | { call: 'changeRole'; username: string; profile: unknown }
  | { call: 'unlink'; username: string };

/**
 * A fake server of one account's users: it keeps them and applies the owner rule as the real one
 * does (409 with the rule's words), and the caller's role follows a change of their own user.
 * Returns the changes it was asked for, and how often the session was read.
 */
export function serveLinkedUsers({
  role = 'OWNER',
  user = {},
  users = [OWNER, READER],
  inactivityRevocation = false,
  scimActive = false,
  refuse,
}: ServeOptions = {}) {
  const changes: UserChange[] = [];
  const reads = { me: 0 };
  let stored = [...users];
  let callerRole = role;
  const facts = () => ({
    ownerCount: stored.filter((u) => u.profile === 'OWNER').length,
    inactivityRevocation,
  });
  const view = (): LinkedUsersView => ({ ...facts(), users: stored, scimActive });
  const signedIn = (): Me => signedInAs(callerRole, user).me;
  const theAccount = (): Account => signedInAs(callerRole).account;
  const find = (username: string) => stored.find((u) => u.userSummary.username === username);

  stubApi([
    [
      api.auth.me,
      () => {
        reads.me += 1;
        return ok(signedIn());
      },
    ],
    [api.accounts.get, () => ok(theAccount())],
    [api.linkedUsers.list, () => ok(view())],
    [
      api.linkedUsers.changeRole,
      (request) => {
        const username = request.params.username ?? '';
        const { profile } = request.body as { profile: Role };
        changes.push({ call: 'changeRole', username, profile });
        const refused = refuse?.(request);
        if (refused) return refused;
        const current = find(username);
        if (!current) return failure(404, 'NOT_FOUND', 'Not found');
        const rule = ownerRuleRefusal(facts(), current.profile, profile);
        if (rule !== null) return failure(409, 'CONFLICT', rule);
        const changed = { ...current, profile };
        stored = stored.map((u) => (u === current ? changed : u));
        if (username === me.username) callerRole = profile;
        return ok(changed);
      },
    ],
    [
      api.linkedUsers.unlink,
      (request) => {
        const username = request.params.username ?? '';
        changes.push({ call: 'unlink', username });
        const refused = refuse?.(request);
        if (refused) return refused;
        stored = stored.filter((u) => u.userSummary.username !== username);
        return { status: 204 };
      },
    ],
  ]);
  return { changes, reads };
}

export async function openLinkedUsers() {
  const view = renderApp(linkedUsersPage);
  await screen.findByRole('table', { name: 'Users linked to this account' });
  return view;
}

export const rowOf = (username: string) =>
  screen.getByRole('rowheader', { name: username }).closest('tr') as HTMLElement;
