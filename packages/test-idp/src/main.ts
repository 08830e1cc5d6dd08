import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateIdpKeys, type IdpKeys } from './keys.ts';
import { startTestIdp } from './server.ts';

/**
 * `npm run test-idp`: the test IdP on TEST_IDP_PORT (7070), its key and certificate kept in
 * TEST_IDP_DIR (.data/test-idp), so a provider registered with it keeps working across restarts.
 */
async function keysIn(dir: string): Promise<IdpKeys> {
  const keyFile = path.join(dir, 'private-key.pem');
  const certFile = path.join(dir, 'certificate.pem');
  if (existsSync(keyFile) && existsSync(certFile)) {
    return { privateKey: await readFile(keyFile, 'utf8'), certificate: await readFile(certFile, 'utf8') };
  }
  const keys = await generateIdpKeys();
  await mkdir(dir, { recursive: true });
  await writeFile(keyFile, keys.privateKey, { mode: 0o600 });
  await writeFile(certFile, keys.certificate);
  return keys;
}

const dir = path.resolve(process.env.TEST_IDP_DIR ?? '.data/test-idp');
const keys = await keysIn(dir);
const idp = await startTestIdp({
  keys,
  port: Number(process.env.TEST_IDP_PORT ?? 7070),
  host: process.env.TEST_IDP_HOST ?? '127.0.0.1',
});
process.stdout.write(
  [
    `Test IdP on ${idp.url}`,
    `  Issuer URL:            ${idp.issuer}`,
    `  Single sign-on URL:    ${idp.ssoUrl}`,
    `  X.509 certificate:     ${path.join(dir, 'certificate.pem')} (or ${idp.url}/certificate.pem)`,
    '',
  ].join('\n'),
);
const stop = () => void idp.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
