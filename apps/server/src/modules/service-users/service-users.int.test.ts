import { api, ERROR_CODES, MESSAGES, serviceUserKeyTypes, type Role } from '@datadeck/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, linkUser } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../platform/db/schema.ts';
import { addServiceUser, auditOf, member, serviceUserBody } from './service-users-test-kit.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const refusal = (name: string, message: string) => ({ errors: [{ name, message }] });

describe('adding service users', () => {
  it('adds one with the caller as administrator, listed with its key types and no keys', async () => {
    const owner = await member(app, 'OWNER');
    const body = serviceUserBody({ username: 'Deploy.Bot', profile: 'READ_ONLY' });
    const added = await owner.client.call(api.serviceUsers.create, { params: { accountId: owner.accountId }, body });
    expect(added.status).toBe(201);
    const expected = {
      username: 'Deploy.Bot',
      displayName: body.displayName,
      email: body.email,
      profile: 'READ_ONLY',
      allowedProfiles: ['OWNER', 'CLUSTER_ADMIN', 'READ_ONLY'],
      administrators: [owner.user.username],
      apiKeys: { allowedApiKeyTypes: serviceUserKeyTypes('READ_ONLY'), apiKeys: [] },
    };
    expect(added.body).toEqual(expected);
    expect(await owner.client.ok(api.serviceUsers.list, { params: { accountId: owner.accountId } })).toEqual([
      expected,
    ]);
    // The username is found whatever its case.
    const got = await owner.client.ok(api.serviceUsers.get, {
      params: { accountId: owner.accountId, username: 'deploy.bot' },
    });
    expect(got).toEqual(expected);
    expect(await auditOf(app, owner.accountId)).toEqual([
      { type: 'SERVICE_USER_CREATED', actor: owner.user.username, detail: 'Deploy.Bot (READ_ONLY)' },
    ]);
  });

  it.each<[Role, Role[]]>([
    ['OWNER', ['OWNER', 'CLUSTER_ADMIN', 'READ_ONLY']],
    ['CLUSTER_ADMIN', ['CLUSTER_ADMIN', 'READ_ONLY']],
  ])('lets %s give exactly the profiles %j', async (role, allowed) => {
    const m = await member(app, role);
    const outcomes: { profile: Role; status: number; body: unknown }[] = [];
    for (const profile of ['OWNER', 'CLUSTER_ADMIN', 'BILLING', 'READ_ONLY'] as const) {
      const response = await m.client.call(api.serviceUsers.create, {
        params: { accountId: m.accountId },
        body: serviceUserBody({ profile }),
      });
      const body =
        response.status === 201 ? (response.body as { allowedProfiles: Role[] }).allowedProfiles : response.body;
      outcomes.push({ profile, status: response.status, body });
    }
    expect(outcomes).toEqual(
      (['OWNER', 'CLUSTER_ADMIN', 'BILLING', 'READ_ONLY'] as const).map((profile) =>
        allowed.includes(profile)
          ? { profile, status: 201, body: allowed }
          : { profile, status: 403, body: refusal('profile', MESSAGES.serviceUsers.profileNotAllowed) },
      ),
    );
  });

  it.each<[Role, number]>([
    ['BILLING', 403],
    ['READ_ONLY', 200],
  ])('refuses %s to add or change service users; viewing them answers %i', async (role, viewStatus) => {
    const owner = await member(app, 'OWNER');
    const bot = await addServiceUser(owner);
    const m = await member(app, role, owner.accountId);
    const params = { accountId: owner.accountId, username: bot.username };
    const changes = [
      await m.client.call(api.serviceUsers.create, { params: { accountId: owner.accountId }, body: serviceUserBody() }),
      await m.client.call(api.serviceUsers.update, { params, body: { displayName: 'Mine now' } }),
      await m.client.call(api.serviceUsers.deactivate, { params }),
    ];
    expect(changes.map((r) => r.status)).toEqual([403, 403, 403]);
    expect(changes.map((r) => (r.body as { errors: { name: string }[] }).errors[0]?.name)).toEqual(
      Array(3).fill(ERROR_CODES.forbidden),
    );
    expect((await m.client.call(api.serviceUsers.list, { params: { accountId: owner.accountId } })).status).toBe(
      viewStatus,
    );
  });

  it('answers 409 for a username a person has, in any case, and for another account’s service user', async () => {
    const owner = await member(app, 'OWNER');
    const person = await createUser(app.context.db, { username: `Person-${owner.accountId.slice(0, 8)}` });
    const taken = await owner.client.call(api.serviceUsers.create, {
      params: { accountId: owner.accountId },
      body: serviceUserBody({ username: person.username.toLowerCase() }),
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual(refusal('username', MESSAGES.serviceUsers.usernameTaken));

    const active = await addServiceUser(owner);
    const again = await owner.client.call(api.serviceUsers.create, {
      params: { accountId: owner.accountId },
      body: serviceUserBody({ username: active.username }),
    });
    expect(again.status).toBe(409);

    // Deactivated, it is still another account's: only its own account reactivates it.
    await owner.client.ok(api.serviceUsers.deactivate, {
      params: { accountId: owner.accountId, username: active.username },
    });
    const other = await member(app, 'OWNER');
    const elsewhere = await other.client.call(api.serviceUsers.create, {
      params: { accountId: other.accountId },
      body: serviceUserBody({ username: active.username }),
    });
    expect(elsewhere.status).toBe(409);
  });

  it('reactivates a deactivated service user of the account by its username, with the new details', async () => {
    const owner = await member(app, 'OWNER');
    const admin = await member(app, 'CLUSTER_ADMIN', owner.accountId);
    const bot = await addServiceUser(owner, { profile: 'CLUSTER_ADMIN' }, 'PROVISIONING');
    await owner.client.ok(api.serviceUsers.deactivate, {
      params: { accountId: owner.accountId, username: bot.username },
    });
    expect(await owner.client.ok(api.serviceUsers.list, { params: { accountId: owner.accountId } })).toEqual([]);
    const gone = await owner.client.call(api.serviceUsers.get, {
      params: { accountId: owner.accountId, username: bot.username },
    });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual(refusal(ERROR_CODES.notFound, MESSAGES.serviceUsers.notFound));

    const back = await admin.client.call(api.serviceUsers.create, {
      params: { accountId: owner.accountId },
      body: serviceUserBody({ username: bot.username, displayName: 'Deploy Bot 2', profile: 'READ_ONLY' }),
    });
    expect(back.status).toBe(201);
    expect(back.body).toMatchObject({
      username: bot.username,
      displayName: 'Deploy Bot 2',
      profile: 'READ_ONLY',
      administrators: [admin.user.username],
      // Its keys went with the deactivation.
      apiKeys: { apiKeys: [] },
    });
    const [row] = await app.context.db.select().from(users).where(eq(users.username, bot.username));
    expect(row?.deactivatedAt).toBeNull();
    expect((await auditOf(app, owner.accountId)).map((e) => e.type)).toEqual([
      'SERVICE_USER_CREATED',
      'API_KEY_GENERATED',
      'SERVICE_USER_DEACTIVATED',
      'SERVICE_USER_REACTIVATED',
    ]);
  });
});

describe('changing service users', () => {
  it('lets only an owner or an administrator change one', async () => {
    const owner = await member(app, 'OWNER');
    const creator = await member(app, 'CLUSTER_ADMIN', owner.accountId);
    const bystander = await member(app, 'CLUSTER_ADMIN', owner.accountId);
    const bot = await addServiceUser(creator, { profile: 'READ_ONLY' }, 'MONITORING');
    const params = { accountId: owner.accountId, username: bot.username };

    const refusals = [
      await bystander.client.call(api.serviceUsers.update, { params, body: { displayName: 'Hijacked' } }),
      await bystander.client.call(api.serviceUsers.deactivate, { params }),
      await bystander.client.call(api.serviceUsers.generateKey, {
        params,
        body: { apiKeyType: 'READ_ONLY_PROVISIONING' },
      }),
      await bystander.client.call(api.serviceUsers.rotateKey, { params: { ...params, apiKeyType: 'MONITORING' } }),
      await bystander.client.call(api.serviceUsers.deleteKey, { params, query: { apiKeyType: 'MONITORING' } }),
    ];
    for (const response of refusals) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual(refusal(ERROR_CODES.forbidden, MESSAGES.serviceUsers.notAdministrator));
    }
    // Viewing is open to the permission's holders.
    expect((await bystander.client.ok(api.serviceUsers.get, { params })).username).toBe(bot.username);

    // The creator adds the bystander; then both may change it, and the owner always may.
    const updated = await creator.client.ok(api.serviceUsers.update, {
      params,
      body: { administrators: [creator.user.username, bystander.user.username] },
    });
    expect(updated.administrators).toEqual([creator.user.username, bystander.user.username]);
    expect(
      (await bystander.client.call(api.serviceUsers.update, { params, body: { displayName: 'Shared Bot' } })).status,
    ).toBe(200);
    const byOwner = await owner.client.ok(api.serviceUsers.update, {
      params,
      body: { displayName: 'Owned Bot', administrators: [bystander.user.username] },
    });
    expect(byOwner).toEqual({
      displayName: 'Owned Bot',
      profile: 'READ_ONLY',
      administrators: [bystander.user.username],
    });
    expect((await creator.client.call(api.serviceUsers.deactivate, { params })).status).toBe(403);
    expect((await bystander.client.call(api.serviceUsers.deactivate, { params })).status).toBe(204);
  });

  it('keeps the creator first among administrators, the rest by name', async () => {
    const owner = await member(app, 'OWNER');
    const zed = await createUser(app.context.db, { username: `zed-${owner.accountId.slice(0, 6)}` });
    const amy = await createUser(app.context.db, { username: `amy-${owner.accountId.slice(0, 6)}` });
    await linkUser(app.context.db, owner.accountId, zed.id, 'READ_ONLY');
    await linkUser(app.context.db, owner.accountId, amy.id, 'CLUSTER_ADMIN');
    const bot = await addServiceUser(owner);
    const updated = await owner.client.ok(api.serviceUsers.update, {
      params: { accountId: owner.accountId, username: bot.username },
      body: { administrators: [zed.username, owner.user.username, amy.username] },
    });
    expect(updated.administrators).toEqual([owner.user.username, amy.username, zed.username]);
  });

  it('refuses administrators who are not people of the account, and an empty list', async () => {
    const owner = await member(app, 'OWNER');
    const outsider = await createUser(app.context.db);
    const bot = await addServiceUser(owner);
    const otherBot = await addServiceUser(owner);
    const params = { accountId: owner.accountId, username: bot.username };
    for (const name of [outsider.username, otherBot.username, 'nobody-at-all']) {
      const response = await owner.client.call(api.serviceUsers.update, {
        params,
        body: { administrators: [owner.user.username, name] },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(refusal('administrators', MESSAGES.serviceUsers.administratorNotLinked(name)));
    }
    const empty = await owner.client.call(api.serviceUsers.update, { params, body: { administrators: [] } });
    expect(empty.status).toBe(400);
    expect((await owner.client.ok(api.serviceUsers.get, { params })).administrators).toEqual([owner.user.username]);
  });

  it('keeps a profile change within the caller’s choices, for the old profile and the new', async () => {
    const owner = await member(app, 'OWNER');
    const admin = await member(app, 'CLUSTER_ADMIN', owner.accountId);
    const ownerBot = await addServiceUser(owner, { profile: 'OWNER' });
    await owner.client.ok(api.serviceUsers.update, {
      params: { accountId: owner.accountId, username: ownerBot.username },
      body: { administrators: [owner.user.username, admin.user.username] },
    });
    const params = { accountId: owner.accountId, username: ownerBot.username };
    const down = await admin.client.call(api.serviceUsers.update, { params, body: { profile: 'READ_ONLY' } });
    expect(down.status).toBe(403);
    expect(down.body).toEqual(refusal('profile', MESSAGES.serviceUsers.profileNotAllowed));

    const adminBot = await addServiceUser(admin, { profile: 'READ_ONLY' });
    const adminParams = { accountId: owner.accountId, username: adminBot.username };
    expect(
      (await admin.client.call(api.serviceUsers.update, { params: adminParams, body: { profile: 'OWNER' } })).status,
    ).toBe(403);
    const up = await admin.client.ok(api.serviceUsers.update, {
      params: adminParams,
      body: { profile: 'CLUSTER_ADMIN' },
    });
    expect(up.profile).toBe('CLUSTER_ADMIN');
    const events = await auditOf(app, owner.accountId);
    expect(events.at(-1)).toEqual({
      type: 'SERVICE_USER_UPDATED',
      actor: admin.user.username,
      detail: `${adminBot.username}: profile READ_ONLY → CLUSTER_ADMIN`,
    });
  });

  it('answers 404 for an unknown service user, and for a person’s username', async () => {
    const owner = await member(app, 'OWNER');
    for (const username of ['no-such-bot', owner.user.username]) {
      const params = { accountId: owner.accountId, username };
      expect((await owner.client.call(api.serviceUsers.get, { params })).status).toBe(404);
      expect((await owner.client.call(api.serviceUsers.update, { params, body: { displayName: 'X' } })).status).toBe(
        404,
      );
      expect((await owner.client.call(api.serviceUsers.deactivate, { params })).status).toBe(404);
    }
  });
});
