import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import {
  hclIdentifier,
  TERRAFORM_PROVIDER_DOCS_URL,
  terraformDocsUrl,
  terraformHelpUrl,
  uniqueHclIdentifiers,
} from './terraform.ts';

describe('hclIdentifier', () => {
  it.each([
    ['orders', 'orders'],
    ['orders-prod_1', 'orders-prod_1'],
    ['1st-cluster', '_1st-cluster'],
    ['-dash', '_-dash'],
    ['a b.c/d', 'a_b_c_d'],
    ['', '_'],
    ['café', 'caf_'],
  ])('%j becomes %j', (name, identifier) => {
    expect(hclIdentifier(name)).toBe(identifier);
  });
});

describe('uniqueHclIdentifiers', () => {
  it.each([
    [
      ['a', 'b'],
      ['a', 'b'],
    ],
    [
      ['a.b', 'a/b', 'a_b'],
      ['a_b', 'a_b_2', 'a_b_3'],
    ],
    [
      ['Prod', 'prod'],
      ['Prod', 'prod_2'],
    ],
    [[], []],
  ])('%j are named %j', (names, identifiers) => {
    expect(uniqueHclIdentifiers(names)).toEqual(identifiers);
  });
});

describe('terraformDocsUrl', () => {
  it.each([
    ['instaclustr_kafka_cluster_v2', 'kafka_cluster_v2'],
    ['instaclustr_aws_encryption_key_v2', 'aws_encryption_key_v2'],
  ] as const)('%s links to its registry page', (resource, page) => {
    expect(terraformDocsUrl(resource)).toBe(
      `https://registry.terraform.io/providers/instaclustr/instaclustr/latest/docs/resources/${page}`,
    );
  });
});

const docs = (page: string) => terraformDocsUrl(`instaclustr_${page}` as Parameters<typeof terraformDocsUrl>[0]);

describe('terraformHelpUrl', () => {
  it.each([
    [MESSAGES.terraform.singleDataCentre('k', 'instaclustr_kafka_cluster_v2', 2), docs('kafka_cluster_v2')],
    [MESSAGES.terraform.racksOutOfRange('s', 7), docs('opensearch_cluster_v2')],
    [MESSAGES.terraform.versionUnsupported('c', 'instaclustr_cassandra_cluster_v2', '5'), docs('cassandra_cluster_v2')],
    ['instaclustr_aws_encryption_key_v2 is missing', docs('aws_encryption_key_v2')],
    ['instaclustr_kafka_cluster_v2x is not a resource', TERRAFORM_PROVIDER_DOCS_URL],
    ['Something went wrong', TERRAFORM_PROVIDER_DOCS_URL],
  ])('%j links to %s', (message, url) => {
    expect(terraformHelpUrl(message)).toBe(url);
  });
});
