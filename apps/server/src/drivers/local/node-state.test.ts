import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NodeState, readNodeState, recordedPorts, writeNodeState } from './node-state.ts';

let clustersDir: string;
beforeAll(async () => {
  clustersDir = await mkdtemp(path.join(tmpdir(), 'datadeck-node-state-'));
});
afterAll(async () => {
  await rm(clustersDir, { recursive: true, force: true });
});

const state = (ports: Record<string, number>): NodeState => ({
  process: { pid: 4242, startTime: 123_456 },
  ports,
  restarts: 1,
  nextRestartAt: '2026-01-02T03:04:05.000Z',
});

describe('node.json', () => {
  it('reads back what was written, 0600, and leaves no temporary file', async () => {
    const nodeDir = path.join(clustersDir, 'c1', 'n1');
    await mkdir(nodeDir, { recursive: true });
    expect(await readNodeState(nodeDir)).toBeNull();
    await writeNodeState(nodeDir, state({ client: 21_001 }));
    await writeNodeState(nodeDir, state({ client: 21_002, jolokia: 21_003 }));
    expect(await readNodeState(nodeDir)).toEqual(state({ client: 21_002, jolokia: 21_003 }));
    expect((await stat(path.join(nodeDir, 'node.json'))).mode & 0o777).toBe(0o600);
    expect(await readdir(nodeDir)).toEqual(['node.json']);
  });

  it('refuses a file it cannot trust rather than guess a process from it', async () => {
    const nodeDir = path.join(clustersDir, 'c1', 'broken');
    await mkdir(nodeDir, { recursive: true });
    await writeFile(path.join(nodeDir, 'node.json'), JSON.stringify({ process: { pid: 'x' } }));
    await expect(readNodeState(nodeDir)).rejects.toThrow(/broken\/node.json is not a node state/);
    await rm(nodeDir, { recursive: true });
  });

  it('gathers the ports every node of every cluster records, and none from folders without node.json', async () => {
    await mkdir(path.join(clustersDir, 'c2', 'n1'), { recursive: true });
    await mkdir(path.join(clustersDir, 'c2', 'ca'), { recursive: true });
    await writeNodeState(path.join(clustersDir, 'c2', 'n1'), { ...state({ client: 21_010 }), process: null });
    expect(await recordedPorts(clustersDir)).toEqual(new Set([21_002, 21_003, 21_010]));
    expect(await recordedPorts(path.join(clustersDir, 'absent'))).toEqual(new Set());
  });
});
