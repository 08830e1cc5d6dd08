import { spawn, type ChildProcess } from 'node:child_process';

export type ProcessOutcome = { code: number | null; output: string };

/**
 * Runs a TypeScript entry point as its own process, as `npm start` runs a service, for tests
 * of what only a real process shows: exit codes, signals, what it writes. `onLine` sees each
 * line of its output as it comes (to act once it listens, say); the promise is its exit code and
 * everything it wrote.
 */
export function runProcess(
  entry: string,
  env: Record<string, string>,
  onLine: (line: string, child: ChildProcess) => void = () => {},
): Promise<ProcessOutcome> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, ...env },
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
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

/** The address a Fastify service logs once it listens, from one line of its output. */
export const listeningAt = (line: string): string | null =>
  /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1] ?? null;
