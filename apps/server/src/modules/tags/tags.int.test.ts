import { api, LIMITS, MESSAGES, type Role } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorNames } from '../../../test/api-client.ts';
import { auditOf } from '../../../test/audit.ts';
import { createAccount } from '../../../test/factories.ts';
import { signedInMember } from '../../../test/members.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { customTags } from '../../platform/db/schema.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const messagesOf = (body: unknown) => (body as { errors: { message: string }[] }).errors.map((e) => e.message);

describe('adding, listing and deleting tags', () => {
  it.each<Role>(['OWNER', 'CLUSTER_ADMIN'])(
    'lets %s add tags (warned of refusing providers), list them oldest first and delete by key, audited',
    async (role) => {
      const accountId = await createAccount(app.context.db);
      const { client, user } = await signedInMember(app, role, accountId);
      const added = await client.ok(api.tags.add, {
        params: { accountId },
        body: { key: 'Cost Centre', value: 'CC-1' },
      });
      expect(added).toEqual({ key: 'Cost Centre', value: 'CC-1', providerWarnings: ['GCP will not accept this tag'] });
      const plain = await client.ok(api.tags.add, { params: { accountId }, body: { key: 'team/a', value: 'x' } });
      expect(plain.providerWarnings).toEqual(['GCP will not accept this tag', 'Azure will not accept this tag']);
      await client.ok(api.tags.add, { params: { accountId }, body: { key: 'env' } });
      expect(await client.ok(api.tags.list, { params: { accountId } })).toEqual([
        { key: 'Cost Centre', value: 'CC-1' },
        { key: 'team/a', value: 'x' },
        { key: 'env', value: '' },
      ]);
      // A key holding "/" is deleted through the query, where it travels encoded.
      await client.ok(api.tags.delete, { params: { accountId }, query: { key: 'team/a' } });
      expect((await client.ok(api.tags.list, { params: { accountId } })).map((t) => t.key)).toEqual([
        'Cost Centre',
        'env',
      ]);
      expect(await auditOf(app, accountId)).toEqual([
        { type: 'TAG_ADDED', actor: user.username, detail: 'Cost Centre=CC-1' },
        { type: 'TAG_ADDED', actor: user.username, detail: 'team/a=x' },
        { type: 'TAG_ADDED', actor: user.username, detail: 'env=' },
        { type: 'TAG_DELETED', actor: user.username, detail: 'team/a' },
      ]);
    },
  );

  it('lets READ_ONLY list the tags but not add or delete one', async () => {
    const accountId = await createAccount(app.context.db);
    await app.context.db.insert(customTags).values({ accountId, key: 'team', value: 'payments' });
    const { client } = await signedInMember(app, 'READ_ONLY', accountId);
    expect(await client.ok(api.tags.list, { params: { accountId } })).toEqual([{ key: 'team', value: 'payments' }]);
    const add = await client.call(api.tags.add, { params: { accountId }, body: { key: 'env', value: '' } });
    expect(add.status).toBe(403);
    const del = await client.call(api.tags.delete, { params: { accountId }, query: { key: 'team' } });
    expect(del.status).toBe(403);
    expect(await auditOf(app, accountId)).toEqual([]);
  });

  it('refuses BILLING everything', async () => {
    const accountId = await createAccount(app.context.db);
    const { client } = await signedInMember(app, 'BILLING', accountId);
    expect((await client.call(api.tags.list, { params: { accountId } })).status).toBe(403);
    const add = await client.call(api.tags.add, { params: { accountId }, body: { key: 'env', value: '' } });
    expect(add.status).toBe(403);
    const del = await client.call(api.tags.delete, { params: { accountId }, query: { key: 'env' } });
    expect(del.status).toBe(403);
  });

  it("keeps each account's tags to itself: another account's member gets a 404", async () => {
    const accountId = await createAccount(app.context.db);
    const otherId = await createAccount(app.context.db);
    const { client } = await signedInMember(app, 'OWNER', otherId);
    expect((await client.call(api.tags.list, { params: { accountId } })).status).toBe(404);
  });
});

describe('the rules of a tag (SPEC §5), each a 400 naming its field', () => {
  it.each([
    ['no key', { value: 'x' }, 'key', MESSAGES.tags.keyRequired],
    ['an empty key', { key: '', value: 'x' }, 'key', MESSAGES.tags.keyRequired],
    ['a key of 256', { key: 'k'.repeat(256) }, 'key', MESSAGES.tags.keyTooLong(LIMITS.tagKeyMaxLength)],
    ['a key outside the pattern', { key: 'a#b' }, 'key', MESSAGES.tags.keyPattern],
    ['a value of 256', { key: 'k', value: 'v'.repeat(256) }, 'value', MESSAGES.tags.valueTooLong(255)],
    ['a value outside the pattern', { key: 'k', value: '<script>' }, 'value', MESSAGES.tags.valuePattern],
  ])('refuses %s', async (_case, body, field, message) => {
    const accountId = await createAccount(app.context.db);
    const { client } = await signedInMember(app, 'OWNER', accountId);
    const response = await client.call(api.tags.add, { params: { accountId }, body: body as { key: string } });
    expect(response.status).toBe(400);
    expect(errorNames(response.body)).toEqual([field]);
    expect(messagesOf(response.body)).toEqual([message]);
    expect(await client.ok(api.tags.list, { params: { accountId } })).toEqual([]);
  });

  it('refuses a key the account has already with a 409 naming key', async () => {
    const accountId = await createAccount(app.context.db);
    const { client } = await signedInMember(app, 'OWNER', accountId);
    await client.ok(api.tags.add, { params: { accountId }, body: { key: 'team', value: 'a' } });
    const again = await client.call(api.tags.add, { params: { accountId }, body: { key: 'team', value: 'b' } });
    expect(again.status).toBe(409);
    expect(errorNames(again.body)).toEqual(['key']);
    expect(messagesOf(again.body)).toEqual([MESSAGES.tags.duplicateKey('team')]);
  });

  it('takes 30 tags and refuses the 31st with a 400', async () => {
    const accountId = await createAccount(app.context.db);
    await app.context.db
      .insert(customTags)
      .values(
        Array.from({ length: LIMITS.maxTagsPerAccount - 1 }, (_, i) => ({ accountId, key: `tag-${i}`, value: '' })),
      );
    const { client } = await signedInMember(app, 'OWNER', accountId);
    await client.ok(api.tags.add, { params: { accountId }, body: { key: 'thirtieth', value: '' } });
    const over = await client.call(api.tags.add, { params: { accountId }, body: { key: 'one-too-many', value: '' } });
    expect(over.status).toBe(400);
    expect(errorNames(over.body)).toEqual(['key']);
    expect(messagesOf(over.body)).toEqual([MESSAGES.tags.limitReached(LIMITS.maxTagsPerAccount)]);
    expect(await client.ok(api.tags.list, { params: { accountId } })).toHaveLength(LIMITS.maxTagsPerAccount);
  });

  it('answers 404 for deleting a key the account does not have, and audits nothing', async () => {
    const accountId = await createAccount(app.context.db);
    const { client } = await signedInMember(app, 'OWNER', accountId);
    const response = await client.call(api.tags.delete, { params: { accountId }, query: { key: 'missing' } });
    expect(response.status).toBe(404);
    expect(messagesOf(response.body)).toEqual([MESSAGES.tags.notFound]);
    expect(await auditOf(app, accountId)).toEqual([]);
  });
});

describe("the create-cluster wizard's defaults", () => {
  it("offers the account's tags as the Tags step's defaults", async () => {
    const accountId = await createAccount(app.context.db);
    const { client } = await signedInMember(app, 'CLUSTER_ADMIN', accountId);
    await client.ok(api.tags.add, { params: { accountId }, body: { key: 'team', value: 'payments' } });
    await client.ok(api.tags.add, { params: { accountId }, body: { key: 'env', value: 'prod' } });
    const info = await client.ok(api.clusters.createInfo, { params: { accountId } });
    expect(info.defaultTags).toEqual([
      { key: 'team', value: 'payments' },
      { key: 'env', value: 'prod' },
    ]);
  });
});
