import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TERRAFORM_DOCUMENT_PATH } from '@datadeck/contracts';
import { buildApp } from './app.ts';
import { loadConfig } from './platform/config.ts';
import { PUBLIC_OPENAPI_PATH } from './platform/http/openapi.ts';

/**
 * Writes the OpenAPI document the server serves at /api/openapi.json to the file named by the
 * first argument, without listening: the real app over a throw-away embedded database, no demo
 * data, no jobs. The optional second and third name files for the public API's document
 * (/api/public-openapi.json) and the Terraform provider's (swagger-for-terraform.yaml), as served.
 * `npm run lint:openapi` lints what this writes.
 */
const [outFile, publicOutFile, terraformOutFile] = process.argv.slice(2);
if (!outFile) {
  process.stderr.write(
    'usage: node --import tsx apps/server/src/openapi-document.ts <out.json> [public.json] [terraform.yaml]\n',
  );
  process.exit(2);
}
const dataDir = await mkdtemp(path.join(tmpdir(), 'datadeck-openapi-'));
try {
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', JOBS: 'false', DATA_DIR: dataDir });
  const app = await buildApp(config);
  try {
    await writeFile(outFile, `${JSON.stringify(app.server.swagger(), null, 2)}\n`);
    const served = [
      [publicOutFile, PUBLIC_OPENAPI_PATH],
      [terraformOutFile, TERRAFORM_DOCUMENT_PATH],
    ] as const;
    for (const [file, url] of served) {
      if (file) await writeFile(file, (await app.server.inject({ method: 'GET', url })).body);
    }
  } finally {
    await app.server.close();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
