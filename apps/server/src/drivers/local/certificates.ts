import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { access, chmod, copyFile, mkdir, readFile, realpath, rename, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';
import { hasCode } from './system-errors.ts';

/**
 * The TLS material of one cluster, made with the JDK's keytool (the local driver needs Java for
 * the engines anyway, so no other tool is required):
 *
 *   {clusterDir}/ca/               0700
 *     passwords.json               0600  the CA's and the stores' passwords (random, never logged)
 *     ca.p12                       0600  the CA's key and self-signed certificate
 *     ca.pem                       0644  the CA certificate: what the console offers for download
 *                                        and what clients trust
 *     truststore.p12               0600  the CA certificate, for the engine
 *   {nodeDir}/config/keystore.p12  0600  the node's key and its certificate signed by the CA
 *
 * Every step is skipped when its file exists, and every file appears whole (made under a
 * temporary name, then renamed), so running it again after a crash finishes the job.
 * Passwords reach keytool through its environment (`-storepass:env`), never its command line,
 * which every local user can read in /proc.
 */
export interface ClusterTls {
  caCertificateFile: string;
  truststoreFile: string;
  /** The password of the truststore and of every node keystore (PKCS12: also the key's). */
  storePassword: string;
  keystoreFile(nodeDir: string): string;
}

export interface CertificatesRequest {
  /** The java binary; keytool is taken from beside it. */
  java: string;
  clusterDir: string;
  clusterId: string;
  /** The address clients connect to (ENGINE_HOST): the node certificates name it. */
  engineHost: string;
  nodes: readonly { dir: string; name: string }[];
}

/** The cluster's CA, truststore and a keystore per node, made where missing. */
export async function ensureCertificates(request: CertificatesRequest): Promise<ClusterTls> {
  const { clusterDir, clusterId, engineHost } = request;
  if (!/^[A-Za-z0-9-]+$/.test(clusterId)) throw new Error(`Not a cluster id for a certificate name: ${clusterId}`);
  const keytool = await keytoolBeside(request.java);
  const files = caFiles(clusterDir);
  await mkdir(files.dir, { recursive: true, mode: 0o700 });
  await chmod(files.dir, 0o700);
  const passwords = await ensurePasswords(files.passwords);
  const issuer: Issuer = {
    keytool,
    files,
    clusterId,
    // Only the passwords, and PATH for a keytool found there, are in keytool's environment.
    env: { PATH: process.env.PATH ?? '', CA_PASS: passwords.ca, STORE_PASS: passwords.stores },
  };
  await ensureClusterCa(issuer);
  await Promise.all(request.nodes.map((node) => ensureNodeKeystore(issuer, engineHost, node)));
  return {
    caCertificateFile: files.certificate,
    truststoreFile: files.truststore,
    storePassword: passwords.stores,
    keystoreFile: nodeKeystoreFile,
  };
}

/** The cluster's CA certificate (PEM), or null when it has none (yet). */
export async function readCaCertificate(clusterDir: string): Promise<string | null> {
  try {
    return await readFile(caFiles(clusterDir).certificate, 'utf8');
  } catch (error) {
    if (hasCode(error, 'ENOENT')) return null;
    throw error;
  }
}

/** Where a node's keystore is. */
function nodeKeystoreFile(nodeDir: string): string {
  return path.join(nodeDir, 'config', 'keystore.p12');
}

/** What issuing needs: keytool, the CA's files and the passwords in keytool's environment. */
interface Issuer {
  keytool: string;
  files: ReturnType<typeof caFiles>;
  clusterId: string;
  env: Record<string, string>;
}

const passwordsSchema = z.object({ ca: z.string().min(16), stores: z.string().min(16) });
type Passwords = z.infer<typeof passwordsSchema>;

function caFiles(clusterDir: string) {
  const dir = path.join(clusterDir, 'ca');
  return {
    dir,
    passwords: path.join(dir, 'passwords.json'),
    keystore: path.join(dir, 'ca.p12'),
    certificate: path.join(dir, 'ca.pem'),
    truststore: path.join(dir, 'truststore.p12'),
  };
}

/**
 * Ten years for the CA and the nodes alike: certificates are not rotated yet, and a cluster on
 * this machine must not stop accepting its clients one day for an expiry nobody renews.
 */
const VALIDITY_DAYS = '3650';

async function ensureClusterCa({ keytool, files, clusterId, env }: Issuer): Promise<void> {
  await whenMissing(files.keystore, 0o600, (temporary) =>
    run(keytool, env, 'genkeypair', {
      alias: 'ca',
      ...RSA,
      dname: `CN=Datadeck cluster ${clusterId} CA`,
      ext: ['bc:c', 'KU=keyCertSign,cRLSign'],
      ...store(temporary, 'CA_PASS'),
    }),
  );
  await whenMissing(files.certificate, 0o644, (temporary) =>
    run(keytool, env, 'exportcert', { rfc: true, alias: 'ca', file: temporary, ...store(files.keystore, 'CA_PASS') }),
  );
  await whenMissing(files.truststore, 0o600, (temporary) =>
    run(keytool, env, 'importcert', {
      noprompt: true,
      alias: 'ca',
      file: files.certificate,
      ...store(temporary, 'STORE_PASS'),
    }),
  );
}

/**
 * The node's key pair and certificate, issued by the CA for every name a client may use to reach
 * it: ENGINE_HOST, 127.0.0.1 and localhost. keytool issues it in one step (`-signer`, JDK 17+) in
 * a scratch copy of the CA's keystore inside ca/, from which the node's entry alone is exported,
 * so the CA's key never leaves ca/.
 */
async function ensureNodeKeystore(
  { keytool, files, clusterId, env }: Issuer,
  engineHost: string,
  node: { dir: string; name: string },
): Promise<void> {
  if (!/^[A-Za-z0-9-]+$/.test(node.name)) throw new Error(`Not a node name for a certificate: ${node.name}`);
  const keystore = nodeKeystoreFile(node.dir);
  await mkdir(path.dirname(keystore), { recursive: true, mode: 0o700 });
  await whenMissing(keystore, 0o600, async (temporary) => {
    const scratch = path.join(files.dir, `issue-${randomBytes(6).toString('hex')}.p12`);
    try {
      await copyFile(files.keystore, scratch);
      await run(keytool, env, 'genkeypair', {
        alias: 'node',
        signer: 'ca',
        ...RSA,
        dname: `CN=Datadeck cluster ${clusterId} node ${node.name}`,
        ext: [
          `SAN=${subjectAlternativeNames(engineHost)}`,
          'KU=digitalSignature,keyEncipherment',
          'EKU=serverAuth,clientAuth',
        ],
        ...store(scratch, 'CA_PASS'),
      });
      await run(keytool, env, 'importkeystore', {
        noprompt: true,
        srcalias: 'node',
        destalias: 'node',
        srckeystore: scratch,
        srcstoretype: 'PKCS12',
        'srcstorepass:env': 'CA_PASS',
        destkeystore: temporary,
        deststoretype: 'PKCS12',
        'deststorepass:env': 'STORE_PASS',
      });
    } finally {
      await rm(scratch, { force: true });
    }
  });
}

/** Every key: RSA 2048, what any Kafka client's TLS accepts. */
const RSA = { keyalg: 'RSA', keysize: '2048', validity: VALIDITY_DAYS };

/** A PKCS12 store whose password is in keytool's environment variable `passwordVariable`. */
function store(file: string, passwordVariable: string) {
  return { keystore: file, storetype: 'PKCS12', 'storepass:env': passwordVariable };
}

/** `ip:` for an address, `dns:` for a name; 127.0.0.1 and localhost always (the engine's own clients). */
export function subjectAlternativeNames(engineHost: string): string {
  const names = [net.isIP(engineHost) ? `ip:${engineHost}` : `dns:${engineHost}`, 'ip:127.0.0.1', 'dns:localhost'];
  return [...new Set(names)].join(',');
}

/** The passwords, made once: 24 random bytes each, the file 0600 and written whole. */
async function ensurePasswords(file: string): Promise<Passwords> {
  await whenMissing(file, 0o600, async (temporary) => {
    const passwords: Passwords = {
      ca: randomBytes(24).toString('base64url'),
      stores: randomBytes(24).toString('base64url'),
    };
    await writeFile(temporary, JSON.stringify(passwords), { mode: 0o600 });
  });
  return passwordsSchema.parse(JSON.parse(await readFile(file, 'utf8')));
}

/**
 * Makes `file` with `make(temporary)` unless it exists: made under a temporary name (which does
 * not exist yet: keytool creates a new store only then), given its mode, then renamed into place.
 */
async function whenMissing(file: string, mode: number, make: (temporary: string) => Promise<void>): Promise<void> {
  if (await exists(file)) return;
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await make(temporary);
    await chmod(temporary, mode);
    await rename(temporary, file);
  } finally {
    await rm(temporary, { force: true });
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** keytool beside java (following a symlinked java to its JDK when it is not beside the link). */
async function keytoolBeside(java: string): Promise<string> {
  if (!java.includes('/')) return 'keytool';
  const beside = path.join(path.dirname(java), 'keytool');
  if (await exists(beside)) return beside;
  return path.join(path.dirname(await realpath(java)), 'keytool');
}

const execFileAsync = promisify(execFile);

/**
 * One keytool command with its options (`true`: a flag alone; a list: the option repeated). Its
 * JVM lives a second, so it starts with the quick compiler and the serial collector (about half
 * the start-up time).
 */
async function run(
  keytool: string,
  env: Record<string, string>,
  command: string,
  options: Readonly<Record<string, string | true | readonly string[]>>,
): Promise<void> {
  const args = ['-J-XX:TieredStopAtLevel=1', '-J-XX:+UseSerialGC', `-${command}`];
  for (const [name, value] of Object.entries(options)) {
    if (value === true) args.push(`-${name}`);
    else for (const one of typeof value === 'string' ? [value] : value) args.push(`-${name}`, one);
  }
  try {
    await execFileAsync(keytool, args, { env });
  } catch (error) {
    const output =
      error instanceof Error && 'stderr' in error && 'stdout' in error ? `${error.stdout}${error.stderr}` : '';
    throw new Error(`keytool -${command} failed: ${output.trim() || String(error)}`, { cause: error });
  }
}
