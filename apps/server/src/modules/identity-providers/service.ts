import {
  MESSAGES,
  type IdentityProvider,
  type RegisterIdentityProviderBody,
  type staffIdentityProviderBodySchema,
} from '@datadeck/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CoreContext } from '../../app-context.ts';
import { randomToken, tokenDigest } from '../../platform/auth/tokens.ts';
import { accounts, identityProviders } from '../../platform/db/schema.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import { parseCertificate } from './certificate.ts';
import { identityProviderView, type IdentityProviderRow } from './view.ts';

type StaffBody = z.output<typeof staffIdentityProviderBodySchema>;

const M = MESSAGES.sso;
const missing = () => notFound('Identity provider not found');

/**
 * An account's identity provider (SPEC §2, §4, §7): registered by the customer while the account
 * may set SSO up itself, inactive with its checklist until staff make it Active. The SCIM token is
 * given once and kept only as its digest. Every change is audited in its transaction.
 */
export function identityProviderService(ctx: Pick<CoreContext, 'db' | 'clock' | 'config'>) {
  const { db, clock, config } = ctx;
  const view = (row: IdentityProviderRow) => identityProviderView(config.publicUrl, row);

  async function rowOf(accountId: string, id: string): Promise<IdentityProviderRow> {
    const [row] = await db
      .select()
      .from(identityProviders)
      .where(and(eq(identityProviders.accountId, accountId), eq(identityProviders.id, id)));
    if (!row) throw missing();
    return row;
  }

  async function list(accountId: string): Promise<IdentityProvider[]> {
    const rows = await db.select().from(identityProviders).where(eq(identityProviders.accountId, accountId));
    return rows.map(view);
  }

  const get = async (accountId: string, id: string): Promise<IdentityProvider> => view(await rowOf(accountId, id));

  /**
   * SPEC §2: the create page opens only while the account may set SSO up itself and has no
   * provider; the server holds the same rule (409), race-free by the account's unique provider.
   */
  async function register(accountId: string, actor: AuditActor, body: RegisterIdentityProviderBody) {
    const now = clock.now();
    const certificate = parseCertificate(body.x509Cert, now);
    const row = await db.transaction(async (tx) => {
      const [account] = await tx
        .select({ selfServe: accounts.ssoSelfServeEnabled })
        .from(accounts)
        .where(eq(accounts.id, accountId))
        .for('update');
      if (!account?.selfServe) throw new HttpError(409, [{ name: 'identityProvider', message: M.notSelfServe }]);
      const [inserted] = await tx
        .insert(identityProviders)
        .values({
          accountId,
          displayName: body.displayName,
          issuer: body.issuer,
          authUrl: body.authUrl,
          x509Cert: certificate.pem,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!inserted) throw new HttpError(409, [{ name: 'identityProvider', message: M.alreadyRegistered }]);
      await recordAudit(tx, clock, actor, {
        type: 'IDENTITY_PROVIDER_REGISTERED',
        accountId,
        detail: `${body.displayName} (${body.issuer})`,
      });
      return inserted;
    });
    return view(row);
  }

  /** SPEC §4: the checklist's step is saved on every change of step. */
  async function saveProgress(accountId: string, id: string, progress: number): Promise<IdentityProvider> {
    const [row] = await db
      .update(identityProviders)
      .set({ integrationProgress: progress, updatedAt: clock.now() })
      .where(and(eq(identityProviders.accountId, accountId), eq(identityProviders.id, id)))
      .returning();
    if (!row) throw missing();
    return view(row);
  }

  /** A new SCIM bearer token, in clear this once; the one before it stops working at once. */
  async function generateScimToken(accountId: string, id: string, actor: AuditActor) {
    const token = randomToken();
    const now = clock.now();
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(identityProviders)
        .set({ scimTokenDigest: tokenDigest(token), scimTokenCreatedAt: now, updatedAt: now })
        .where(and(eq(identityProviders.accountId, accountId), eq(identityProviders.id, id)))
        .returning({ displayName: identityProviders.displayName });
      if (!row) throw missing();
      await recordAudit(tx, clock, actor, { type: 'SCIM_TOKEN_GENERATED', accountId, detail: row.displayName });
    });
    return { token, createdAt: now.toISOString() };
  }

  /** Staff make the provider Active or Inactive, and decide whether unknown e-mails become users. */
  async function staffUpdate(accountId: string, id: string, actor: AuditActor, body: StaffBody) {
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(identityProviders)
        .set({ enabled: body.enabled, jitProvisioning: body.jitProvisioning, updatedAt: clock.now() })
        .where(and(eq(identityProviders.accountId, accountId), eq(identityProviders.id, id)))
        .returning();
      if (!updated) throw missing();
      await recordAudit(tx, clock, actor, {
        type: 'IDENTITY_PROVIDER_UPDATED',
        accountId,
        detail: `${updated.displayName}: ${body.enabled ? 'Active' : 'Inactive'}, just-in-time users ${body.jitProvisioning ? 'on' : 'off'}`,
      });
      return updated;
    });
    return view(row);
  }

  return { list, get, register, saveProgress, generateScimToken, staffUpdate };
}
