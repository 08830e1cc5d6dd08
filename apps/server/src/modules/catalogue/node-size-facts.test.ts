import { describe, expect, it } from 'vitest';
import { nodeSizeFacts } from './node-size-facts.ts';
import { referenceCatalogue } from './reference.ts';

/** Every size name anywhere in the reference catalogue, offered or not. */
function allReferenceSizes(): string[] {
  const names = new Set<string>();
  for (const parts of Object.values(referenceCatalogue.applications)) {
    for (const providers of Object.values(parts)) {
      for (const offer of Object.values(providers)) {
        for (const name of offer.sizesInAllRegions) names.add(name);
        for (const list of Object.values(offer.regionOnlySizes)) for (const name of list) names.add(name);
      }
    }
  }
  return [...names];
}

describe('nodeSizeFacts', () => {
  it('reads every size of the reference catalogue into positive numbers', () => {
    const names = allReferenceSizes();
    expect(names.length).toBeGreaterThan(400);
    const unreadable = names.filter((name) => {
      const facts = nodeSizeFacts(name);
      return !facts || !(facts.vcpus > 0 && facts.memoryGiB > 0 && facts.diskGB > 0 && Number.isInteger(facts.diskGB));
    });
    expect(unreadable).toEqual([]);
  });

  it.each([
    ['CAS-PRD-r7g.large-400', { instanceType: 'r7g.large', vcpus: 2, memoryGiB: 16, diskGB: 400 }],
    ['CAS-DEV-t4g.small-5', { instanceType: 't4g.small', vcpus: 2, memoryGiB: 2, diskGB: 5 }],
    [
      'CAS-PRD-r8g.4xlarge-ebs-optimised-3200',
      { instanceType: 'r8g.4xlarge', vcpus: 16, memoryGiB: 128, diskGB: 3200 },
    ],
    [
      'cassandra-production-n2-highmem-16-3000',
      { instanceType: 'n2-highmem-16', vcpus: 16, memoryGiB: 128, diskGB: 3000 },
    ],
    ['CAS-PRDn2-highmem-8-3200', { instanceType: 'n2-highmem-8', vcpus: 8, memoryGiB: 64, diskGB: 3200 }],
    ['n1-highmem-2-400', { instanceType: 'n1-highmem-2', vcpus: 2, memoryGiB: 13, diskGB: 400 }],
    ['Standard_DS12_v2-1023-an', { instanceType: 'Standard_DS12_v2', vcpus: 4, memoryGiB: 28, diskGB: 1023 }],
    ['D15_v2-an', { instanceType: 'Standard_D15_v2', vcpus: 20, memoryGiB: 140, diskGB: 1000 }],
    ['SRH-DI-PRD-m6g.large-10', { instanceType: 'm6g.large', vcpus: 2, memoryGiB: 8, diskGB: 10 }],
    ['KFK-KR-DEV-Standard_D2ls_v5-30', { instanceType: 'Standard_D2ls_v5', vcpus: 2, memoryGiB: 4, diskGB: 30 }],
    ['SRH-PRD-E16s_v4-800-an', { instanceType: 'Standard_E16s_v4', vcpus: 16, memoryGiB: 128, diskGB: 800 }],
    ['i3.2xlarge', { instanceType: 'i3.2xlarge', vcpus: 8, memoryGiB: 61, diskGB: 1900 }],
    ['i3.xlarge-950-gp2', { instanceType: 'i3.xlarge', vcpus: 4, memoryGiB: 30.5, diskGB: 950 }],
  ])('reads %s', (name, facts) => {
    expect(nodeSizeFacts(name)).toEqual(facts);
  });

  it('knows nothing of an unknown instance type', () => {
    expect(nodeSizeFacts('CAS-PRD-x9z.large-100')).toBeUndefined();
    expect(nodeSizeFacts('whatever')).toBeUndefined();
  });
});
