import {
  DEMO_ACCOUNT_NAME,
  DEMO_CLUSTERS,
  DEMO_EMPTY_ACCOUNT_NAME,
  DEMO_INVITATION,
  DEMO_MESSAGES_OF_THE_DAY,
  DEMO_PASSWORD,
  DEMO_TRIAL_STARTED_DAYS_AGO,
  DEMO_COMPLIANCE_ACCOUNT_NAME,
  DEMO_ORGANISATION_NAME,
  DEMO_SYNCED_ACCOUNT_NAME,
  DEMO_SYNCED_ACCOUNT_USERS,
  DEMO_USERS,
  LIMITS,
  TIME,
} from '@datadeck/contracts';
import { randomToken, tokenDigest } from '../../platform/auth/tokens.ts';
import { provisioningShareAt } from '../../drivers/simulated/cluster-lifecycle.ts';
import { demoNodes, demoSettings } from './cluster-rows.ts';
import { seedDemoServiceUsers } from './service-users.ts';
import { seedDemoTags } from './tags.ts';
import { seedDemoZiaGateways } from './zia-gateways.ts';
import { seedDemoEncryptionKeys } from './encryption-keys.ts';
import { seedDemoPrivateCloud } from './private-cloud.ts';
import { seedDemoOidcProvider } from './oidc-providers.ts';
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../../platform/auth/password-hashing.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SecretBox } from '../../platform/crypto/secret-box.ts';
import type { Db } from '../../platform/db/database.ts';
import {
  accounts,
  accountUsers,
  billingProfiles,
  clusterNodes,
  clusters,
  dataCentres,
  invitations,
  messagesOfTheDay,
  organisationOwners,
  organisations,
  outboundEmails,
  users,
} from '../../platform/db/schema.ts';

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * TIME.DAY_MS);

/**
 * The demo's DELETE REQUESTED cluster waits for its two-factor confirmation, so it stays on
 * show; its e-mail goes to the log like any other, with a link that does delete it.
 */
const pendingToken = randomToken();
const DEMO_DELETE_CONFIRMATION_EMAIL = 'ops@demo-retail.example';
const pendingDeletion = (now: Date) => ({
  twoFactorDeleteEmail: DEMO_DELETE_CONFIRMATION_EMAIL,
  deletionTokenHash: tokenDigest(pendingToken),
  deletionTokenExpiresAt: new Date(now.getTime() + LIMITS.deleteConfirmationLifetimeMs),
});
const deletionEmail = (secrets: SecretBox, name: string, id: string, token: string, publicUrl: string) => ({
  recipient: DEMO_DELETE_CONFIRMATION_EMAIL,
  subject: `Confirm deletion of cluster ${name}`,
  body: secrets.seal(
    `Deletion of the cluster "${name}" (${id}) was requested.\n\nTo confirm, open this link within 3 days:\n${publicUrl}/confirm-cluster-deletion?token=${token}`,
  ),
});

/**
 * Fills an empty database with the demo account, its users (one per role, plus staff), clusters
 * in every status, a message of the day and a second, empty account. Does nothing when any user
 * exists, so it never touches a database in use; app.ts runs it under the start-up lock, so
 * instances starting together on one empty database seed it once. Returns whether it seeded.
 */
export async function seedDemoData(
  db: Db,
  clock: Clock,
  secrets: SecretBox,
  log: FastifyBaseLogger,
  provisioningMs: number,
  publicUrl: string,
  privateCloudDir?: string,
  /**
   * Whether to seed the demo clusters: not with a real driver (CLUSTER_DRIVER=local), which would
   * start every one of them as real engines on this host.
   */
  withClusters = true,
): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;

  const now = clock.now();
  // Each user gets its own salt; hashing before the transaction keeps it short.
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));

  await db.transaction(async (tx) => {
    const [demo, sandbox, compliance] = await tx
      .insert(accounts)
      .values([
        {
          name: DEMO_ACCOUNT_NAME,
          companyName: 'Demo Retail Pty Ltd',
          supportContacts: 'support@demo-retail.example',
          emergencyContacts: 'on-call@demo-retail.example',
          freeTrialStartedAt: daysBefore(now, DEMO_TRIAL_STARTED_DAYS_AGO),
          // Owners may register an identity provider themselves (Settings → SSO; try the test IdP).
          ssoSelfServeEnabled: true,
        },
        { name: DEMO_EMPTY_ACCOUNT_NAME, companyName: 'Demo Retail Pty Ltd' },
        { name: DEMO_COMPLIANCE_ACCOUNT_NAME, companyName: 'Demo Payments Pty Ltd', hasBillingDetails: true },
      ])
      .returning({ id: accounts.id });
    if (!demo || !sandbox || !compliance) throw new Error('demo accounts were not created');
    const accountIdOf = { [DEMO_ACCOUNT_NAME]: demo.id, [DEMO_COMPLIANCE_ACCOUNT_NAME]: compliance.id };

    const created = await tx
      .insert(users)
      .values(
        DEMO_USERS.map((user, i) => ({
          username: user.username,
          displayName: user.displayName,
          email: `${user.username}@datadeck.example`,
          passwordHash: hashes[i] ?? '',
          isAdmin: user.isAdmin,
          passwordChangedAt: now,
        })),
      )
      .returning({ id: users.id, username: users.username });
    const idOf = new Map(created.map((user) => [user.username, user.id]));

    const links = DEMO_USERS.flatMap((user) => {
      const userId = idOf.get(user.username);
      return user.account === null || user.role === null || userId === undefined
        ? []
        : [{ accountId: accountIdOf[user.account], userId, role: user.role }];
    });
    const ownerId = idOf.get('demo-owner');
    if (ownerId) links.push({ accountId: sandbox.id, userId: ownerId, role: 'OWNER' });

    // Organisation-synced billing (SPEC §4): the subsidiary uses the group's details until reset.
    // demo-owner owns the group, so the organisation pages have someone to show them to.
    const [group] = await tx
      .insert(organisations)
      .values({
        name: DEMO_ORGANISATION_NAME,
        supportContacts: 'support@demo-group.example',
        emergencyContacts: 'on-call@demo-group.example',
        billingSynced: true,
      })
      .returning();
    if (!group) throw new Error('the demo organisation was not created');
    if (ownerId) await tx.insert(organisationOwners).values({ organisationId: group.id, userId: ownerId });
    await tx.insert(billingProfiles).values({
      organisationId: group.id,
      contactEmail: 'accounts-payable@demo-group.example',
      addressDetails: {
        firstName: 'Grace',
        lastName: 'Group',
        phoneNumber: '+61 2 9000 1234',
        companyName: 'Demo Group Holdings Pty Ltd',
        streetAddress: '1 Market Street',
        extendedAddress: 'Level 12',
        locality: 'Sydney',
        state: 'NSW',
        postalCode: '2000',
        countryCodeAlpha2: 'AU',
      },
      updatedAt: now,
    });
    const [subsidiary] = await tx
      .insert(accounts)
      .values({
        name: DEMO_SYNCED_ACCOUNT_NAME,
        companyName: 'Demo Group Holdings Pty Ltd',
        supportContacts: 'support@demo-group.example',
        organisationId: group.id,
        billingSynced: true,
        billingCountry: 'AU',
      })
      .returning({ id: accounts.id });
    if (!subsidiary) throw new Error('the demo subsidiary was not created');
    for (const link of DEMO_SYNCED_ACCOUNT_USERS) {
      const userId = idOf.get(link.username);
      if (userId) links.push({ accountId: subsidiary.id, userId, role: link.role });
    }
    await tx.insert(accountUsers).values(links);
    // Its link was never e-mailed, so no one holds its token: a random one, stored as a digest.
    await tx.insert(invitations).values({
      accountId: demo.id,
      email: DEMO_INVITATION.email,
      role: DEMO_INVITATION.role,
      tokenDigest: tokenDigest(randomToken()),
      expiresAt: new Date(now.getTime() + LIMITS.invitationLifetimeMs),
      invitedByUserId: ownerId ?? null,
    });
    await seedDemoServiceUsers(tx, demo.id, idOf);
    await seedDemoTags(tx, demo.id);
    await seedDemoEncryptionKeys(tx, demo.id);
    await seedDemoPrivateCloud(tx, demo.id, privateCloudDir);

    const trialExpires = new Date(now.getTime() + 10 * TIME.DAY_MS);
    for (const [i, demoCluster] of (withClusters ? DEMO_CLUSTERS : []).entries()) {
      // Older than the longest monitoring range, so every chart of a running cluster is full.
      const createdAt = daysBefore(now, 8 + DEMO_CLUSTERS.length - i);
      const [cluster] = await tx
        .insert(clusters)
        .values({
          accountId: demo.id,
          name: demoCluster.name,
          description: demoCluster.description,
          application: demoCluster.application,
          applicationVersion: demoCluster.applicationVersion,
          slaTier: demoCluster.slaTier,
          status: demoCluster.status,
          provisioningProgress: demoCluster.provisioning?.progress ?? null,
          provisioningMessage: demoCluster.provisioning?.message ?? null,
          deleteRequestDate:
            demoCluster.deleteRequestedDaysAgo === undefined
              ? null
              : daysBefore(now, demoCluster.deleteRequestedDaysAgo),
          ...(demoCluster.deleteRequestedDaysAgo === undefined ? {} : pendingDeletion(now)),
          freeTrialExpires: demoCluster.slaTier === 'NON_PRODUCTION' ? trialExpires : null,
          addons: demoCluster.addons ?? [],
          tags: demoCluster.tags ?? {},
          settings: demoSettings(demoCluster),
          defaultPassword: secrets.seal(`demo-${demoCluster.name}-password`),
          createdAt,
          // Clusters shown mid-provisioning carry on from there, as the simulated driver counts.
          stageStartedAt: new Date(
            now.getTime() -
              provisioningShareAt(demoCluster.status, demoCluster.provisioning?.progress) * provisioningMs,
          ),
        })
        .returning({ id: clusters.id });
      if (!cluster) throw new Error(`demo cluster ${demoCluster.name} was not created`);
      const centres = await tx
        .insert(dataCentres)
        .values(
          demoCluster.dataCentres.map((centre, position) => ({
            ...centre,
            clusterId: cluster.id,
            position,
            // Cassandra's data centres replicate by 3; Kafka's replication is the cluster's
            // defaultReplicationFactor, and OpenSearch spreads its data nodes over its racks.
            replicationFactor: demoCluster.application === 'APACHE_CASSANDRA' ? 3 : null,
            clientToClusterEncryption: demoCluster.application === 'OPENSEARCH',
            settings: demoCluster.application === 'OPENSEARCH' ? { numberOfRacks: LIMITS.defaultRacks } : {},
          })),
        )
        .returning({ id: dataCentres.id });
      await tx.insert(clusterNodes).values(
        demoNodes(
          demoCluster,
          cluster.id,
          centres.map((c) => c.id),
          createdAt,
        ),
      );
      if (demoCluster.deleteRequestedDaysAgo !== undefined) {
        await tx
          .insert(outboundEmails)
          .values(deletionEmail(secrets, demoCluster.name, cluster.id, pendingToken, publicUrl));
      }
    }

    // The gateways are those of the demo clusters that reach the console through one.
    if (withClusters) await seedDemoZiaGateways(tx, demo.id, now);

    await seedDemoOidcProvider(tx, secrets, demo.id, withClusters);
    const messagesExpire = new Date(now.getTime() + DEMO_MESSAGES_OF_THE_DAY.lifetimeDays * TIME.DAY_MS);
    await tx.insert(messagesOfTheDay).values([
      { message: DEMO_MESSAGES_OF_THE_DAY.global, severity: 'info', expiresAt: messagesExpire },
      {
        accountId: demo.id,
        message: DEMO_MESSAGES_OF_THE_DAY.demoAccount,
        severity: 'warning',
        expiresAt: messagesExpire,
      },
    ]);
  });

  log.info({ users: DEMO_USERS.map((user) => user.username) }, 'seeded the demo data');
  return true;
}
