import { describe, expect, it } from 'vitest';
import { bodyAsMeant, publicRequestBody } from './public-requests.ts';

describe('publicRequestBody', () => {
  it("reads the operator's nulls as absent fields, at any depth", () => {
    expect(
      publicRequestBody({
        name: 'events',
        dedicatedZookeeper: null,
        description: null,
        dataCentres: [{ name: 'DC', awsSettings: null, tags: [{ key: 'k', value: 'v' }] }],
      }),
    ).toEqual({ name: 'events', dataCentres: [{ name: 'DC', tags: [{ key: 'k', value: 'v' }] }] });
  });

  it('ignores the read-only state a client sends back, of the cluster and of its data centres', () => {
    expect(
      publicRequestBody({
        id: 'c',
        status: 'RUNNING',
        currentClusterOperationStatus: 'NO_OPERATION',
        defaultUserPassword: 'secret',
        name: 'events',
        dataCentres: [{ id: 'd', status: 'RUNNING', nodes: [{ id: 'n' }], deletedNodes: [], name: 'DC' }],
      }),
    ).toEqual({ name: 'events', dataCentres: [{ name: 'DC' }] });
  });

  it('keeps every other field, unknown ones included, for the schema to judge', () => {
    const body = { name: 'events', replicationFactor: 3, dataCentres: [{ name: 'DC', replicationFactor: 3 }] };
    expect(publicRequestBody(body)).toEqual(body);
    expect(publicRequestBody('not an object')).toBe('not an object');
    expect(publicRequestBody([null, { a: null }])).toEqual([null, {}]);
  });

  it('leaves input nested deeper than any real body as sent, however deep', () => {
    let deep: unknown = { end: null };
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(() => publicRequestBody({ dataCentres: deep })).not.toThrow();
  });

  it("reads so the bodies of the API-key endpoints only; the console's are validated as sent", () => {
    const body = { name: 'events', dedicatedZookeeper: null };
    expect(bodyAsMeant({ access: { kind: 'apiKey', scope: 'CLUSTER_MANAGEMENT' } }, body)).toEqual({ name: 'events' });
    expect(bodyAsMeant({ access: { kind: 'permission', permission: 'CREATE_CLUSTER' } }, body)).toBe(body);
  });
});
