import { describe, expect, it } from 'vitest';
import { monthlyPriceUsd, regionPriceFactor } from './pricing.ts';

const machine = { vcpus: 2, memoryGiB: 16, diskGB: 400 };

describe('monthlyPriceUsd', () => {
  it('follows the documented formula, to the cent', () => {
    const base = 30 * 2 + 6 * 16 + 0.15 * 400;
    expect(monthlyPriceUsd(machine, 'AWS_VPC', 'US_EAST_1', false)).toBe(
      Math.round(base * regionPriceFactor('US_EAST_1') * 100) / 100,
    );
    expect(monthlyPriceUsd(machine, 'GCP', 'us-east1', false)).toBe(
      Math.round(base * 0.96 * regionPriceFactor('us-east1') * 100) / 100,
    );
  });

  it('is the same for the same size and region every time', () => {
    expect(monthlyPriceUsd(machine, 'AZURE_AZ', 'EAST_US', false)).toBe(
      monthlyPriceUsd({ ...machine }, 'AZURE_AZ', 'EAST_US', false),
    );
  });

  it('makes development sizes cheaper than production ones of the same machine', () => {
    const production = monthlyPriceUsd(machine, 'AWS_VPC', 'EU_WEST_1', false);
    const development = monthlyPriceUsd(machine, 'AWS_VPC', 'EU_WEST_1', true);
    expect(development).toBeLessThan(production);
    expect(development).toBeCloseTo(production * 0.6, 1);
  });

  it('costs more for more machine', () => {
    expect(monthlyPriceUsd({ ...machine, vcpus: 4 }, 'AWS_VPC', 'US_EAST_1', false)).toBeGreaterThan(
      monthlyPriceUsd(machine, 'AWS_VPC', 'US_EAST_1', false),
    );
  });

  it('varies a little by region, never by more than 12%', () => {
    const factors = ['US_EAST_1', 'EU_WEST_1', 'AP_SOUTHEAST_2', 'us-central1', 'EAST_US'].map(regionPriceFactor);
    for (const factor of factors) {
      expect(factor).toBeGreaterThanOrEqual(1);
      expect(factor).toBeLessThanOrEqual(1.12);
    }
    expect(new Set(factors).size).toBeGreaterThan(1);
  });
});
