import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@datadeck/contracts';
import { resolveKafka } from './distribution.ts';

/** Folders laid out as engines-fetch and an official Kafka download lay them out. */
let root: string;
let enginesDir: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'distribution-'));
  enginesDir = path.join(root, 'dist');
  mkdirSync(enginesDir);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function file(...parts: string[]) {
  const at = path.join(...parts);
  mkdirSync(path.dirname(at), { recursive: true });
  writeFileSync(at, '');
}

/** A distribution as engines-fetch leaves it; `complete: false` is one it was interrupted in. */
function fetched(version: string, { complete = true } = {}) {
  file(enginesDir, `kafka-${version}`, 'libs', `kafka_2.13-${version}.jar`);
  file(enginesDir, `kafka-${version}`, 'libs', `kafka-clients-${version}.jar`);
  if (complete) file(enginesDir, `kafka-${version}`, '.complete');
}

function agent({ complete = true } = {}) {
  file(enginesDir, 'agents', 'jolokia-agent-jvm-2.1.2-javaagent.jar');
  if (complete) file(enginesDir, 'agents', '.complete');
}

const notInstalled = (version: string) => ({ ok: false, message: MESSAGES.localDriver.kafkaNotInstalled(version) });

describe('resolveKafka from ENGINES_DIR', () => {
  it("gives the fetched version's libs as the classpath, and the Jolokia agent", () => {
    fetched('4.2.1');
    agent();
    expect(resolveKafka({ enginesDir, kafkaHome: null }, '4.2.1')).toEqual({
      ok: true,
      classpath: path.join(enginesDir, 'kafka-4.2.1', 'libs', '*'),
      jolokiaAgent: path.join(enginesDir, 'agents', 'jolokia-agent-jvm-2.1.2-javaagent.jar'),
    });
  });

  it('names the command that installs a version that is not there', () => {
    fetched('4.1.2');
    const resolved = resolveKafka({ enginesDir, kafkaHome: null }, '4.2.1');
    expect(resolved).toEqual(notInstalled('4.2.1'));
    expect(resolved.ok || resolved.message).toBe(
      'Kafka 4.2.1 is not installed: run `npm run engines:fetch` (or set KAFKA_HOME)',
    );
  });

  it('takes a fetch that did not finish (no .complete) for no distribution', () => {
    fetched('4.2.1', { complete: false });
    expect(resolveKafka({ enginesDir, kafkaHome: null }, '4.2.1')).toEqual(notInstalled('4.2.1'));
  });

  it('takes a marker without a libs folder for no distribution', () => {
    file(enginesDir, 'kafka-4.2.1', '.complete');
    expect(resolveKafka({ enginesDir, kafkaHome: null }, '4.2.1')).toEqual(notInstalled('4.2.1'));
  });

  it('runs without the agent when it is missing or its fetch did not finish', () => {
    fetched('4.2.1');
    expect(resolveKafka({ enginesDir, kafkaHome: null }, '4.2.1')).toMatchObject({ ok: true, jolokiaAgent: null });
    agent({ complete: false });
    expect(resolveKafka({ enginesDir, kafkaHome: null }, '4.2.1')).toMatchObject({ ok: true, jolokiaAgent: null });
  });

  it('answers for a missing ENGINES_DIR as for a missing version', () => {
    expect(resolveKafka({ enginesDir: path.join(root, 'nowhere'), kafkaHome: null }, '4.2.1')).toEqual(
      notInstalled('4.2.1'),
    );
  });
});

describe('resolveKafka from KAFKA_HOME', () => {
  it("gives the official distribution's libs, ahead of a fetched one", () => {
    const kafkaHome = path.join(root, 'kafka_2.13-4.2.1');
    file(kafkaHome, 'libs', 'kafka_2.13-4.2.1.jar');
    fetched('4.2.1');
    agent();
    expect(resolveKafka({ enginesDir, kafkaHome }, '4.2.1')).toEqual({
      ok: true,
      classpath: path.join(kafkaHome, 'libs', '*'),
      jolokiaAgent: path.join(enginesDir, 'agents', 'jolokia-agent-jvm-2.1.2-javaagent.jar'),
    });
  });

  it('refuses a folder that is no Kafka distribution', () => {
    const kafkaHome = path.join(root, 'not-kafka');
    file(kafkaHome, 'libs', 'kafka-clients-4.2.1.jar');
    expect(resolveKafka({ enginesDir, kafkaHome }, '4.2.1')).toEqual({
      ok: false,
      message: MESSAGES.localDriver.kafkaHomeNotKafka(kafkaHome),
    });
    expect(resolveKafka({ enginesDir, kafkaHome: path.join(root, 'missing') }, '4.2.1')).toEqual({
      ok: false,
      message: MESSAGES.localDriver.kafkaHomeNotKafka(path.join(root, 'missing')),
    });
  });

  it('refuses another version than the cluster asks for, rather than run it', () => {
    const kafkaHome = path.join(root, 'kafka_2.13-4.1.2');
    file(kafkaHome, 'libs', 'kafka_2.13-4.1.2.jar');
    expect(resolveKafka({ enginesDir, kafkaHome }, '4.2.1')).toEqual({
      ok: false,
      message: MESSAGES.localDriver.kafkaHomeOtherVersion(kafkaHome, '4.1.2', '4.2.1'),
    });
  });
});
