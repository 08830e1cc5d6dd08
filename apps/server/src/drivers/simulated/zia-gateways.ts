import type { ZiaGatewayStatus } from '@datadeck/contracts';
import type { ZiaGatewayDriver } from '../driver.ts';

/**
 * The simulated driver's gateways, a pure function of elapsed time like its clusters, so any
 * instant can be recomputed after a restart: PROVISIONING for half the configured provisioning
 * time (a gateway is one small machine, not a cluster), then RUNNING; TERMINATING for a quarter
 * of it, then TERMINATED.
 */
export function simulatedZiaGatewayStatus(
  status: ZiaGatewayStatus,
  elapsedMs: number,
  provisioningMs: number,
): { status: ZiaGatewayStatus; settled: boolean } {
  if (status === 'PROVISIONING') {
    return elapsedMs < provisioningMs / 2 ? { status, settled: false } : { status: 'RUNNING', settled: true };
  }
  if (status === 'TERMINATING') {
    return elapsedMs < provisioningMs / 4 ? { status, settled: false } : { status: 'TERMINATED', settled: true };
  }
  return { status, settled: true };
}

export function simulatedZiaGateways(provisioningMs: number): ZiaGatewayDriver {
  return {
    provision: async () => {},
    terminate: async () => {},
    observe: async (gateway, now) =>
      simulatedZiaGatewayStatus(gateway.status, now.getTime() - gateway.stageStartedAt.getTime(), provisioningMs),
  };
}
