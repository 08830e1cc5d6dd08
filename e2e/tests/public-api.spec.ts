import {
  api,
  buildPath,
  CSRF_HEADER,
  DEMO_ACCOUNT_NAME,
  latestVersion,
  meSchema,
  MESSAGES,
  publicKafkaClusterSchema,
} from '@datadeck/contracts';
import { expect, test, type Page } from '@playwright/test';
import { basicAuthorization, deleteOwnApiKey } from '../support/api-keys.ts';
import { headerStatus, uniqueClusterName } from '../support/clusters.ts';
import { demoAccountPath, openSignedIn } from '../support/landing.ts';
import { accountIdNamed, useSavedSession } from '../support/sessions.ts';

/*
 * Issue 19: what a script does with Instaclustr's API, the console shows. A second owner of the
 * Demo Account (no other test uses demo-deputy's keys) creates a Kafka cluster as Instaclustr's
 * Kubernetes operator would (trailing slash, Go's nulls), grows it with PUT and deletes it; the
 * cluster's page shows it provisioning, the update as a progress bar, and the deletion request.
 */
const USER = 'demo-deputy';
const KAFKA = '/cluster-management/v2/resources/applications/kafka/clusters/v2';

/** A Provisioning key for the signed-in user on the account, made through the console API. */
async function provisioningKey(page: Page, accountId: string): Promise<string> {
  await deleteOwnApiKey(page, accountId, 'PROVISIONING');
  const me = meSchema.parse(await (await page.request.get(api.auth.me.path)).json());
  const generated = await page.request.post(buildPath(api.apiKeys.generate.path, { accountId }), {
    data: { apiKeyType: 'PROVISIONING' },
    headers: { [CSRF_HEADER]: me.csrfToken },
  });
  expect(generated.status(), await generated.text()).toBe(api.apiKeys.generate.status);
  return api.apiKeys.generate.response.parse(await generated.json()).key;
}

test('a script creates, grows and deletes a Kafka cluster through the public API; the console shows each step', async ({
  page,
  request,
}) => {
  await useSavedSession(page, USER);
  const accountId = accountIdNamed(DEMO_ACCOUNT_NAME);
  const headers = { Authorization: basicAuthorization(USER, await provisioningKey(page, accountId)) };
  const name = uniqueClusterName('script');

  const created = await request.post(`${KAFKA}/`, {
    headers,
    data: {
      name,
      slaTier: 'NON_PRODUCTION',
      pciComplianceMode: false,
      privateNetworkCluster: false,
      kafkaVersion: latestVersion('KAFKA'),
      allowDeleteTopics: true,
      autoCreateTopics: true,
      clientToClusterEncryption: false,
      defaultNumberOfPartitions: 3,
      defaultReplicationFactor: 3,
      dedicatedZookeeper: null,
      schemaRegistry: null,
      dataCentres: [
        {
          name: 'AWS_VPC_US_EAST_1',
          cloudProvider: 'AWS_VPC',
          region: 'US_EAST_1',
          network: '10.0.0.0/16',
          nodeSize: 'KFK-DEV-t4g.small-5',
          numberOfNodes: 3,
          nodes: null,
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(202);
  const { id } = publicKafkaClusterSchema.parse(await created.json());

  // The console's page of the cluster the script made, until it runs.
  await openSignedIn(page, USER, demoAccountPath(`clusters/${id}`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(headerStatus(page, 'RUNNING')).toBeVisible({ timeout: 30_000 });

  // Three more brokers: an operation, shown as a progress bar while it runs, gone when done.
  const grown = await request.put(`${KAFKA}/${id}`, {
    headers,
    data: { dataCentres: [{ name: 'AWS_VPC_US_EAST_1', numberOfNodes: 6 }] },
  });
  expect(grown.status(), await grown.text()).toBe(202);
  expect(publicKafkaClusterSchema.parse(await grown.json()).currentClusterOperationStatus).toBe(
    'OPERATION_IN_PROGRESS',
  );
  // The page polls only while the cluster changes; opened now, it shows the update and follows it.
  await page.reload();
  // The bar's filled section has no width at 0 %: the words beside it are what is seen.
  const progress = page.getByRole('progressbar', { name: new RegExp(`^${name}: Adding nodes: \\d of 3$`) });
  await expect(progress).toBeAttached();
  await expect(page.getByRole('main').getByText(/^Adding nodes: \d of 3$/)).toBeVisible();
  await expect(progress).not.toBeAttached({ timeout: 30_000 });
  const polled = publicKafkaClusterSchema.parse(await (await request.get(`${KAFKA}/${id}`, { headers })).json());
  expect(polled.currentClusterOperationStatus).toBe('NO_OPERATION');
  expect(polled.dataCentres[0]?.nodes).toHaveLength(6);

  // Deleted by the script (204, no body): the console says the deletion was requested.
  const deleted = await request.delete(`${KAFKA}/${id}`, { headers });
  expect(deleted.status()).toBe(204);
  expect(await deleted.text()).toBe('');
  await page.reload();
  await expect(page.getByText(MESSAGES.landing.deleteRequested)).toBeVisible();
});
