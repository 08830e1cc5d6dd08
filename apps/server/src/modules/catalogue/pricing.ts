import type { CloudProvider } from '@datadeck/contracts';
import type { NodeSizeFacts } from './node-size-facts.ts';

/**
 * Our own monthly price of one node, in US dollars (the reference catalogue has no prices):
 *
 *   price = (30 × vCPUs + 6 × memory GiB + 0.15 × disk GB)
 *           × provider factor (AWS_VPC 1.00, GCP 0.96, AZURE_AZ 1.04)
 *           × region factor (1.00 to 1.12)
 *           × 0.6 for development (DEV) sizes
 *
 * rounded to the cent. The region factor is 1 + (FNV-1a of the region name mod 13) / 100, so
 * every region has a stable price level of its own without a table to maintain. Deterministic:
 * the same size in the same region always costs the same, on every server.
 */
const PER_VCPU = 30;
const PER_GIB_MEMORY = 6;
const PER_GB_DISK = 0.15;
const DEVELOPMENT_FACTOR = 0.6;

const PROVIDER_FACTOR: Readonly<Record<CloudProvider, number>> = { AWS_VPC: 1, GCP: 0.96, AZURE_AZ: 1.04 };

/** FNV-1a, 32 bits: a stable hash of a short string. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export const regionPriceFactor = (region: string): number => 1 + (fnv1a(region) % 13) / 100;

export function monthlyPriceUsd(
  facts: Pick<NodeSizeFacts, 'vcpus' | 'memoryGiB' | 'diskGB'>,
  cloudProvider: CloudProvider,
  region: string,
  development: boolean,
): number {
  const machine = PER_VCPU * facts.vcpus + PER_GIB_MEMORY * facts.memoryGiB + PER_GB_DISK * facts.diskGB;
  const price =
    machine * PROVIDER_FACTOR[cloudProvider] * regionPriceFactor(region) * (development ? DEVELOPMENT_FACTOR : 1);
  return Math.round(price * 100) / 100;
}
