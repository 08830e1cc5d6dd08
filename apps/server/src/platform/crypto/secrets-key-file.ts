import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from '@datadeck/service-kit';
import { parseSecretsKey, SECRETS_KEY_BYTES } from './secret-box.ts';

export const SECRETS_KEY_FILE = 'secrets.key';

/**
 * The embedded default's key, when SECRETS_KEY is not set: generated into DATA_DIR on first start
 * (readable by the owner only) and read again on every later one, so `npm start` needs no setup
 * and the database's secrets stay readable across restarts. It lives beside the database it
 * protects, so it guards a copied database dump, not a copied data directory: set SECRETS_KEY
 * (kept elsewhere) for that.
 */
export async function embeddedSecretsKey(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, SECRETS_KEY_FILE);
  await mkdir(dataDir, { recursive: true });
  try {
    // 'wx': only the first of two processes starting at once writes it; the other reads it.
    await writeFile(file, `${randomBytes(SECRETS_KEY_BYTES).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if (!(err instanceof Error && 'code' in err && err.code === 'EEXIST')) throw err;
  }
  const key = parseSecretsKey(await readFile(file, 'utf8'));
  if (!key) throw new ConfigError([`SECRETS_KEY: ${file} does not hold a key of ${SECRETS_KEY_BYTES} bytes`]);
  return key;
}
