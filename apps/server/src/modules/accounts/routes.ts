import { api } from '@datadeck/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Bind } from '../../platform/http/binder.ts';
import { notFound } from '../../platform/http/errors.ts';
import { freeTrialDetails } from './free-trial.ts';
import { currentMessagesOfTheDay, findAccount, hasAwsEncryptionKeys } from './queries.ts';

export function accountRoutes(bind: Bind, ctx: AppContext): void {
  /** The guard proved the link; the row can still vanish between the two reads. */
  async function loadAccount(accountId: string) {
    const row = await findAccount(ctx.db, accountId);
    if (!row) throw notFound('Account not found');
    return row;
  }

  bind(api.accounts.get, async ({ account }) => {
    const row = await loadAccount(account.id);
    return {
      id: row.id,
      name: row.name,
      companyName: row.companyName,
      accountType: row.accountType,
      clusterCreationAllowed: row.clusterCreationAllowed,
      pciCompatible: row.pciCompatible,
      onPremisesEnabled: row.onPremisesEnabled,
      features: {
        zeroInboundAccessConsoleView: row.zeroInboundAccessConsoleView,
        ssoSelfServeEnabled: row.ssoSelfServeEnabled,
      },
      awsEncryptionKeys: await hasAwsEncryptionKeys(ctx.db, account.id),
      role: account.role,
      profile: account.role,
    };
  });

  bind(api.accounts.messagesOfTheDay, async ({ account }) => ({
    messages: await currentMessagesOfTheDay(ctx.db, account.id, ctx.clock.now()),
  }));

  bind(api.accounts.freeTrial, async ({ account }) =>
    freeTrialDetails(await loadAccount(account.id), ctx.clock.now(), ctx.config.freeTrialDays),
  );
}
