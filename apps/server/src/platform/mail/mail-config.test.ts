import { ConfigError } from '@datadeck/service-kit';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createMailTransport } from './transport.ts';

/** The messages a bad environment stops the start with. */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('the mail configuration', () => {
  it('writes e-mail to the log unless SMTP_URL names a mail server', () => {
    const embedded = loadConfig({});
    expect(embedded.smtpUrl).toBeNull();
    expect(createMailTransport(embedded).kind).toBe('log');
    const smtp = loadConfig({ SMTP_URL: 'smtps://mailer:secret@mail.example.com:465' });
    expect(smtp.smtpUrl).toBe('smtps://mailer:secret@mail.example.com:465');
    expect(createMailTransport(smtp).kind).toBe('smtp');
  });

  it('takes only smtp:// and smtps:// URLs', () => {
    expect(problemsOf({ SMTP_URL: 'http://mail.example.com' })).toEqual([
      expect.stringMatching(/^SMTP_URL: must start with smtp:\/\/ \(STARTTLS\) or smtps:\/\/ \(TLS\)/),
    ]);
    expect(problemsOf({ SMTP_URL: 'mail.example.com:587' })).toHaveLength(1);
  });

  it('takes a From with or without a name, and refuses one without an address', () => {
    expect(loadConfig({}).mailFrom).toBe('Datadeck <no-reply@datadeck.localhost>');
    expect(loadConfig({ MAIL_FROM: ' ops@example.com ' }).mailFrom).toBe('ops@example.com');
    expect(loadConfig({ MAIL_FROM: 'Example Ops <ops@example.com>' }).mailFrom).toBe('Example Ops <ops@example.com>');
    const bad = ['Example Ops', 'ops@', 'Ops <ops@example.com', 'a b@example.com'];
    const refused = [expect.stringMatching(/^MAIL_FROM: must be an address/)];
    expect(Object.fromEntries(bad.map((from) => [from, problemsOf({ MAIL_FROM: from })]))).toEqual(
      Object.fromEntries(bad.map((from) => [from, refused])),
    );
  });
});
