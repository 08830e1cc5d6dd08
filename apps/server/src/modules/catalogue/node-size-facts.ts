/**
 * What a node size name says about the machine: vCPUs, memory and disk. The reference catalogue
 * names sizes `<APP>-<DEV|PRD>-<instance type>-<disk GB>` (plus a handful of older spellings,
 * e.g. `cassandra-production-n2-highmem-16-3000`, `CAS-PRDn2-highmem-8-3200`, `n1-highmem-2-400`,
 * `Standard_DS12_v2-1023-an`, `D15_v2-an`, `i3.2xlarge`), and gives no machine facts, so the
 * instance types' public shapes are tabled here. Names without a disk size run on the instance's
 * own local disks.
 */
export interface NodeSizeFacts {
  /** The cloud instance type, e.g. `r7g.large`, `n2-highmem-4`, `Standard_E8s_v5`. */
  instanceType: string;
  vcpus: number;
  memoryGiB: number;
  diskGB: number;
}

interface Machine {
  vcpus: number;
  memoryGiB: number;
  /** Local (instance store or temporary) disk, used when the name gives no disk size. */
  localDiskGB: number;
}

/** AWS families: memory per vCPU and local NVMe per vCPU (0: EBS only). */
const AWS_FAMILIES: Readonly<Record<string, { memoryPerVcpu: number; localDiskPerVcpu: number }>> = {
  m6g: { memoryPerVcpu: 4, localDiskPerVcpu: 0 },
  m7g: { memoryPerVcpu: 4, localDiskPerVcpu: 0 },
  m8g: { memoryPerVcpu: 4, localDiskPerVcpu: 0 },
  r6g: { memoryPerVcpu: 8, localDiskPerVcpu: 0 },
  r7g: { memoryPerVcpu: 8, localDiskPerVcpu: 0 },
  r8g: { memoryPerVcpu: 8, localDiskPerVcpu: 0 },
  c7g: { memoryPerVcpu: 2, localDiskPerVcpu: 0 },
  c5d: { memoryPerVcpu: 2, localDiskPerVcpu: 25 },
  c6gd: { memoryPerVcpu: 2, localDiskPerVcpu: 59.25 },
  c7gd: { memoryPerVcpu: 2, localDiskPerVcpu: 59.25 },
  i3: { memoryPerVcpu: 7.625, localDiskPerVcpu: 237.5 },
  i3en: { memoryPerVcpu: 8, localDiskPerVcpu: 625 },
  i4g: { memoryPerVcpu: 8, localDiskPerVcpu: 234.375 },
  im4gn: { memoryPerVcpu: 4, localDiskPerVcpu: 468.75 },
  is4gen: { memoryPerVcpu: 6, localDiskPerVcpu: 937.5 },
};

/** Burstable t4g sizes do not follow the vCPU-per-size rule of the other families. */
const AWS_T4G: Readonly<Record<string, readonly [vcpus: number, memoryGiB: number]>> = {
  small: [2, 2],
  medium: [2, 4],
  large: [2, 8],
  xlarge: [4, 16],
  '2xlarge': [8, 32],
};

function awsMachine(family: string, size: string): Machine | undefined {
  if (family === 't4g') {
    const shape = AWS_T4G[size];
    return shape && { vcpus: shape[0], memoryGiB: shape[1], localDiskGB: 0 };
  }
  const shape = AWS_FAMILIES[family];
  if (!shape) return undefined;
  const multiple = /^(\d*)xlarge$/.exec(size);
  const vcpus = size === 'medium' ? 1 : size === 'large' ? 2 : multiple ? 4 * Number(multiple[1] || 1) : 0;
  if (vcpus === 0) return undefined;
  return { vcpus, memoryGiB: vcpus * shape.memoryPerVcpu, localDiskGB: Math.round(vcpus * shape.localDiskPerVcpu) };
}

/** GCP machine series: memory per vCPU for standard, highmem and highcpu types. */
const GCP_SERIES: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  n1: { standard: 3.75, highmem: 6.5, highcpu: 0.9 },
  n2: { standard: 4, highmem: 8, highcpu: 1 },
  n4: { standard: 4, highmem: 8, highcpu: 2 },
  t2d: { standard: 4 },
  c2d: { standard: 4, highmem: 8, highcpu: 2 },
};

function gcpMachine(series: string, kind: string, vcpus: number): Machine | undefined {
  const memoryPerVcpu = GCP_SERIES[series]?.[kind];
  return memoryPerVcpu === undefined ? undefined : { vcpus, memoryGiB: vcpus * memoryPerVcpu, localDiskGB: 0 };
}

/** Azure's v2 D and DS sizes are numbered, not counted: 12 is 4 vCPUs, 15 is 20 (temp disk beside). */
const AZURE_V2: Readonly<Record<number, Machine>> = {
  1: { vcpus: 1, memoryGiB: 3.5, localDiskGB: 50 },
  2: { vcpus: 2, memoryGiB: 7, localDiskGB: 100 },
  3: { vcpus: 4, memoryGiB: 14, localDiskGB: 200 },
  4: { vcpus: 8, memoryGiB: 28, localDiskGB: 400 },
  5: { vcpus: 16, memoryGiB: 56, localDiskGB: 800 },
  11: { vcpus: 2, memoryGiB: 14, localDiskGB: 100 },
  12: { vcpus: 4, memoryGiB: 28, localDiskGB: 200 },
  13: { vcpus: 8, memoryGiB: 56, localDiskGB: 400 },
  14: { vcpus: 16, memoryGiB: 112, localDiskGB: 800 },
  15: { vcpus: 20, memoryGiB: 140, localDiskGB: 1000 },
};

/**
 * Azure v3 and later: the number is the vCPU count. D is general purpose (4 GiB per vCPU,
 * 2 with the `l` low-memory letter), E memory optimised (8), L storage optimised (8, with NVMe).
 */
function azureMachine(series: string, number: number, letters: string, version: number): Machine | undefined {
  if (version === 2 && (series === 'D' || series === 'DS')) return AZURE_V2[number];
  switch (series) {
    case 'D':
      return { vcpus: number, memoryGiB: number * (letters.includes('l') ? 2 : 4), localDiskGB: 0 };
    case 'E':
      return { vcpus: number, memoryGiB: number * 8, localDiskGB: 0 };
    case 'L':
      return { vcpus: number, memoryGiB: number * 8, localDiskGB: number * 223 };
    default:
      return undefined;
  }
}

/** `CAS-`, `KFK-KR-`, `SRH-DI-`, `cassandra-production-`, `CAS-PRD` glued to the type, or nothing. */
const PREFIX = /^(?:(?:CAS|KFK|SRH|CSO|cassandra|kafka)(?:-(?:KR|ZK|SO|DI|DM))?-(?:DEV|PRD|production)-?)?/;
const AWS_TYPE = /^([a-z][a-z0-9]*)\.(small|medium|large|\d*xlarge)/;
const GCP_TYPE = /^(n1|n2|n4|t2d|c2d)-(standard|highmem|highcpu)-(\d+)/;
const AZURE_TYPE = /^(?:Standard_)?([A-Z]+)(\d+)([a-z]*)_v(\d)/;

interface Match {
  instanceType: string;
  /** How much of the name the instance type took. */
  length: number;
  machine: Machine | undefined;
}

function machineOf(rest: string): Match | undefined {
  const aws = AWS_TYPE.exec(rest);
  if (aws?.[1] && aws[2]) return { instanceType: aws[0], length: aws[0].length, machine: awsMachine(aws[1], aws[2]) };
  const gcp = GCP_TYPE.exec(rest);
  if (gcp?.[1] && gcp[2]) {
    return { instanceType: gcp[0], length: gcp[0].length, machine: gcpMachine(gcp[1], gcp[2], Number(gcp[3])) };
  }
  const azure = AZURE_TYPE.exec(rest);
  if (azure?.[1]) {
    const machine = azureMachine(azure[1], Number(azure[2]), azure[3] ?? '', Number(azure[4]));
    // Some names drop Azure's `Standard_` prefix; the instance type is reported with it.
    const instanceType = azure[0].startsWith('Standard_') ? azure[0] : `Standard_${azure[0]}`;
    return { instanceType, length: azure[0].length, machine };
  }
  return undefined;
}

/** The machine behind a node size name, or undefined for a name of no known instance type. */
export function nodeSizeFacts(name: string): NodeSizeFacts | undefined {
  const rest = name.replace(PREFIX, '');
  const found = machineOf(rest);
  if (!found?.machine) return undefined;
  const { instanceType, length, machine } = found;
  // After the type come the disk size and markers such as `ebs-optimised`, `an`, `gp2`, `v2`.
  const disk = rest
    .slice(length)
    .split('-')
    .find((part) => /^\d+$/.test(part));
  const diskGB = disk === undefined ? machine.localDiskGB : Number(disk);
  if (diskGB <= 0) return undefined;
  return { instanceType, vcpus: machine.vcpus, memoryGiB: machine.memoryGiB, diskGB };
}
