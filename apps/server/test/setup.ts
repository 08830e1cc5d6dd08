import { afterAll, afterEach, expect } from 'vitest';
import { takeUndeclaredStatuses } from './declared-statuses.ts';

/**
 * Shared by every integration file: an answer whose status its route does not declare fails the
 * test that caused it (afterEach), or the file when it came from a before/after hook (afterAll).
 */
const expectAllDeclared = () => {
  expect(takeUndeclaredStatuses(), 'statuses answered but not declared in the contracts').toEqual([]);
};
afterEach(expectAllDeclared);
afterAll(expectAllDeclared);
