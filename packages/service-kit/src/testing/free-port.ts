import { once } from 'node:events';
import { createServer } from 'node:net';

/** A port of 127.0.0.1 nobody listens on at this moment (the OS picks it), for a service a test starts. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}
