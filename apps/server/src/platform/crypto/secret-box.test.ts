import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError } from '@datadeck/service-kit';
import { describe, expect, it } from 'vitest';
import { keyIdOf, parseSecretsKey, SecretBox, UnknownSecretsKeyError } from './secret-box.ts';
import { embeddedSecretsKey, SECRETS_KEY_FILE } from './secrets-key-file.ts';

const OLD = Buffer.alloc(32, 1);
const NEW = Buffer.alloc(32, 2);

describe('SecretBox', () => {
  it('seals to a versioned text naming its key, a fresh IV each time, and opens it again', () => {
    const box = new SecretBox(NEW);
    const [a, b] = [box.seal('JBSWY3DPEHPK3PXP'), box.seal('JBSWY3DPEHPK3PXP')];
    expect(a).toMatch(new RegExp(`^v1\\.${keyIdOf(NEW)}\\.[A-Za-z0-9_-]{16}\\.[A-Za-z0-9_-]+$`));
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect([box.open(a), box.open(b)]).toEqual(['JBSWY3DPEHPK3PXP', 'JBSWY3DPEHPK3PXP']);
    expect(a.startsWith(box.currentPrefix)).toBe(true);
  });

  it('opens values of a previous key and seals with the current one', () => {
    const sealedBefore = new SecretBox(OLD).seal('before the rotation');
    const rotated = new SecretBox(NEW, [OLD]);
    expect(rotated.open(sealedBefore)).toBe('before the rotation');
    expect(rotated.seal('after').startsWith(`v1.${keyIdOf(NEW)}.`)).toBe(true);
  });

  it('refuses a value of an unknown key, an altered value and clear text', () => {
    const sealed = new SecretBox(OLD).seal('secret');
    expect(() => new SecretBox(NEW).open(sealed)).toThrow(UnknownSecretsKeyError);
    const [header, iv, body] = [sealed.split('.').slice(0, 2).join('.'), sealed.split('.')[2], sealed.split('.')[3]];
    const flipped = `${body?.startsWith('A') ? 'B' : 'A'}${body?.slice(1)}`;
    expect(() => new SecretBox(OLD).open(`${header}.${iv}.${flipped}`)).toThrow('failed its integrity check');
    expect(() => new SecretBox(OLD).open('JBSWY3DPEHPK3PXP')).toThrow('Not a sealed secret');
  });

  it('reads a key of 32 bytes in hex, base64 or base64url, and nothing else', () => {
    expect(parseSecretsKey('0f'.repeat(32))).toEqual(Buffer.alloc(32, 15));
    expect(parseSecretsKey(Buffer.alloc(32, 255).toString('base64'))).toEqual(Buffer.alloc(32, 255));
    expect(parseSecretsKey(Buffer.alloc(32, 255).toString('base64url'))).toEqual(Buffer.alloc(32, 255));
    expect(parseSecretsKey(Buffer.alloc(16).toString('base64'))).toBeNull();
    expect(parseSecretsKey('not a key')).toBeNull();
  });
});

describe('the embedded key', () => {
  it('is generated into DATA_DIR once, readable by the owner only, and read again after', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'datadeck-key-'));
    try {
      const first = await embeddedSecretsKey(dataDir);
      const file = path.join(dataDir, SECRETS_KEY_FILE);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(await embeddedSecretsKey(dataDir)).toEqual(first);
      expect(parseSecretsKey(await readFile(file, 'utf8'))).toEqual(first);

      await writeFile(file, 'damaged');
      await expect(embeddedSecretsKey(dataDir)).rejects.toThrow(ConfigError);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
