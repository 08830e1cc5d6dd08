import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Lints the OpenAPI document the server serves: builds it from buildApp without listening
 * (apps/server/src/openapi-document.ts) into a temporary file, then runs Redocly's recommended
 * rules (redocly.yaml) and Spectral's spectral:oas (.spectral.yaml). Fails on any error of either;
 * warnings are printed. Both run offline.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'datadeck-openapi-'));
const document = path.join(dir, 'openapi.json');
// No usage telemetry or update check: CI and the developers' machines reach no such service.
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', env }).status === 0;

let ok = false;
try {
  ok =
    run(process.execPath, ['--import', 'tsx', 'apps/server/src/openapi-document.ts', document]) &&
    // Both linters run even when the first finds errors, so one run shows every problem.
    [
      run('redocly', ['lint', '--format=stylish', document]),
      run('spectral', ['lint', '--ruleset', '.spectral.yaml', '--fail-severity=error', document]),
    ].every(Boolean);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
