import { LOCAL_DRIVER_MESSAGES } from '@datadeck/contracts';
import { describe, expect, it } from 'vitest';
import type { AdmissionPlan } from '../driver.ts';
import { admissionProblem, JVM_OVERHEAD_MIB } from './admission.ts';

const broker = (diskGB: number, memoryGiB = 2) => ({
  nodeSize: `KFK-DEV-t4g.small-${diskGB}`,
  nodeRoles: ['KAFKA_BROKER' as const],
  machine: { memoryGiB, diskGB },
});
const plan = (...nodes: AdmissionPlan['nodes'][number][]): AdmissionPlan => ({
  application: 'KAFKA' as const,
  version: '4.2.1',
  nodes,
});
const heap512 = () => 512;

describe('the local driver admits a cluster only if this host can hold it', () => {
  it('admits what fits in available memory and free disk', () => {
    expect(
      admissionProblem(plan(broker(5), broker(5), broker(5)), { availableMemoryMiB: 8_000, freeDiskGB: 50 }, heap512),
    ).toBeNull();
  });

  it('refuses, naming the memory limit, when the JVMs (heap and overhead) pass available memory', () => {
    const need = 3 * (512 + JVM_OVERHEAD_MIB);
    expect(
      admissionProblem(
        plan(broker(5), broker(5), broker(5)),
        { availableMemoryMiB: need - 1, freeDiskGB: 50 },
        heap512,
      ),
    ).toBe(LOCAL_DRIVER_MESSAGES.hostMemory(3, need, need - 1));
    // Exactly enough is enough.
    expect(
      admissionProblem(plan(broker(5), broker(5), broker(5)), { availableMemoryMiB: need, freeDiskGB: 50 }, heap512),
    ).toBeNull();
  });

  it("refuses, naming the disk limit, when the node sizes' disks pass free disk", () => {
    expect(
      admissionProblem(
        plan(broker(400), broker(400), broker(400)),
        { availableMemoryMiB: 8_000, freeDiskGB: 53 },
        heap512,
      ),
    ).toBe(
      'This host cannot hold the cluster: its 3 nodes need 1200 GB of disk and the host has 53 GB free. Choose fewer nodes or a node size with less disk, or free disk on the host.',
    );
  });

  it('counts no disk for a size whose machine is not tabled', () => {
    const unknown = { nodeSize: 'mystery', nodeRoles: ['KAFKA_BROKER' as const], machine: null };
    expect(admissionProblem(plan(unknown), { availableMemoryMiB: 8_000, freeDiskGB: 0 }, heap512)).toBeNull();
  });
});
