import { describe, expect, it } from 'vitest';
import type { Application } from './cluster-vocabulary.ts';
import { appliesTo, METRICS, metricDefinition } from './monitoring.ts';
import { publicMonitoringQuerySchema } from './public-monitoring.ts';

/**
 * The names Instaclustr's Monitoring API documents per application, written out (sources: the
 * README's "Use with Prometheus / monitoring tools" section), each with the applications it
 * applies to; an empty list means every application.
 */
const DOCUMENTED: Record<string, Application[]> = {
  'n::cpuUtilization': [],
  'n::osLoad': [],
  'n::diskUtilization': [],
  'n::reads': ['APACHE_CASSANDRA'],
  'n::writes': ['APACHE_CASSANDRA'],
  'n::cassandraReads': ['APACHE_CASSANDRA'],
  'n::cassandraWrites': ['APACHE_CASSANDRA'],
  'n::compactions': ['APACHE_CASSANDRA'],
  'n::repairs': ['APACHE_CASSANDRA'],
  'n::clientRequestRead': ['APACHE_CASSANDRA'],
  'n::clientRequestWrite': ['APACHE_CASSANDRA'],
  'n::clientRequestRangeSlice': ['APACHE_CASSANDRA'],
  'n::clientRequestCasRead': ['APACHE_CASSANDRA'],
  'n::clientRequestCasWrite': ['APACHE_CASSANDRA'],
  'n::readstage': ['APACHE_CASSANDRA'],
  'n::mutationstage': ['APACHE_CASSANDRA'],
  'n::countermutationstage': ['APACHE_CASSANDRA'],
  'n::viewmutationstage': ['APACHE_CASSANDRA'],
  'n::nativetransportrequest': ['APACHE_CASSANDRA'],
  'n::droppedmessage': ['APACHE_CASSANDRA'],
  'k::underReplicatedPartitions': ['KAFKA'],
  'k::activeControllerCount': ['KAFKA'],
  'k::offlinePartitions': ['KAFKA'],
  'k::brokerTopicBytesIn': ['KAFKA'],
  'k::brokerTopicBytesOut': ['KAFKA'],
  'k::brokerTopicMessagesIn': ['KAFKA'],
  'k::leaderCount': ['KAFKA'],
  'k::partitionCount': ['KAFKA'],
  'k::kafkaBrokerState': ['KAFKA'],
  'k::leaderElectionRate': ['KAFKA'],
  'k::uncleanLeaderElections': ['KAFKA'],
  'k::isrExpandRate': ['KAFKA'],
  'k::isrShrinkRate': ['KAFKA'],
  'k::slaConsumerRecordsProcessed': ['KAFKA'],
  'k::slaProducerErrors': ['KAFKA'],
  'k::slaConsumerLatency': ['KAFKA'],
  'k::slaProducerLatencyMs': ['KAFKA'],
  'n::heapUsed': ['OPENSEARCH'],
  'n::documentCount': ['OPENSEARCH'],
  'n::searchRate': ['OPENSEARCH'],
  'n::indexingRate': ['OPENSEARCH'],
};

describe('the metric name table', () => {
  it('knows every documented name, for its applications only, and nothing else', () => {
    expect(Object.fromEntries(METRICS.map((m) => [m.name, [...m.applications]]))).toEqual(DOCUMENTED);
    const applications: Application[] = ['APACHE_CASSANDRA', 'KAFKA', 'OPENSEARCH'];
    for (const m of METRICS) {
      const expected = DOCUMENTED[m.name] ?? [];
      for (const application of applications)
        expect(appliesTo(m, application)).toBe(expected.length === 0 || expected.includes(application));
    }
  });

  it('finds a metric whatever the case it is written in, under its canonical name', () => {
    for (const name of Object.keys(DOCUMENTED)) {
      expect(metricDefinition(name.toUpperCase())?.name).toBe(name);
      expect(metricDefinition(name.toLowerCase())?.name).toBe(name);
    }
    expect(metricDefinition('n::cpu')).toBeUndefined();
  });

  it('answers each metric under its short name, the part after `::`', () => {
    expect(metricDefinition('n::cpuutilization')?.metric).toBe('cpuUtilization');
    expect(metricDefinition('K::SLAPRODUCERLATENCYMS')?.metric).toBe('slaProducerLatencyMs');
  });
});

describe('the public monitoring query', () => {
  it('gives the metrics in their canonical case, once each', () => {
    const query = publicMonitoringQuerySchema.parse({
      metrics: 'n::cpuutilization, N::CPUUTILIZATION,n::cassandraReads',
    });
    expect(query.metrics).toEqual(['n::cpuUtilization', 'n::cassandraReads']);
  });

  it('refuses a range whose start is not before its end, naming `start`', () => {
    const result = publicMonitoringQuerySchema.safeParse({ metrics: 'n::osLoad', start: 2000, end: 1000 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['start']);
  });
});
