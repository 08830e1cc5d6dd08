import { api, ROLE_LABELS, ROLES } from '@datadeck/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../test/fake-api.ts';
import { account, clusterList, me, trialNotStarted } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

/*
 * The e2e suite signs the form in as one role (e2e/tests/sign-in.spec.ts); what the switcher says
 * of each role on the account it opens is checked here, for every role.
 */

/** One linked account per role, with ids of the contracts' form. */
const accountsByRole = ROLES.map((role, index) => ({
  id: `00000000-0000-4000-8000-00000000000${index + 1}`,
  name: `Account of a ${role}`,
  role,
}));

function serve() {
  stubApi([
    [api.auth.me, () => ok({ ...me, accounts: accountsByRole })],
    [
      api.accounts.get,
      ({ params }) => {
        const linked = accountsByRole.find((candidate) => candidate.id === params.accountId);
        return ok({ ...account, id: params.accountId, name: linked?.name ?? '', role: linked?.role ?? 'READ_ONLY' });
      },
    ],
    [api.accounts.messagesOfTheDay, () => ok({ messages: [] })],
    [api.accounts.freeTrial, () => ok(trialNotStarted)],
    [api.clusters.list, () => ok(clusterList([]))],
  ]);
}

describe('the account switcher', () => {
  it.each(accountsByRole)('names the open account with the user’s role on it: $role', async ({ id, name, role }) => {
    serve();
    renderApp(`/accounts/${id}`);

    await screen.findByRole('combobox', { name: 'Account' });
    expect(await screen.findByRole('heading', { level: 1, name })).toBeVisible();
    expect(screen.getByRole('option', { selected: true }).textContent).toBe(`${name} (${ROLE_LABELS[role]})`);
    // Every linked account is offered, each with its role.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(
      accountsByRole.map((linked) => `${linked.name} (${ROLE_LABELS[linked.role]})`),
    );
  });
});
