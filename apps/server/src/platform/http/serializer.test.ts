import { apiErrorSchema, clusterListSchema, type ClusterList } from '@datadeck/contracts';
import { describe, expect, it } from 'vitest';
import { fileBody } from './route-schema.ts';
import { serializerCompiler } from './serializer.ts';

const compile = (schema: Parameters<typeof serializerCompiler>[0]['schema']) =>
  serializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

const card: ClusterList['results'][number] = {
  id: '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b',
  name: 'orders "primary"',
  description: null,
  status: 'PROVISIONING',
  deleteRequestDate: '2026-11-20T00:00:00.000Z',
  freeTrialPending: false,
  freeTrialExpires: null,
  provisioningDetails: { progress: 0.5, message: 'Creating nodes\n(3 of 6)' },
  mainApplication: { bundleType: { name: 'KAFKA', logoSrc: '/logos/kafka.svg' } },
  otherBundles: [],
  tags: { team: 'checkout', 'cost-centre': '' },
};

describe('the response serializer', () => {
  it('writes what JSON.stringify would, nulls and nested objects included', () => {
    const list: ClusterList = {
      results: [card, { ...card, provisioningDetails: null, description: 'x' }],
      search: '',
      startIndex: 0,
      total: 2,
      totalIsLowerBound: false,
    };
    const written = compile(clusterListSchema)(list);
    expect(JSON.parse(written)).toEqual(list);
  });

  it('leaves out every field the contract does not declare', () => {
    const leaky = {
      results: [{ ...card, passwordHash: 'secret', accountId: 'a' }],
      search: '',
      startIndex: 0,
      total: 1,
      totalIsLowerBound: false,
      debug: true,
    };
    const written = compile(clusterListSchema)(leaky);
    expect(written).not.toContain('secret');
    expect(written).not.toContain('debug');
    expect(JSON.parse(written)).toEqual({
      results: [card],
      search: '',
      startIndex: 0,
      total: 1,
      totalIsLowerBound: false,
    });
  });

  it('writes the error shape', () => {
    const body = { errors: [{ name: 'search', message: 'Search is limited to 200 characters' }] };
    expect(JSON.parse(compile(apiErrorSchema)(body))).toEqual(body);
  });

  it('never serialises a file response: the binder sends its bytes as they are', () => {
    expect(() => compile(fileBody)(new Uint8Array([37, 80, 68, 70]))).toThrow(/sent as bytes/);
  });
});
