import {
  addTagBodySchema,
  api,
  providerWarnings,
  type Account,
  type Me,
  type Role,
  type Tag,
} from '@datadeck/contracts';
import { screen } from '@testing-library/react';
import { ok, stubApi, type Reply } from '../../test/fake-api.ts';
import { ACCOUNT_ID, signedInAs } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

export const tagsPage = `/accounts/${ACCOUNT_ID}/cluster-resources/tags`;

type ServeOptions = {
  tags?: Tag[];
  role?: Role;
  /** Answers an add instead of the fake's own rules (e.g. a refusal only the server knows). */
  addAnswer?: () => Reply;
  /** Scheduled database maintenance is on (the staff switch, read through /v1/me). */
  maintenance?: boolean;
};

/**
 * A fake tags server for the caller's role: it keeps the tags, reads an add with the contracts'
 * schema and answers providerWarnings with the contracts' rule, as the real one does.
 */
export function serveTags({ tags = [], role = 'OWNER', addAnswer, maintenance = false }: ServeOptions = {}) {
  let stored = [...tags];
  const deleted: string[] = [];
  const caller: Me = signedInAs(role, { features: { databaseMaintenance: maintenance } }).me;
  const theAccount: Account = signedInAs(role).account;
  stubApi([
    [api.auth.me, () => ok(caller)],
    [api.accounts.get, () => ok(theAccount)],
    [api.tags.list, () => ok(stored)],
    [
      api.tags.add,
      (request) => {
        if (addAnswer) return addAnswer();
        const { key, value } = addTagBodySchema.parse(request.body);
        stored = [...stored, { key, value }];
        return { status: 201, body: { key, value, providerWarnings: providerWarnings(key, value) } };
      },
    ],
    [
      api.tags.delete,
      (request) => {
        const key = request.query.get('key') ?? '';
        deleted.push(key);
        stored = stored.filter((tag) => tag.key !== key);
        return { status: 204 };
      },
    ],
  ]);
  return { deleted, stored: () => stored };
}

export async function openTags() {
  const view = renderApp(tagsPage);
  await screen.findByRole('heading', { level: 2, name: 'Tags' });
  return view;
}
