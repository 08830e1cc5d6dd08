import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, migrationsFolder, openDatabase } from '../src/platform/db/database.ts';
import { databaseUrl, quoteIdent, WORKER_DATABASE_PREFIX } from './database-template.ts';

/**
 * Migrates the template database the integration files start from, once, and keeps it for the
 * next run while the migrations stay the same: PostgreSQL when DATABASE_URL is set (as CI does),
 * else an embedded PGlite dumped to a file. The template's name carries the hash of the
 * migrations (and of the PGlite release), so a changed migration makes a new template.
 */
export default async function setup(project: TestProject) {
  const hash = await templateHash();
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = `datadeck_template_${hash}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await ensurePostgresTemplate(admin, serverUrl, template);
    project.provide('templateDatabase', { kind: 'postgres', serverUrl, template, runId: String(process.pid) });
    return async () => {
      // The workers' databases of this run (the template stays for the next one).
      const { rows } = await admin.query<{ name: string }>(
        'select datname as name from pg_database where datname like $1',
        [`${WORKER_DATABASE_PREFIX}${process.pid}_%`],
      );
      for (const { name } of rows) await admin.query(`drop database if exists ${quoteIdent(name)} with (force)`);
      await admin.end();
    };
  }

  const cacheDir = fileURLToPath(new URL('../../../node_modules/.cache/datadeck-test/', import.meta.url));
  const dumpFile = path.join(cacheDir, `template-${hash}.tar`);
  if (!existsSync(dumpFile)) await writePgliteTemplate(cacheDir, dumpFile);
  project.provide('templateDatabase', { kind: 'pglite', dumpFile });
}

/** The migrations and the PGlite release the template was made by. */
async function templateHash(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(migrationsFolder, { recursive: true })).filter((name) => /\.(sql|json)$/.test(name));
  for (const name of files.toSorted()) {
    hash.update(name);
    hash.update(await readFile(path.join(migrationsFolder, name)));
  }
  // The release's manifest (the package exports no ./package.json to resolve).
  hash.update(await readFile(new URL('../../../node_modules/@electric-sql/pglite/package.json', import.meta.url)));
  return hash.digest('hex').slice(0, 16);
}

async function ensurePostgresTemplate(admin: Client, serverUrl: string, template: string): Promise<void> {
  const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
  if (found.rowCount) return;
  // Built under another name and renamed when complete: a run stopped half-way leaves no template
  // that looks ready.
  const building = `${template}_building_${process.pid}`;
  await admin.query(`drop database if exists ${quoteIdent(building)}`);
  await admin.query(`create database ${quoteIdent(building)}`);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, building), poolSize: 1 });
  await migrateDatabase(database);
  await database.close();
  await admin.query(`alter database ${quoteIdent(building)} rename to ${quoteIdent(template)}`);
}

async function writePgliteTemplate(cacheDir: string, dumpFile: string): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'datadeck-template-'));
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await migrateDatabase(database);
  if (database.kind !== 'pglite') throw new Error('expected PGlite');
  const dump = await database.pglite.dumpDataDir('none');
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
  const partial = `${dumpFile}.${process.pid}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, dumpFile);
}
