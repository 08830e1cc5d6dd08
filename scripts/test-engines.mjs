#!/usr/bin/env node
/**
 * `npm run test:engines`: the local driver's suite on real engines (issue 34). It needs Java; a
 * machine without it says so in one line and passes, so `npm test` stays whole on any machine
 * (`.ci/run` installs Java, so CI always runs it). The distributions come first, from Maven
 * Central (idempotent: a second run verifies and fetches nothing).
 */
import { spawnSync } from 'node:child_process';

const javaVersion = spawnSync('java', ['-version'], { encoding: 'utf8' });
if (javaVersion.error || javaVersion.status !== 0) {
  process.stdout.write(
    'real engines: skipped, no `java` on this machine (install openjdk-17-jdk-headless and maven to run them)\n',
  );
  process.exit(0);
}

/** @param {string} command @param {string[]} args */
const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', shell: false }).status ?? 1;

const fetched = run('npm', ['run', 'engines:fetch', '--', 'kafka']);
if (fetched !== 0) process.exit(fetched);
process.exit(run('npx', ['vitest', 'run', '--project', 'engines', ...process.argv.slice(2)]));
