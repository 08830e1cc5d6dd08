import { api, type Role } from '@datadeck/contracts';
import { eq } from 'drizzle-orm';
import { ApiClient } from '../../../test/api-client.ts';
import { createAccount, createMember, TEST_PASSWORD } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import type { Clock } from '../../platform/clock.ts';
import { accounts, ziaGateways } from '../../platform/db/schema.ts';
import { ADVANCE_ZIA_GATEWAY, SWEEP_ZIA_GATEWAYS, ziaGatewayEngine } from './engine.ts';

/** A new account with the zero-inbound-access feature on (staff's flag), or off when asked. */
export const ziaAccount = (app: TestApp<Clock>, featureOn = true) =>
  createAccount(app.context.db, { zeroInboundAccessConsoleView: featureOn });

/** A new member of the account with the role, signed in (on any server, whatever its clock). */
export async function memberOf(app: TestApp<Clock>, accountId: string, role: Role): Promise<ApiClient> {
  const user = await createMember(app.context.db, accountId, role);
  const client = new ApiClient(app.url);
  await client.signIn(user.username, TEST_PASSWORD);
  return client;
}

/** A gateway added through the API by a caller who may create one. */
export const addGateway = (client: ApiClient, accountId: string, name: string) =>
  client.ok(api.ziaGateways.add, { params: { accountId }, body: { name, cloudProvider: 'AWS_VPC' } });

export async function statusOf(app: TestApp<Clock>, gatewayId: string) {
  const [row] = await app.context.db
    .select({ status: ziaGateways.status })
    .from(ziaGateways)
    .where(eq(ziaGateways.id, gatewayId));
  return row?.status;
}

/** The engine's two jobs as pg-boss runs them, for tests that run them by hand. */
export function engineJobs(app: TestApp<Clock>) {
  const jobs = ziaGatewayEngine(app.context).jobs;
  const named = (name: string) => {
    const job = jobs.find((j) => j.name === name);
    if (!job) throw new Error(`no job ${name}`);
    return job;
  };
  return {
    advance: (gatewayId: string) => named(ADVANCE_ZIA_GATEWAY).run(app.server.log, { gatewayId }),
    sweep: () => named(SWEEP_ZIA_GATEWAYS).run(app.server.log, {}),
  };
}

export const setFeature = (app: TestApp<Clock>, accountId: string, on: boolean) =>
  app.context.db.update(accounts).set({ zeroInboundAccessConsoleView: on }).where(eq(accounts.id, accountId));
