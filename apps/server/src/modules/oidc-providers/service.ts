import {
  MESSAGES,
  type addOidcProviderBodySchema,
  type OidcProvider,
  type updateOidcProviderBodySchema,
} from '@datadeck/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CoreContext } from '../../app-context.ts';
import { oidcProviders } from '../../platform/db/schema.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import { providerOf, providersOf } from './queries.ts';

type AddBody = z.output<typeof addOidcProviderBodySchema>;
type UpdateBody = z.output<typeof updateOidcProviderBodySchema>;

const M = MESSAGES.oidcProviders;
const missing = () => notFound(M.notFound);

/**
 * OIDC providers of an account (SPEC §2, §3): the rules of §5 held before a body gets here; the
 * secret is sealed on the way in and no answer carries it. Every change is audited in its
 * transaction.
 */
export function oidcProviderService(ctx: Pick<CoreContext, 'db' | 'clock' | 'secrets'>) {
  const { db, clock, secrets } = ctx;

  const list = (accountId: string): Promise<OidcProvider[]> => providersOf(db, accountId);

  async function view(accountId: string, id: string): Promise<OidcProvider> {
    const provider = await providerOf(db, accountId, id);
    if (!provider) throw missing();
    return provider;
  }

  async function add(accountId: string, actor: AuditActor, body: AddBody): Promise<OidcProvider> {
    const now = clock.now();
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(oidcProviders)
        .values({ accountId, ...body, clientSecret: secrets.seal(body.clientSecret), createdAt: now, updatedAt: now })
        .returning({ id: oidcProviders.id });
      if (!row) throw new Error('OIDC provider insert returned nothing');
      await recordAudit(tx, clock, actor, {
        type: 'OIDC_PROVIDER_ADDED',
        accountId,
        detail: `${body.clientName} (${body.clientId})`,
      });
      return row.id;
    });
    return view(accountId, id);
  }

  async function update(accountId: string, id: string, actor: AuditActor, body: UpdateBody): Promise<OidcProvider> {
    const { clientSecret, ...fields } = body;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(oidcProviders)
        .set({
          ...fields,
          // SPEC §2: a blank secret keeps the stored one.
          ...(clientSecret === null ? {} : { clientSecret: secrets.seal(clientSecret) }),
          updatedAt: clock.now(),
        })
        .where(and(eq(oidcProviders.accountId, accountId), eq(oidcProviders.id, id)))
        .returning({ id: oidcProviders.id });
      if (!row) throw missing();
      await recordAudit(tx, clock, actor, {
        type: 'OIDC_PROVIDER_UPDATED',
        accountId,
        detail: `${body.clientName} (${body.clientId})${clientSecret === null ? '' : ', new client secret'}`,
      });
    });
    return view(accountId, id);
  }

  /** Refused (409) while active clusters use it (SPEC §2): their Dashboards sign in through it. */
  async function remove(accountId: string, id: string, actor: AuditActor): Promise<void> {
    await db.transaction(async (tx) => {
      const provider = await providerOf(tx, accountId, id);
      if (!provider) throw missing();
      if (provider.clusters.length > 0) {
        throw new HttpError(409, [
          { name: 'clusters', message: M.inUse(provider.clusters.map((c) => c.name).join(', ')) },
        ]);
      }
      await tx.delete(oidcProviders).where(and(eq(oidcProviders.accountId, accountId), eq(oidcProviders.id, id)));
      await recordAudit(tx, clock, actor, {
        type: 'OIDC_PROVIDER_DELETED',
        accountId,
        detail: `${provider.clientName} (${provider.clientId})`,
      });
    });
  }

  return { list, view, add, update, remove };
}
