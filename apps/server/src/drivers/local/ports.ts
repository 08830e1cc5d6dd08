import net from 'node:net';

/** The ports the local driver may give its nodes (ENGINE_PORTS), both ends included. */
export interface PortRange {
  first: number;
  last: number;
}

export interface PortAllocation {
  count: number;
  range: PortRange;
  /**
   * Ports the nodes already hold (every node.json under the clusters dir: `recordedPorts`). Read
   * inside the allocation's turn, so it sees the ports the turn before it claimed.
   */
  takenPorts: () => Promise<ReadonlySet<number>>;
  /**
   * Records the ports (writes node.json) before the next allocation's turn begins: a port that is
   * free on the host but handed out and not yet listened on is only known from that record.
   */
  claim: (ports: readonly number[]) => Promise<void>;
}

/** Allocations take turns: each one's read of the taken ports follows the previous one's claim. */
let turn: Promise<unknown> = Promise.resolve();

/**
 * `count` ports of the range that no node records and that nothing on the host listens on, in
 * ascending order. Throws when the range has not that many (the message names ENGINE_PORTS).
 */
export function allocatePorts(allocation: PortAllocation): Promise<number[]> {
  const mine = turn.then(() => allocateInTurn(allocation));
  // The next turn waits for this one whether it succeeds or not.
  turn = mine.catch(() => undefined);
  return mine;
}

async function allocateInTurn({ count, range, takenPorts, claim }: PortAllocation): Promise<number[]> {
  const taken = await takenPorts();
  const ports: number[] = [];
  for (let port = range.first; port <= range.last && ports.length < count; port += 1) {
    if (!taken.has(port) && (await isFreeOnHost(port))) ports.push(port);
  }
  if (ports.length < count) {
    throw new Error(
      `ENGINE_PORTS ${range.first}-${range.last} has ${ports.length} free ports, ${count} are needed: widen the range or delete clusters`,
    );
  }
  await claim(ports);
  return ports;
}

/**
 * Whether a listener could bind the port. The wildcard address is bound because on Linux it
 * conflicts with a listener on any one address (127.0.0.1, ENGINE_HOST or another interface), so
 * one check covers every address a node binds. `exclusive` keeps Node's cluster module out of it.
 */
export function isFreeOnHost(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}
