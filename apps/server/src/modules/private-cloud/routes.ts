import { api, type Role } from '@datadeck/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Caller } from '../../platform/auth/sessions.ts';
import type { Bind } from '../../platform/http/binder.ts';
import { actorOf } from '../../platform/audit.ts';
import type { PrivateCloudCaller } from './service.ts';
import { privateCloudService } from './service.ts';

/** The path's account for a console session, the key's for an API key (the binder sees to both). */
const callerOf = (input: {
  caller: Caller;
  account: { id: string; role: Role };
  request: FastifyRequest;
}): PrivateCloudCaller => ({
  accountId: input.account.id,
  role: input.account.role,
  actor: actorOf(input.caller, input.request),
});

/** Bound twice to one service: under the account for the console, at SPEC §7's paths for a key. */
export function privateCloudRoutes(bind: Bind, ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'secrets'>): void {
  const images = privateCloudService(ctx);
  for (const table of [api.privateCloud, api.publicPrivateCloud]) {
    bind(table.list, (input) => images.list(callerOf(input)));
    bind(table.downloadLink, (input) => images.downloadLink(callerOf(input), input.params.id));
  }
}
