import { randomBytes } from 'node:crypto';
import {
  applicationFields,
  dataCentreFields,
  LIMITS,
  MESSAGES,
  requestVersion,
  roleHasPermission,
  TIME,
  type AddonBundle,
  type ClusterDetails,
  type CreateClusterInfo,
  type CreateClusterRequest,
  type Role,
} from '@datadeck/contracts';
import { and, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { randomToken, tokenDigest } from '../../platform/auth/tokens.ts';
import { accounts, clusterEvents, clusterNodes, clusters, dataCentres } from '../../platform/db/schema.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { fieldIssuesError, forbidden, HttpError, notFound } from '../../platform/http/errors.ts';
import { deliverSoon, queueEmail } from '../../platform/mail/outbox.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import { catalogueIssues } from '../catalogue/catalogue-issues.ts';
import { driverVersionIssues } from '../catalogue/driver-versions.ts';
import { tagsOf } from '../tags/queries.ts';
import { encryptionKeyIssues, providerAccountIssues } from '../encryption-keys/cluster-check.ts';
import { debeziumIssues } from './debezium-check.ts';
import { toClusterDetails } from './details.ts';
import type { ClusterEngine } from './engine.ts';
import { layOutNodes, simulatedPublicAddress } from './layout.ts';
import { accountHasProvider } from '../oidc-providers/queries.ts';
import { driverClusterOf, machineOf } from './driver-cluster.ts';
import { changeState, loadCluster, type StoredCluster } from './store.ts';

/** The add-on bundles a request turns on, for the cluster card's logos. */
function addonsOf(request: CreateClusterRequest): AddonBundle[] {
  switch (request.application) {
    case 'APACHE_CASSANDRA':
      return request.luceneEnabled ? ['CASSANDRA_LUCENE'] : [];
    case 'KAFKA':
      return [
        ...(request.karapaceSchemaRegistry.length > 0 ? (['KARAPACE_SCHEMA_REGISTRY'] as const) : []),
        ...(request.karapaceRestProxy.length > 0 ? (['KARAPACE_REST_PROXY'] as const) : []),
      ];
    case 'OPENSEARCH':
      return request.opensearchDashboards.length > 0 ? ['OPENSEARCH_DASHBOARDS'] : [];
  }
}

/**
 * With forcePciForNewClusters, PCI compliance mode is on and so are the settings it depends
 * on (client encryption; Cassandra's password authentication), as the security page forces
 * its dependents.
 */
function forcePci(request: CreateClusterRequest): CreateClusterRequest {
  switch (request.application) {
    case 'APACHE_CASSANDRA':
      return {
        ...request,
        pciComplianceMode: true,
        passwordAndUserAuth: true,
        dataCentres: request.dataCentres.map((dc) => ({ ...dc, clientToClusterEncryption: true })),
      };
    case 'KAFKA':
      return { ...request, pciComplianceMode: true, clientToClusterEncryption: true };
    case 'OPENSEARCH':
      // OpenSearch's client traffic is always encrypted.
      return { ...request, pciComplianceMode: true };
  }
}

/**
 * Whether clients reach a data centre over TLS: Cassandra says it per data centre, Kafka for the
 * cluster, and OpenSearch always does.
 */
function clientToClusterEncryption(
  request: CreateClusterRequest,
  dc: CreateClusterRequest['dataCentres'][number],
): boolean {
  switch (request.application) {
    case 'APACHE_CASSANDRA':
      return 'clientToClusterEncryption' in dc && dc.clientToClusterEncryption;
    case 'KAFKA':
      return request.clientToClusterEncryption;
    case 'OPENSEARCH':
      return true;
  }
}

const alreadyDeleting = () => new HttpError(409, [{ name: 'CONFLICT', message: MESSAGES.clusters.alreadyDeleting }]);
const operationUnderWay = () =>
  new HttpError(409, [{ name: 'CONFLICT', message: MESSAGES.clusters.deleteDuringOperation }]);
const nameTaken = (name: string) =>
  new HttpError(409, [{ name: 'name', message: `A cluster named "${name}" already exists` }]);

/** A password for the application's default user: 24 characters from a URL-safe alphabet. */
const newPassword = () => randomBytes(18).toString('base64url');

export function clusterService(ctx: AppContext, engine: ClusterEngine) {
  const { db, clock, config } = ctx;

  async function accountFacts(accountId: string) {
    const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
    if (!account) throw notFound('Account not found');
    return account;
  }

  async function createInfo(accountId: string, role: Role): Promise<CreateClusterInfo> {
    const account = await accountFacts(accountId);
    const permitted = roleHasPermission(role, 'CREATE_CLUSTER');
    return {
      creationAllowed: account.clusterCreationAllowed && permitted,
      creationBlockedReason: !permitted
        ? MESSAGES.clusters.createNotPermitted
        : account.clusterCreationAllowed
          ? null
          : MESSAGES.clusters.creationNotAllowed,
      forcePciForNewClusters: account.forcePciForNewClusters,
      gstApplies: account.billingCountry === 'AU' && !account.invoiced,
      defaultTags: await tagsOf(db, accountId), // the account's custom tags (Cluster Resources › Tags)
      startsFreeTrial: !account.hasBillingDetails && account.freeTrialStartedAt === null,
    };
  }

  async function create(accountId: string, given: CreateClusterRequest, actor: AuditActor): Promise<StoredCluster> {
    const account = await accountFacts(accountId);
    if (!account.clusterCreationAllowed) throw forbidden(MESSAGES.clusters.creationNotAllowed);
    const request = account.forcePciForNewClusters ? forcePci(given) : given;

    const problems = catalogueIssues(ctx.catalogue, request);
    problems.push(...driverVersionIssues(config.clusterDriver, request));
    problems.push(...(await encryptionKeyIssues(db, accountId, request)));
    problems.push(...(await providerAccountIssues(db, accountId, request)));
    problems.push(...(await debeziumIssues(db, accountId, request)));
    const oidcProviderId =
      request.application === 'OPENSEARCH' ? request.opensearchDashboards[0]?.oidcProvider || null : null;
    // Only one of the account's own providers: another account's is as unknown as none.
    if (oidcProviderId !== null && !(await accountHasProvider(db, accountId, oidcProviderId))) {
      problems.push({ path: ['opensearchDashboards', 0, 'oidcProvider'], message: MESSAGES.oidcProviders.notFound });
    }
    const invalid = fieldIssuesError(problems);
    if (invalid) throw invalid;
    // A real driver refuses up front what its hosts cannot hold, before anything is stored.
    const beyondLimit = await ctx.driver.admit({
      application: request.application,
      version: requestVersion(request),
      nodes: layOutNodes(request).map((node) => ({ ...node, machine: machineOf(node.nodeSize) })),
    });
    if (beyondLimit !== null) throw new HttpError(400, [{ name: 'dataCentres', message: beyondLimit }]);

    const now = clock.now();
    const clusterId = await db
      .transaction(async (tx) => {
        const [taken] = await tx
          .select({ id: clusters.id })
          .from(clusters)
          .where(
            // The unique index's own expression and (literal) predicate, so this is one index probe.
            and(
              eq(clusters.accountId, accountId),
              sql`lower(${clusters.name}) = lower(${request.name})`,
              sql`${clusters.status} <> 'DELETED'`,
            ),
          )
          .limit(1);
        if (taken) throw nameTaken(request.name);

        // SPEC §1: without billing details, the first cluster starts the free trial.
        let trialStartedAt = account.freeTrialStartedAt;
        if (!account.hasBillingDetails && trialStartedAt === null) {
          trialStartedAt = now;
          await tx.update(accounts).set({ freeTrialStartedAt: now }).where(eq(accounts.id, accountId));
        }
        const tags = Object.fromEntries(request.dataCentres.flatMap((dc) => dc.tags.map((t) => [t.key, t.value])));
        const [cluster] = await tx
          .insert(clusters)
          .values({
            accountId,
            name: request.name,
            description: request.description,
            application: request.application,
            applicationVersion: requestVersion(request),
            slaTier: request.slaTier,
            pciComplianceMode: request.pciComplianceMode,
            privateNetworkCluster: request.privateNetworkCluster,
            settings: applicationFields(request),
            twoFactorDeleteEmail: request.twoFactorDelete[0]?.confirmationEmail ?? null,
            twoFactorDeletePhone: request.twoFactorDelete[0]?.confirmationPhoneNumber ?? null,
            oidcProviderId,
            addons: addonsOf(request),
            tags,
            freeTrialExpires:
              account.hasBillingDetails || trialStartedAt === null
                ? null
                : new Date(trialStartedAt.getTime() + config.freeTrialDays * TIME.DAY_MS),
            defaultPassword: ctx.secrets.seal(newPassword()),
            stageStartedAt: now,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: clusters.id });
        if (!cluster) throw new Error('cluster insert returned nothing');
        const centres = await tx
          .insert(dataCentres)
          .values(
            request.dataCentres.map((dc, position) => ({
              clusterId: cluster.id,
              position,
              name: dc.name,
              cloudProvider: dc.cloudProvider,
              region: dc.region,
              network: dc.network,
              nodeSize:
                'nodeSize' in dc
                  ? dc.nodeSize
                  : request.application === 'OPENSEARCH'
                    ? (request.dataNodes[0]?.nodeSize ?? '')
                    : '',
              numberOfNodes: 'numberOfNodes' in dc ? dc.numberOfNodes : 0,
              replicationFactor: 'replicationFactor' in dc ? dc.replicationFactor : null,
              clientToClusterEncryption: clientToClusterEncryption(request, dc),
              tags: dc.tags,
              awsSettings: dc.awsSettings,
              settings: dataCentreFields(dc),
            })),
          )
          .returning({ id: dataCentres.id });
        const nodes = layOutNodes(request);
        // OpenSearch's data centre counts all its nodes (data, managers, dashboards).
        if (request.application === 'OPENSEARCH' && centres[0]) {
          await tx.update(dataCentres).set({ numberOfNodes: nodes.length }).where(eq(dataCentres.id, centres[0].id));
        }
        await tx.insert(clusterNodes).values(
          nodes.map((node) => ({
            clusterId: cluster.id,
            dataCentreId: centres[node.dataCentre]?.id ?? '',
            position: node.position,
            nodeSize: node.nodeSize,
            rack: node.rack,
            privateAddress: node.privateAddress,
            publicAddress: request.privateNetworkCluster ? null : simulatedPublicAddress(node.position),
            nodeRoles: node.nodeRoles,
          })),
        );
        await tx
          .insert(clusterEvents)
          .values({ clusterId: cluster.id, fromStatus: null, toStatus: 'GENESIS', message: null, at: now });
        await recordAudit(tx, clock, actor, { type: 'CLUSTER_CREATED', accountId, detail: request.name });
        return cluster.id;
      })
      .catch((err: unknown) => {
        // Two creates of one name at once both pass the check above; the unique index stops one.
        throw isUniqueViolation(err, 'clusters_account_live_name_key') ? nameTaken(request.name) : err;
      });

    const stored = await loadCluster(db, clusterId);
    if (!stored) throw new Error('created cluster vanished');
    await ctx.driver.provision(driverClusterOf(stored, ctx.secrets, now));
    await engine.schedule(clusterId);
    return stored;
  }

  /** One live cluster of the account, or 404. */
  async function load(accountId: string, clusterId: string): Promise<StoredCluster> {
    const stored = await loadCluster(db, clusterId, accountId);
    if (!stored) throw notFound('Cluster not found');
    return stored;
  }

  async function get(accountId: string, clusterId: string): Promise<ClusterDetails> {
    return toClusterDetails(await load(accountId, clusterId));
  }

  /**
   * The deletion request: records deleteRequestDate; with two-factor delete, e-mails a link
   * that must be followed before anything is deleted, else deletion starts at once. Refused
   * (409) while an update's operation runs: its nodes are mid-resize or coming up, and the
   * engine would abandon the operation half done. The console and the public API share this.
   */
  async function requestDeletion(accountId: string, clusterId: string, actor: AuditActor): Promise<StoredCluster> {
    const stored = await loadCluster(db, clusterId, accountId);
    if (!stored) throw notFound('Cluster not found');
    const { cluster } = stored;
    const now = clock.now();
    // A request whose confirmation link expired unconfirmed has lapsed: it may be lodged again.
    const lapsed = cluster.deletionTokenExpiresAt !== null && cluster.deletionTokenExpiresAt <= now;
    if (cluster.deleteRequestDate !== null && !lapsed) throw alreadyDeleting();
    if (cluster.operationStartedAt !== null) throw operationUnderWay();
    const token = cluster.twoFactorDeleteEmail ? randomToken() : null;
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(clusters)
        .set({
          deleteRequestDate: now,
          deletionTokenHash: token ? tokenDigest(token) : null,
          deletionTokenExpiresAt: token ? new Date(now.getTime() + LIMITS.deleteConfirmationLifetimeMs) : null,
          updatedAt: now,
        })
        .where(
          and(
            eq(clusters.id, clusterId),
            or(isNull(clusters.deleteRequestDate), lte(clusters.deletionTokenExpiresAt, now)),
            // An update that stored its operation since this request read the cluster wins.
            isNull(clusters.operationStartedAt),
          ),
        )
        .returning({ id: clusters.id });
      if (updated.length === 0) {
        const [current] = await tx
          .select({ operationStartedAt: clusters.operationStartedAt })
          .from(clusters)
          .where(eq(clusters.id, clusterId));
        throw current?.operationStartedAt ? operationUnderWay() : alreadyDeleting();
      }
      await recordAudit(tx, clock, actor, { type: 'CLUSTER_DELETION_REQUESTED', accountId, detail: cluster.name });
      if (token && cluster.twoFactorDeleteEmail) {
        const link = `${config.publicUrl}/confirm-cluster-deletion?token=${token}`;
        // The body carries a live deletion token until sent: the outbox seals it.
        await queueEmail(tx, ctx.secrets, {
          to: cluster.twoFactorDeleteEmail,
          subject: `Confirm deletion of cluster ${cluster.name}`,
          text: `Deletion of the cluster "${cluster.name}" (${cluster.id}) was requested.\n\nTo confirm, open this link within 3 days:\n${link}\n\nIf you did not expect this, ignore this e-mail and the cluster stays.`,
        });
      }
    });
    // The confirmation e-mail leaves now rather than with the next sweep.
    if (token) await deliverSoon(ctx.queue);
    else await engine.schedule(clusterId, 0);
    return load(accountId, clusterId);
  }

  /**
   * Follows a two-factor delete link: the token alone identifies the cluster. Whoever holds the
   * link acts; the audit log names the address it was sent to.
   */
  async function confirmDeletion(token: string, sourceIp: string) {
    const now = clock.now();
    const [cluster] = await db
      .select()
      .from(clusters)
      .where(
        and(
          eq(clusters.deletionTokenHash, tokenDigest(token)),
          gt(clusters.deletionTokenExpiresAt, now),
          ne(clusters.status, 'DELETED'),
        ),
      )
      .limit(1);
    if (!cluster) throw new HttpError(404, [{ name: 'token', message: MESSAGES.clusters.deletionLinkInvalid }]);
    const confirmed = await changeState(
      db,
      cluster,
      {
        status: cluster.status,
        provisioningProgress: cluster.provisioningProgress,
        provisioningMessage: cluster.provisioningMessage,
        clearDeletionToken: true,
      },
      now,
      (tx) =>
        recordAudit(
          tx,
          clock,
          { userId: null, username: cluster.twoFactorDeleteEmail ?? '', impersonator: null, sourceIp },
          { type: 'CLUSTER_DELETION_CONFIRMED', accountId: cluster.accountId, detail: cluster.name },
        ),
    );
    if (!confirmed) throw new HttpError(409, [{ name: 'CONFLICT', message: MESSAGES.clusters.deletionLinkInvalid }]);
    await engine.schedule(cluster.id, 0);
    return { clusterId: cluster.id, clusterName: cluster.name };
  }

  /** Reveals the default user's password; each reveal is audited, as a read of a credential. */
  async function credentials(accountId: string, clusterId: string, actor: AuditActor) {
    const stored = await loadCluster(db, clusterId, accountId);
    if (!stored) throw notFound('Cluster not found');
    const details = toClusterDetails(stored);
    if (!details.connection.defaultUsername || !stored.cluster.defaultPassword) {
      throw notFound('This cluster has no default user');
    }
    await recordAudit(db, clock, actor, {
      type: 'CLUSTER_CREDENTIALS_REVEALED',
      accountId,
      detail: stored.cluster.name,
    });
    return { username: details.connection.defaultUsername, password: ctx.secrets.open(stored.cluster.defaultPassword) };
  }

  /** The account's live clusters (the public data source), or the one of a name (as unique, any case). */
  async function dataSource(accountId: string, name?: string) {
    const rows = await db
      .select({ id: clusters.id, application: clusters.application })
      .from(clusters)
      .where(
        and(
          eq(clusters.accountId, accountId),
          ne(clusters.status, 'DELETED'),
          name === undefined ? undefined : sql`lower(${clusters.name}) = lower(${name})`,
        ),
      )
      .orderBy(clusters.name);
    return [{ accountId, clusters: rows }];
  }

  return { createInfo, create, load, get, requestDeletion, confirmDeletion, credentials, dataSource };
}

export type ClusterService = ReturnType<typeof clusterService>;
