// `npm start`: builds the web app when it is missing or older than its sources, then runs the
// console server (API + web app on one port) and the payment provider sandbox beside it.
// Plain JavaScript so it runs before anything is built.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sandboxEnv } from './start-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
/** What the web build is made from: its own sources and the contracts it imports. */
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  // The build's own steps (the .br and .gz copies).
  'apps/web/build',
  'packages/contracts/src',
];

function newestChange(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

function webBuildIsCurrent() {
  if (!existsSync(builtIndex)) return false;
  const builtAt = statSync(builtIndex).mtimeMs;
  return webSources.every((source) => newestChange(path.join(root, source)) <= builtAt);
}

if (!webBuildIsCurrent()) {
  process.stdout.write('Building the web app (apps/web/dist)…\n');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * Two processes on two origins, as a merchant and its payment provider are: the console (API + web
 * app, PORT) and the card payment provider sandbox (PAY_PORT). If one stops, the other is stopped
 * too, so a supervisor sees the failure.
 */
const processes = [
  spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: process.cwd(),
    stdio: 'inherit',
  }),
  spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/pay-sandbox/src/main.ts')], {
    cwd: process.cwd(),
    stdio: 'inherit',
    env: sandboxEnv(process.env),
  }),
];
let exitCode = null;
// Both shut down gracefully on these; pass them on and leave once both are gone.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => processes.forEach((child) => child.kill(signal)));
for (const child of processes) {
  child.on('exit', (code, signal) => {
    exitCode ??= code ?? (signal ? 1 : 0);
    for (const other of processes)
      if (other !== child && other.exitCode === null && other.signalCode === null) other.kill('SIGTERM');
    if (processes.every((each) => each.exitCode !== null || each.signalCode !== null)) process.exit(exitCode);
  });
}
