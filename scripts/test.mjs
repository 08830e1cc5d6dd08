#!/usr/bin/env node
/**
 * `npm test`: every check and test tier, in phases, printing each phase's wall time.
 *
 * Phases in one step run side by side; a step starts when the one before has passed. The three
 * static checks run together; one `vitest run` of every project uses both cores itself; with
 * TEST_POSTGRES_URL (as `.ci/run` sets it) the integration suite runs again on PostgreSQL, alone;
 * then the end-to-end suite, alone. Measured on two cores: beside e2e the PostgreSQL pass took
 * 12 minutes instead of 3.5, its timed tests failed, and e2e's first monitoring pages outlasted
 * their 10-s waits; so the suites that each fill both cores take turns. Also measured and left:
 * the PostgreSQL files as a second project of the one vitest run (11m 18s against 5m 46s + ~3m 15s
 * as two runs), and PostgreSQL without fsync or synchronous commit (no change: not I/O-bound).
 *
 * TEST_TIMES_FILE=path writes the phases' times as JSON (the bench's test-suite report reads it).
 */
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const postgresUrl = process.env.TEST_POSTGRES_URL;

/** Whether this machine can run the real engines (test-engines.mjs skips them otherwise). */
const hasJava = spawnSync('java', ['-version']).status === 0 && spawnSync('mvn', ['-v']).status === 0;

/** @typedef {{ name: string, command: string, env?: Record<string, string> }} Phase */
/** @type {Phase[][]} */
const steps = [
  [
    { name: 'lint, format and import boundaries', command: 'npm run lint' },
    { name: 'typecheck', command: 'npm run typecheck' },
    { name: 'OpenAPI lint', command: 'npm run lint:openapi' },
    // Mostly waiting on Maven Central: beside the checks, so the engines' turn only verifies it.
    ...(hasJava ? [{ name: 'engine distributions', command: 'npm run engines:fetch -- kafka' }] : []),
  ],
  [{ name: 'unit, web and integration (PGlite)', command: "npx vitest run --project '!engines'" }],
  ...(postgresUrl
    ? [
        [
          {
            name: 'integration (PostgreSQL)',
            command: 'npx vitest run --project integration',
            env: { DATABASE_URL: postgresUrl },
          },
        ],
      ]
    : []),
  // Real Kafka JVMs fill both cores: alone, like the suites around it.
  [{ name: 'real engines (local driver)', command: 'npm run test:engines' }],
  [{ name: 'end-to-end (Chromium)', command: 'npm run test:e2e' }],
];

/** @type {{ name: string, seconds: number, passed: boolean }[]} */
const times = [];
const started = performance.now();

/** @param {Phase} phase @param {boolean} prefixed */
function run(phase, prefixed) {
  return new Promise((resolve) => {
    const begin = performance.now();
    process.stdout.write(`\n== ${phase.name}: ${phase.command}\n`);
    const child = spawn(phase.command, {
      shell: true,
      stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...phase.env },
    });
    if (prefixed) {
      // Side by side, each line says whose it is.
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let rest = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) out.write(`[${phase.name}] ${line}\n`);
        });
        stream.on('end', () => rest && out.write(`[${phase.name}] ${rest}\n`));
      }
    }
    child.on('close', (code) => {
      const seconds = (performance.now() - begin) / 1000;
      times.push({ name: phase.name, seconds, passed: code === 0 });
      process.stdout.write(`== ${phase.name}: ${code === 0 ? 'passed' : `FAILED (${code})`} in ${format(seconds)}\n`);
      resolve(code === 0);
    });
  });
}

/** @param {number} seconds */
const format = (seconds) => `${Math.floor(seconds / 60)}m ${String(Math.round(seconds % 60)).padStart(2, '0')}s`;

let passed = true;
for (const step of steps) {
  const results = await Promise.all(step.map((phase) => run(phase, step.length > 1)));
  if (results.includes(false)) {
    passed = false;
    break;
  }
}

const total = (performance.now() - started) / 1000;
process.stdout.write('\n== wall time per phase\n');
for (const phase of times)
  process.stdout.write(
    `  ${format(phase.seconds).padStart(7)}  ${phase.passed ? 'passed' : 'FAILED'}  ${phase.name}\n`,
  );
process.stdout.write(`  ${format(total).padStart(7)}  ${passed ? 'passed' : 'FAILED'}  npm test\n`);
if (process.env.TEST_TIMES_FILE) {
  writeFileSync(process.env.TEST_TIMES_FILE, `${JSON.stringify({ passed, seconds: total, phases: times }, null, 2)}\n`);
}
process.exit(passed ? 0 : 1);
