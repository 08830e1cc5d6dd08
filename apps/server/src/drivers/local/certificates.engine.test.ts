import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClusterTls, ensureCertificates, readCaCertificate } from './certificates.ts';

// The JDK's keytool for real: the java on PATH (the local driver is given its path).
const JAVA = execFileSync('sh', ['-c', 'command -v java'], { encoding: 'utf8' }).trim();
const CLUSTER_ID = '0f8e1c2a-6b3d-4e5f-9a7b-1c2d3e4f5a6b';

let clusterDir: string;
let nodes: { dir: string; name: string }[];
let first: ClusterTls;

beforeAll(async () => {
  clusterDir = await mkdtemp(path.join(tmpdir(), 'datadeck-certificates-'));
  nodes = ['n1', 'n2'].map((name) => ({ dir: path.join(clusterDir, name), name }));
  first = await ensureCertificates({ java: JAVA, clusterDir, clusterId: CLUSTER_ID, engineHost: '127.0.0.1', nodes });
}, 60_000);
afterAll(async () => {
  await rm(clusterDir, { recursive: true, force: true });
});

async function mode(file: string): Promise<number> {
  return (await stat(file)).mode & 0o777;
}

/** A TLS server with the node's keystore, and whether a client trusting only the CA accepts it. */
async function handshake(keystore: string, passphrase: string, host: string, ca: string): Promise<string> {
  const server = tls.createServer({ pfx: await readFile(keystore), passphrase }, (socket) => socket.end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<string>((resolve) => {
      const socket = tls.connect({ host: '127.0.0.1', servername: host === '127.0.0.1' ? undefined : host, port, ca });
      // The default identity check, for the name the client dialled.
      socket.once('secureConnect', () => {
        const error = tls.checkServerIdentity(host, socket.getPeerCertificate());
        socket.destroy();
        resolve(error ? error.message : 'trusted');
      });
      socket.once('error', (error) => resolve(error.message));
    });
  } finally {
    server.close();
  }
}

describe('ensureCertificates', () => {
  it('makes a CA whose PEM names the cluster, and keeps the private material 0600', async () => {
    const pem = await readCaCertificate(clusterDir);
    const ca = new X509Certificate(pem ?? '');
    expect(ca.subject).toBe(`CN=Datadeck cluster ${CLUSTER_ID} CA`);
    expect(ca.ca).toBe(true);
    expect(first.caCertificateFile).toBe(path.join(clusterDir, 'ca', 'ca.pem'));

    expect(await mode(path.join(clusterDir, 'ca'))).toBe(0o700);
    for (const file of ['passwords.json', 'ca.p12', 'truststore.p12']) {
      expect(await mode(path.join(clusterDir, 'ca', file))).toBe(0o600);
    }
    for (const node of nodes) expect(await mode(first.keystoreFile(node.dir))).toBe(0o600);
    // No scratch copy of the CA's key and no temporary file stays behind.
    expect((await readdir(path.join(clusterDir, 'ca'))).toSorted()).toEqual([
      'ca.p12',
      'ca.pem',
      'passwords.json',
      'truststore.p12',
    ]);
  });

  it('gives each node a certificate the CA signed, trusted for 127.0.0.1 and localhost and nothing else', async () => {
    const ca = (await readCaCertificate(clusterDir)) ?? '';
    for (const node of nodes) {
      const keystore = first.keystoreFile(node.dir);
      expect(await handshake(keystore, first.storePassword, '127.0.0.1', ca)).toBe('trusted');
      expect(await handshake(keystore, first.storePassword, 'localhost', ca)).toBe('trusted');
      expect(await handshake(keystore, first.storePassword, 'example.com', ca)).toMatch(
        /is not in the cert's altnames/,
      );
    }
    // A client that does not trust the CA refuses the node.
    expect(await handshake(first.keystoreFile(nodes[0]?.dir ?? ''), first.storePassword, '127.0.0.1', '')).toMatch(
      /self-signed certificate in certificate chain|unable to get local issuer certificate/,
    );
  });

  it('reuses what exists: a second run changes nothing and only adds the new node', async () => {
    const before = await readFile(path.join(clusterDir, 'ca', 'ca.p12'));
    const keystoreBefore = await readFile(first.keystoreFile(nodes[0]?.dir ?? ''));
    const third = { dir: path.join(clusterDir, 'n3'), name: 'n3' };
    const again = await ensureCertificates({
      java: JAVA,
      clusterDir,
      clusterId: CLUSTER_ID,
      engineHost: '127.0.0.1',
      nodes: [...nodes, third],
    });
    expect(again.storePassword).toBe(first.storePassword);
    expect(await readFile(path.join(clusterDir, 'ca', 'ca.p12'))).toEqual(before);
    expect(await readFile(first.keystoreFile(nodes[0]?.dir ?? ''))).toEqual(keystoreBefore);
    expect(
      await handshake(
        again.keystoreFile(third.dir),
        again.storePassword,
        'localhost',
        (await readCaCertificate(clusterDir)) ?? '',
      ),
    ).toBe('trusted');
  }, 60_000);

  it('names a DNS ENGINE_HOST as a DNS name', async () => {
    const other = await mkdtemp(path.join(tmpdir(), 'datadeck-certificates-'));
    try {
      const node = { dir: path.join(other, 'n1'), name: 'n1' };
      const made = await ensureCertificates({
        java: JAVA,
        clusterDir: other,
        clusterId: CLUSTER_ID,
        engineHost: 'kafka.internal',
        nodes: [node],
      });
      const ca = (await readCaCertificate(other)) ?? '';
      expect(await handshake(made.keystoreFile(node.dir), made.storePassword, 'kafka.internal', ca)).toBe('trusted');
      // Another cluster's CA: a client of the first cluster does not trust this one's nodes.
      expect(
        await handshake(
          made.keystoreFile(node.dir),
          made.storePassword,
          'localhost',
          (await readCaCertificate(clusterDir)) ?? '',
        ),
      ).not.toBe('trusted');
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  }, 60_000);

  it('has no CA to give for a cluster that has none', async () => {
    expect(await readCaCertificate(path.join(clusterDir, 'absent'))).toBeNull();
  });
});
