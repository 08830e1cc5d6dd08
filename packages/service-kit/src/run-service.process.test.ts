import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const fixture = fileURLToPath(new URL('../test/fixture-service.ts', import.meta.url));

/** Runs the fixture service as a process; `onLine` sees each line it writes. */
function runFixture(env: Record<string, string>, onLine: (line: string, child: ChildProcess) => void = () => {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: { ...process.env, FIXTURE_PORT: '0', FIXTURE_HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const read = (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    for (const line of text.split('\n')) if (line) onLine(line, child);
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

// A bad configuration's exit 1 is proven in-process (run-service.test.ts) and by each service's
// own process test; here the real signals.
describe('a service run by runService, as a process', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'on %s lets the request in flight finish, closes, and exits 0',
    async (signal) => {
      let base = '';
      let answer: Promise<Response> | undefined;
      const { code, output } = await runFixture({}, (line, child) => {
        const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (listening?.[1]) {
          base = listening[1];
          answer = fetch(`${base}/slow`);
        }
        // The server logs the request as it arrives: only then is it in flight.
        if (line.includes('"msg":"incoming request"') && line.includes('"url":"/slow"')) child.kill(signal);
      });
      expect(base).not.toBe('');
      const response = await answer;
      expect(response?.status).toBe(200);
      expect(await response?.json()).toEqual({ finished: true });
      expect(code).toBe(0);
      const shuttingDown = output.indexOf('"msg":"shutting down: finishing in-flight requests"');
      expect(shuttingDown).toBeGreaterThan(-1);
      expect(output.indexOf('"msg":"closed after in-flight requests"')).toBeGreaterThan(shuttingDown);
      expect(output).toContain(`"signal":"${signal}"`);
    },
    30_000,
  );
});
