import { api } from '@datadeck/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Bind } from '../../platform/http/binder.ts';
import { staffAccounts } from './account-lookup.ts';
import { readFeatureSwitches, writeFeatureSwitches } from '../../platform/feature-switches.ts';
import { impersonation, staffActor } from './impersonation.ts';
import { routeSoon } from '../../platform/account-events.ts';
import { staffMessages } from './messages.ts';

/**
 * Staff functions: account lookup, flags, impersonation, feature switches, messages of the day.
 * The binder lets in staff only (or a staff user's impersonating session, so it can stop).
 */
export function staffRoutes(bind: Bind, ctx: AppContext): void {
  const staffAccount = staffAccounts(ctx);
  const impersonations = impersonation(ctx);
  const messages = staffMessages(ctx);

  bind(api.staff.searchAccounts, ({ query }) => staffAccount.search(query.search));
  bind(api.staff.getAccount, ({ params }) => staffAccount.get(params.accountId));
  bind(api.staff.updateAccountFlags, ({ params, body, caller, request }) =>
    staffAccount.updateFlags(params.accountId, body, staffActor(caller, request)),
  );

  bind(api.staff.startImpersonation, ({ body, caller, request }) => impersonations.start(caller, body, request));
  bind(api.staff.stopImpersonation, ({ caller, request }) => impersonations.stop(caller, request));

  bind(api.staff.featureSwitches, () => readFeatureSwitches(ctx.db));
  bind(api.staff.updateFeatureSwitches, async ({ body }) => {
    // One transaction: every instance sees all the switches of a save change together.
    await ctx.db.transaction((tx) => writeFeatureSwitches(tx, body, ctx.clock.now()));
    return readFeatureSwitches(ctx.db);
  });

  bind(api.staff.messages, async () => ({ messages: await messages.list() }));
  bind(api.staff.createMessage, async ({ body }) => {
    const created = await messages.create(body);
    // Its notifications were recorded with it: route them now rather than at the minute's sweep.
    if (created.maintenance !== null) await routeSoon(ctx.queue);
    return created;
  });
  bind(api.staff.expireMessage, ({ params }) => messages.expire(params.messageId));
}
