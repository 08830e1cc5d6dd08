import { apiKey, endpoint, TERRAFORM_DATA_SOURCES, TERRAFORM_RESOURCES, type Endpoint } from '@datadeck/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { definitionName, terraformDocument } from './terraform-openapi.ts';

const cassandra = TERRAFORM_RESOURCES.find((resource) => resource.name === 'cassandra_cluster_v2');
if (!cassandra) throw new Error('The contracts declare the Cassandra resource');
const root = cassandra.create.path;

/** An update as a later declaration adds it: it joins its resource by its path alone. */
const update = endpoint({
  method: 'PUT',
  path: `${root}/:clusterId`,
  summary: 'Update a cluster',
  tag: 'public',
  access: apiKey('CLUSTER_MANAGEMENT'),
  params: z.object({ clusterId: z.uuid() }),
  body: z.object({ description: z.string().optional() }),
  status: 202,
  response: cassandra.create.response,
});
const elsewhere = { ...update, path: '/cluster-management/v2/resources/applications/kafka/acls/v2/:id' };

const documentWith = (endpoints: Endpoint[]) =>
  terraformDocument({ resources: [cassandra], dataSources: TERRAFORM_DATA_SOURCES, endpoints });

describe('terraformDocument', () => {
  it("names definitions as Instaclustr's", () => {
    expect(definitionName('cassandra_cluster_v2')).toBe('CassandraClusterV2');
    expect(definitionName('aws_encryption_key_v2')).toBe('AwsEncryptionKeyV2');
  });

  it('takes in a PUT on the instance path with the polling and timeout of the create', () => {
    const put = documentWith([update]).paths[`${root}/{clusterId}`]?.put as Record<string, unknown>;
    expect(put).toMatchObject({
      'x-terraform-resource-timeout': '99999m',
      responses: {
        202: {
          schema: { $ref: '#/definitions/CassandraClusterV2' },
          'x-terraform-resource-poll-enabled': true,
          'x-terraform-resource-poll-pending-statuses': 'OPERATION_IN_PROGRESS',
          'x-terraform-resource-poll-completed-statuses': 'NO_OPERATION',
        },
      },
    });
    expect(put.parameters).toContainEqual({
      in: 'body',
      name: 'body',
      required: true,
      schema: { $ref: '#/definitions/CassandraClusterV2Update' },
    });
  });

  it('leaves out public endpoints that are no part of a declared resource', () => {
    expect(Object.keys(documentWith([update, elsewhere]).paths)).not.toContain(
      '/cluster-management/v2/resources/applications/kafka/acls/v2/{id}',
    );
  });

  it('names the terraform_key security definition', () => {
    const document = documentWith([]);
    expect(document.securityDefinitions.terraform_key).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
    });
  });
});
