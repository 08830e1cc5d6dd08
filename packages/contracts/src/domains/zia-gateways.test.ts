import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { createZiaGatewayBodySchema, isZiaGatewayChanging, ziaGatewayTerminateRefusal } from './zia-gateways.ts';

const valid = { name: 'edge-gw_1', cloudProvider: 'AWS_VPC', region: 'EU_WEST_1', pci: false };

describe('createZiaGatewayBodySchema', () => {
  it('defaults the region to US_EAST_1 and PCI to off', () => {
    expect(createZiaGatewayBodySchema.parse({ name: 'gw', cloudProvider: 'AWS_VPC' })).toEqual({
      name: 'gw',
      cloudProvider: 'AWS_VPC',
      region: 'US_EAST_1',
      pci: false,
    });
  });

  it.each([
    ['a one-character name', { name: 'g' }],
    ['a 32-character name', { name: 'g'.repeat(32) }],
    ['a name with "_" and "-"', { name: '9a_b-c' }],
    ['the last catalogue region', { region: 'US_WEST_2' }],
  ])('accepts %s', (_, change) => {
    expect(createZiaGatewayBodySchema.safeParse({ ...valid, ...change }).success).toBe(true);
  });

  it.each([
    ['an empty name', { name: '' }, 'name', MESSAGES.ziaGateways.nameRequired],
    ['a blank name', { name: '   ' }, 'name', MESSAGES.ziaGateways.nameRequired],
    ['a 33-character name', { name: 'g'.repeat(33) }, 'name', MESSAGES.ziaGateways.nameRule],
    ['a name starting with "-"', { name: '-gw' }, 'name', MESSAGES.ziaGateways.nameRule],
    ['a name with a space', { name: 'my gw' }, 'name', MESSAGES.ziaGateways.nameRule],
    ['GCP', { cloudProvider: 'GCP' }, 'cloudProvider', MESSAGES.ziaGateways.awsOnly],
    ['Azure', { cloudProvider: 'AZURE_AZ' }, 'cloudProvider', MESSAGES.ziaGateways.awsOnly],
    ['an unknown provider', { cloudProvider: 'AWS' }, 'cloudProvider', MESSAGES.ziaGateways.providerRequired],
    ['a region AWS does not have', { region: 'EUROPE_WEST_1' }, 'region', MESSAGES.ziaGateways.regionRequired],
    ['PCI', { pci: true }, 'pci', MESSAGES.ziaGateways.pciNotSupported],
  ])('refuses %s, naming the field', (_, change, field, message) => {
    const issues = createZiaGatewayBodySchema.safeParse({ ...valid, ...change }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[field, message]]);
  });
});

describe('ziaGatewayTerminateRefusal', () => {
  it.each([
    ['no permission, even when unused', [], 'RUNNING', false, MESSAGES.ziaGateways.deleteNotPermitted],
    ['no permission comes before the clusters', ['a'], 'RUNNING', false, MESSAGES.ziaGateways.deleteNotPermitted],
    [
      'in use by clusters',
      ['orders', 'search'],
      'RUNNING',
      true,
      'Gateway currently in use by clusters: orders, search',
    ],
    ['already terminating', [], 'TERMINATING', true, MESSAGES.ziaGateways.terminating],
    ['unused and running', [], 'RUNNING', true, null],
    ['unused and still provisioning', [], 'PROVISIONING', true, null],
  ] as const)('%s', (_, clusters, status, mayDelete, refusal) => {
    expect(ziaGatewayTerminateRefusal({ clusters: [...clusters], status }, mayDelete)).toBe(refusal);
  });
});

describe('isZiaGatewayChanging', () => {
  it.each([
    ['PROVISIONING', true],
    ['TERMINATING', true],
    ['RUNNING', false],
    ['TERMINATED', false],
  ] as const)('%s: %s', (status, changing) => {
    expect(isZiaGatewayChanging(status)).toBe(changing);
  });
});
