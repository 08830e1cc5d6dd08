import type { Clock } from '../platform/clock.ts';
import type { Config } from '../platform/config.ts';
import type { ClusterDriver } from './driver.ts';
import { localDriver } from './local/local-driver.ts';
import { localDriverSettings } from './local/settings.ts';
import { simulatedDriver } from './simulated/simulated-driver.ts';

/** The driver CLUSTER_DRIVER names: the embedded simulation, or real engines on this host. */
export function driverOf(config: Config, clock: Clock): ClusterDriver {
  switch (config.clusterDriver) {
    case 'simulated':
      return simulatedDriver(config.simulatedProvisioningSeconds * 1_000);
    case 'local':
      return localDriver(localDriverSettings(config), clock);
  }
}
