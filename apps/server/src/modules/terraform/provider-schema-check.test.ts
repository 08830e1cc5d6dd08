import { parse } from '@cdktf/hcl2json';
import { describe, expect, it } from 'vitest';
import { resourceProblems } from './provider-schema-check.ts';

/** The check itself must fail on what is wrong, or the export's schema test proves nothing. */
const parsed = async (text: string) => (await parse('t.tf', text)) as Record<string, unknown>;

const validKafka = `
resource "instaclustr_kafka_cluster_v2" "k" {
  name = "events"
  sla_tier = "NON_PRODUCTION"
  kafka_version = "4.2.1"
  client_to_cluster_encryption = false
  auto_create_topics = true
  allow_delete_topics = true
  default_replication_factor = 3
  default_number_of_partitions = 3
  private_network_cluster = false
  pci_compliance_mode = false
  data_centre {
    name = "dc"
    cloud_provider = "AWS_VPC"
    region = "US_EAST_1"
    network = "10.0.0.0/16"
    node_size = "KFK-DEV-t4g.small-5"
    number_of_nodes = 3
  }
  %EXTRA%
}
`;

describe('resourceProblems', () => {
  it.each([
    ['', []],
    ['invented = true', ['instaclustr_kafka_cluster_v2.k.invented: not an attribute of the provider']],
    ['kraft = { controller_node_count = 3 }', ['instaclustr_kafka_cluster_v2.k.kraft: must be a block']],
    ['description = 3', ['instaclustr_kafka_cluster_v2.k.description: must be string, is 3']],
    [
      'kraft {\n controller_node_count = 3\n}\nkraft {\n controller_node_count = 3\n}',
      ['instaclustr_kafka_cluster_v2.k.kraft: at most one block'],
    ],
    ['kraft {\n}', ['instaclustr_kafka_cluster_v2.k.kraft[0].controller_node_count: required but missing']],
  ])('with %j finds %j', async (extra, problems) => {
    expect(resourceProblems(await parsed(validKafka.replace('%EXTRA%', extra)))).toEqual(problems);
  });

  it('finds a missing required attribute, a wrong value and an unknown resource', async () => {
    const text = validKafka
      .replace('%EXTRA%', '')
      .replace('  kafka_version = "4.2.1"\n', '')
      .replace('"AWS_VPC"', '"MARS"');
    expect(resourceProblems(await parsed(text))).toEqual([
      'instaclustr_kafka_cluster_v2.k.data_centre[0].cloud_provider: "MARS" is not one of AWS_VPC, GCP, AZURE, AZURE_AZ, ONPREMISES',
      'instaclustr_kafka_cluster_v2.k.kafka_version: required but missing',
    ]);
    expect(resourceProblems(await parsed('resource "instaclustr_redis_cluster_v2" "r" {\n}\n'))).toEqual([
      'instaclustr_redis_cluster_v2: not a resource of the provider',
    ]);
  });
});
