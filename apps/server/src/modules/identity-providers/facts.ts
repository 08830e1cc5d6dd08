import { PASSWORD_SIGN_IN, type LinkedUser, type Role } from '@datadeck/contracts';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { CoreContext } from '../../app-context.ts';
import type { Db } from '../../platform/db/database.ts';
import { identityProviders, identityProviderUsers, userSsoIdentities } from '../../platform/db/schema.ts';

/**
 * What single sign-on decides about an account's people: whether its identity provider is
 * active, how each person signs in, and whether SCIM manages its users. Read by Linked Users,
 * the security settings and the sign-in policy.
 */
export type SignInFacts = Pick<LinkedUser, 'signInType' | 'isLinkedToActiveCustomIdp' | 'isExemptedFromCustomIdpSso'>;

/** The account's identity provider while it is Active; undefined when it has none or it is inactive. */
export async function activeIdentityProvider(db: Db, accountId: string) {
  const [provider] = await db
    .select({
      id: identityProviders.id,
      displayName: identityProviders.displayName,
      scimTokenDigest: identityProviders.scimTokenDigest,
    })
    .from(identityProviders)
    .where(and(eq(identityProviders.accountId, accountId), eq(identityProviders.enabled, true)));
  return provider;
}

/** SPEC §3 hasActiveExternalIDP: the account signs in with its own identity provider. */
export async function hasActiveExternalIdp(db: Db, accountId: string): Promise<boolean> {
  return (await activeIdentityProvider(db, accountId)) !== undefined;
}

/** SCIM manages the account's users: its active provider has a SCIM token (Linked Users warns). */
export async function scimActiveOn(db: Db, accountId: string): Promise<boolean> {
  const provider = await activeIdentityProvider(db, accountId);
  return provider !== undefined && provider.scimTokenDigest !== null;
}

/**
 * How each of the account's people signs in (SPEC §2 Sign In Type, §3 LinkedUser): by the
 * account's active identity provider once it provisioned or signed them in (owners keep their
 * password beside it: the security settings still govern them), else by the standard service
 * they accepted an invitation with, else with a password.
 */
export async function signInFactsOf(
  ctx: Pick<CoreContext, 'db' | 'config'>,
  accountId: string,
  people: readonly { id: string; role: Role }[],
): Promise<Map<string, SignInFacts>> {
  const ids = people.map((person) => person.id);
  const provider = await activeIdentityProvider(ctx.db, accountId);
  const [byProvider, byService] = await Promise.all([
    provider === undefined || ids.length === 0
      ? []
      : ctx.db
          .select({ userId: identityProviderUsers.userId })
          .from(identityProviderUsers)
          .where(
            and(
              eq(identityProviderUsers.providerId, provider.id),
              eq(identityProviderUsers.active, true),
              inArray(identityProviderUsers.userId, ids),
            ),
          ),
    ids.length === 0
      ? []
      : ctx.db
          .select({ userId: userSsoIdentities.userId, service: userSsoIdentities.service })
          .from(userSsoIdentities)
          .where(and(inArray(userSsoIdentities.userId, ids), isNotNull(userSsoIdentities.subject))),
  ]);
  const linked = new Set(byProvider.map((row) => row.userId));
  const serviceNames = new Map(ctx.config.standardSsoServices.map((service) => [service.name, service.displayName]));
  const services = new Map(byService.map((row) => [row.userId, serviceNames.get(row.service) ?? row.service]));
  return new Map(
    people.map((person) => {
      const viaProvider = provider !== undefined && linked.has(person.id);
      return [
        person.id,
        {
          signInType: viaProvider ? provider.displayName : (services.get(person.id) ?? PASSWORD_SIGN_IN),
          isLinkedToActiveCustomIdp: viaProvider,
          isExemptedFromCustomIdpSso: viaProvider && person.role === 'OWNER',
        },
      ];
    }),
  );
}
