import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Lints the OpenAPI documents the server serves: builds them from buildApp without listening
 * (apps/server/src/openapi-document.ts) into temporary files — the whole API's, the public API's
 * (/api/public-openapi.json) and the Terraform provider's Swagger 2.0 (swagger-for-terraform.yaml)
 * — then runs Redocly's recommended rules (redocly.yaml) and Spectral's spectral:oas
 * (.spectral.yaml) on each. Fails on any error of either; warnings are printed. Both run offline.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'datadeck-openapi-'));
const documents = ['openapi.json', 'public-openapi.json', 'swagger-for-terraform.yaml'].map((name) =>
  path.join(dir, name),
);
// No usage telemetry or update check: CI and the developers' machines reach no such service.
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', env }).status === 0;

let ok = false;
try {
  ok =
    run(process.execPath, ['--import', 'tsx', 'apps/server/src/openapi-document.ts', ...documents]) &&
    // Every linter runs on every document even when one finds errors, so one run shows every problem.
    documents
      .flatMap((document) => [
        run('redocly', ['lint', '--format=stylish', document]),
        run('spectral', ['lint', '--ruleset', '.spectral.yaml', '--fail-severity=error', document]),
      ])
      .every(Boolean);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
