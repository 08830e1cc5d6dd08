import { describe, expect, it } from 'vitest';
import { simulatedZiaGatewayStatus } from './zia-gateways.ts';

const TOTAL = 60_000;

describe('simulatedZiaGatewayStatus', () => {
  it.each([
    ['PROVISIONING', 0, 'PROVISIONING', false],
    ['PROVISIONING', TOTAL / 2 - 1, 'PROVISIONING', false],
    ['PROVISIONING', TOTAL / 2, 'RUNNING', true],
    ['TERMINATING', TOTAL / 4 - 1, 'TERMINATING', false],
    ['TERMINATING', TOTAL / 4, 'TERMINATED', true],
    ['RUNNING', TOTAL * 10, 'RUNNING', true],
    ['TERMINATED', 0, 'TERMINATED', true],
  ] as const)('%s after %i ms: %s', (status, elapsed, seen, settled) => {
    expect(simulatedZiaGatewayStatus(status, elapsed, TOTAL)).toEqual({ status: seen, settled });
  });
});
