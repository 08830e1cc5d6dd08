import { type Endpoint, api as contractsApi } from '@datadeck/contracts';
import { describe, expect, it } from 'vitest';
import { api } from './api-routes.ts';

/** Every endpoint of a table, as `group.name` → what the console calls it by. */
const flatten = (table: object) =>
  Object.entries(table).flatMap(([group, endpoints]) =>
    Object.entries(endpoints as Record<string, Endpoint | { method: string; path: string; public: boolean }>).map(
      ([name, e]) => [`${group}.${name}`, e] as const,
    ),
  );

describe('the console endpoint table (virtual:api-routes)', () => {
  it("holds every endpoint of the contracts' api, with its method, path and whether it is public", () => {
    const expected = flatten(contractsApi).map(([key, e]) => [
      key,
      { method: e.method, path: e.path, public: 'access' in e && e.access.kind === 'public' },
    ]);
    expect(flatten(api)).toEqual(expected);
  });

  it('holds no schema (it is what keeps zod out of the first load)', () => {
    for (const [, route] of flatten(api)) expect(Object.keys(route).toSorted()).toEqual(['method', 'path', 'public']);
  });
});
