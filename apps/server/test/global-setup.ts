import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../src/platform/db/database.ts';
import { databaseUrl, quoteIdent } from './database-template.ts';

/**
 * Migrates one template database per test run: PostgreSQL when DATABASE_URL is set (as CI does),
 * else an embedded PGlite. Migrating once and cloning per file keeps each file's database fresh
 * without paying the migrations (and PGlite's cold start) every time.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = `datadeck_template_${process.pid}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${quoteIdent(template)}`);
    await admin.query(`create database ${quoteIdent(template)}`);
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, template), poolSize: 1 });
    await migrateDatabase(database);
    await database.close();
    project.provide('templateDatabase', { kind: 'postgres', serverUrl, template });
    return async () => {
      await admin.query(`drop database if exists ${quoteIdent(template)}`);
      await admin.end();
    };
  }

  const dir = await mkdtemp(path.join(tmpdir(), 'datadeck-test-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'data') });
  await migrateDatabase(database);
  if (database.kind !== 'pglite') throw new Error('expected PGlite');
  const dump = await database.pglite.dumpDataDir('none');
  await database.close();
  const dumpFile = path.join(dir, 'template.tar');
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDatabase', { kind: 'pglite', dumpFile });
  return () => rm(dir, { recursive: true, force: true });
}
