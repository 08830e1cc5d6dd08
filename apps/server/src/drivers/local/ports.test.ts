import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { allocatePorts, isFreeOnHost, type PortRange } from './ports.ts';

// Helper B's test ports (21000-21999), so parallel suites never contend for one.
const RANGE: PortRange = { first: 21_100, last: 21_119 };

const listeners: net.Server[] = [];
afterEach(async () => {
  await Promise.all(listeners.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function listen(port: number, host: string): Promise<void> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host }, resolve);
  });
  listeners.push(server);
}

describe('allocatePorts', () => {
  it('skips the ports nodes record and the ports something on the host listens on', async () => {
    await listen(RANGE.first + 1, '127.0.0.1');
    const claimed: number[][] = [];
    const ports = await allocatePorts({
      count: 3,
      range: RANGE,
      takenPorts: async () => new Set([RANGE.first, RANGE.first + 2]),
      claim: async (given) => {
        claimed.push([...given]);
      },
    });
    expect(ports).toEqual([RANGE.first + 3, RANGE.first + 4, RANGE.first + 5]);
    expect(claimed).toEqual([ports]);
  });

  it('never gives two allocations the same port: the second reads the taken ports after the first claimed', async () => {
    const recorded = new Set<number>();
    let claiming: (() => void) | undefined;
    const firstClaims = new Promise<void>((resolve) => {
      claiming = resolve;
    });
    const allocation = (onClaim: () => void) =>
      allocatePorts({
        count: 4,
        range: RANGE,
        takenPorts: async () => new Set(recorded),
        claim: async (given) => {
          onClaim();
          // Writing node.json takes time, and the second allocation asks meanwhile.
          await new Promise((resolve) => setTimeout(resolve, 50));
          for (const port of given) recorded.add(port);
        },
      });
    const first = allocation(() => claiming?.());
    await firstClaims;
    const second = allocation(() => {});
    expect([...(await first), ...(await second)]).toEqual(Array.from({ length: 8 }, (_, i) => RANGE.first + i));
  });

  it('refuses, naming ENGINE_PORTS, when the range has too few free ports, and the next allocation still runs', async () => {
    await expect(
      allocatePorts({ count: 21, range: RANGE, takenPorts: async () => new Set(), claim: async () => {} }),
    ).rejects.toThrow('ENGINE_PORTS 21100-21119 has 20 free ports, 21 are needed: widen the range or delete clusters');
    await expect(
      allocatePorts({ count: 1, range: RANGE, takenPorts: async () => new Set(), claim: async () => {} }),
    ).resolves.toEqual([RANGE.first]);
  });
});

describe('isFreeOnHost', () => {
  it('sees a port taken on 127.0.0.1 and on every address', async () => {
    await listen(RANGE.first + 10, '127.0.0.1');
    await listen(RANGE.first + 11, '0.0.0.0');
    expect(await isFreeOnHost(RANGE.first + 10)).toBe(false);
    expect(await isFreeOnHost(RANGE.first + 11)).toBe(false);
    expect(await isFreeOnHost(RANGE.first + 12)).toBe(true);
  });
});
