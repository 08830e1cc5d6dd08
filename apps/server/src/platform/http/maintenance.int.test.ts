import { api, ERROR_CODES, heldDuringMaintenance, MESSAGES, type Endpoint } from '@datadeck/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contractEndpoints } from '../../../test/api-client.ts';
import { prepareWalk, type Walk } from '../../../test/endpoint-walk.ts';
import { createMember } from '../../../test/factories.ts';
import { basicAuth } from '../../../test/members.ts';
import { tableDigests } from '../../../test/table-digests.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { writeFeatureSwitches } from '../feature-switches.ts';

const call = (e: Endpoint) => [`${e.method} ${e.path}`, e] as const;
const REFUSAL = { errors: [{ name: ERROR_CODES.maintenance, message: MESSAGES.settings.notDuringMaintenance }] };

/**
 * Scheduled database maintenance (SPEC §6) over every endpoint of the contracts: each change it
 * holds is refused with 409 MAINTENANCE, from the console and from a script's API key, and writes
 * nothing; what it does not hold goes on. Every call carries input that passes validation and
 * names what exists, so only the maintenance can refuse it.
 */
describe('during scheduled database maintenance', () => {
  let app: TestApp;
  let walk: Walk;
  beforeAll(async () => {
    app = await startTestApp();
    walk = await prepareWalk(app);
  });
  afterAll(() => app.close());
  const maintenance = (on: boolean) =>
    writeFeatureSwitches(app.context.db, { databaseMaintenance: on }, app.clock.now());
  afterEach(() => maintenance(false));

  const held = contractEndpoints.filter((e) => heldDuringMaintenance(e));

  it('holds every change of the settings tabs and cluster resources, and not sign-in, clusters, staff or downloads', () => {
    expect(held).toEqual(
      expect.arrayContaining([
        api.accountDetails.update,
        api.notificationPreferences.update,
        api.security.update,
        api.apiKeys.generate,
        api.linkedUsers.changeRole,
        api.linkedUsers.unlink,
        api.invitations.create,
        api.invitations.revoke,
        api.serviceUsers.create,
        api.serviceUsers.deactivate,
        api.publicServiceUsers.create,
        api.identityProviders.register,
        api.accountWebhooks.update,
        api.accountWebhooks.delete,
        api.billing.update,
        api.tags.add,
        api.tags.delete,
        api.encryptionKeys.add,
        api.oidcProviders.update,
        api.ziaGateways.add,
      ]),
    );
    // Reads, sign-in, clusters, staff and a download link are not the maintenance's business.
    for (const open of [
      api.tags.list,
      api.auth.login,
      api.auth.changePassword,
      api.clusters.createCassandra,
      api.staff.updateFeatureSwitches,
      api.privateCloud.downloadLink,
      api.invitations.accept,
    ]) {
      expect(held).not.toContain(open);
    }
  });

  it.each(held.map(call))('%s is refused with 409 and writes nothing', async (_name, e) => {
    // An owner of their own for each call: the keys the walk gives them are theirs alone.
    const member = await createMember(app.context.db, walk.accountId, 'OWNER');
    const caller = await walk.signedIn(member);
    const input = walk.validInput(e, 'OWNER', await walk.existingParams(e, 'OWNER', caller));
    if (e.access.kind === 'apiKey') {
      // A script: the caller's user-management key, and no session.
      const { key } = await caller.ok(api.apiKeys.generate, {
        params: { accountId: walk.accountId },
        body: { apiKeyType: 'USER_MANAGEMENT' },
      });
      Object.assign(input, { headers: basicAuth(member.username, key), withoutCsrf: true });
      caller.sessionToken = null;
    }
    await maintenance(true);
    const before = await tableDigests(app.context.db);
    const response = await caller.call(e, input);
    expect([response.status, response.body]).toEqual([409, REFUSAL]);
    expect(await tableDigests(app.context.db)).toEqual(before);
    await maintenance(false);
    // Over, the same call is let in (its own success, or a rule of its own: never the maintenance).
    expect((await caller.call(e, input)).body).not.toEqual(REFUSAL);
  });

  it('lets reads, downloads and clusters go on', async () => {
    const { accountId } = walk;
    const link: Endpoint = api.privateCloud.downloadLink;
    const download = walk.validInput(link, 'OWNER', await walk.existingParams(link, 'OWNER', walk.owner));
    await maintenance(true);
    expect((await walk.owner.call(api.tags.list, { params: { accountId } })).status).toBe(200);
    expect((await walk.owner.call(link, download)).status).toBe(200);
    expect((await walk.newCluster()).id).toEqual(expect.any(String));
  });
});
