import { describe, expect, it } from 'vitest';
import {
  type KafkaNodeLayout,
  type KafkaPropertiesInput,
  type KafkaSecurity,
  kafkaProperties,
  kafkaPropertiesFile,
} from './properties.ts';

const ADMIN = { username: 'datadeck-admin', password: 'admin-secret' };
const TLS = {
  keystoreFile: '/c/n1/config/keystore.p12',
  truststoreFile: '/c/ca/truststore.p12',
  password: 'store-secret',
};

function security(passwordAndUserAuth: boolean, clientToClusterEncryption: boolean): KafkaSecurity {
  return {
    passwordAndUserAuth,
    clientToClusterEncryption,
    internalAdmin: passwordAndUserAuth ? ADMIN : null,
    defaultUsername: passwordAndUserAuth ? 'ickafka' : null,
    tls: clientToClusterEncryption ? TLS : null,
  };
}

const combined = (nodeId: number): KafkaNodeLayout => ({
  nodeId,
  broker: true,
  controller: true,
  ports: { client: 20_000 + nodeId * 10, internal: 20_001 + nodeId * 10, controller: 20_002 + nodeId * 10 },
  rack: 'us-east-1a',
});

function input(node: KafkaNodeLayout, switches: KafkaSecurity, brokerCount = 3): KafkaPropertiesInput {
  return {
    node,
    controllers: [1, 2, 3].map((nodeId) => ({ nodeId, port: 20_002 + nodeId * 10 })),
    brokerCount,
    engineHost: '192.0.2.10',
    dataDir: '/c/n1/data',
    security: switches,
  };
}

const asMap = (properties: ReturnType<typeof kafkaProperties>) => new Map(properties);

describe('kafkaProperties: the listeners follow the two security switches', () => {
  it.each([
    [false, false, 'PLAINTEXT', 'PLAINTEXT'],
    [false, true, 'SSL', 'PLAINTEXT'],
    [true, false, 'SASL_PLAINTEXT', 'SASL_PLAINTEXT'],
    [true, true, 'SASL_SSL', 'SASL_PLAINTEXT'],
  ] as const)(
    'auth %s, encryption %s: CLIENT is %s, INTERNAL and CONTROLLER %s',
    (auth, tls, clientProtocol, inside) => {
      const properties = asMap(kafkaProperties(input(combined(1), security(auth, tls))));
      expect(properties.get('listener.security.protocol.map')).toBe(
        `CLIENT:${clientProtocol},INTERNAL:${inside},CONTROLLER:${inside}`,
      );
      // Clients reach ENGINE_HOST; brokers and controllers talk over 127.0.0.1.
      expect(properties.get('listeners')).toBe(
        'CLIENT://192.0.2.10:20010,INTERNAL://127.0.0.1:20011,CONTROLLER://127.0.0.1:20012',
      );
      expect(properties.get('advertised.listeners')).toBe(properties.get('listeners'));
      expect(properties.get('inter.broker.listener.name')).toBe('INTERNAL');
      expect(properties.get('controller.listener.names')).toBe('CONTROLLER');
      expect(properties.has('ssl.keystore.location')).toBe(tls);
      expect(properties.has('authorizer.class.name')).toBe(auth);
      expect(properties.has('sasl.enabled.mechanisms')).toBe(auth);
    },
  );

  it('with auth: SCRAM-SHA-512, the standard authorizer denying what no ACL allows, the admin and default user as super users', () => {
    const properties = asMap(kafkaProperties(input(combined(2), security(true, false))));
    expect(Object.fromEntries([...properties].filter(([key]) => /sasl|authorizer|super|allow/.test(key)))).toEqual({
      'sasl.enabled.mechanisms': 'SCRAM-SHA-512',
      'sasl.mechanism.inter.broker.protocol': 'SCRAM-SHA-512',
      'sasl.mechanism.controller.protocol': 'PLAIN',
      'authorizer.class.name': 'org.apache.kafka.metadata.authorizer.StandardAuthorizer',
      'super.users': 'User:datadeck-admin;User:ickafka',
      'allow.everyone.if.no.acl.found': 'false',
      'listener.name.client.scram-sha-512.sasl.jaas.config':
        'org.apache.kafka.common.security.scram.ScramLoginModule required;',
      'listener.name.internal.scram-sha-512.sasl.jaas.config':
        'org.apache.kafka.common.security.scram.ScramLoginModule required username="datadeck-admin" password="admin-secret";',
      'listener.name.controller.sasl.enabled.mechanisms': 'PLAIN',
      'listener.name.controller.plain.sasl.jaas.config':
        'org.apache.kafka.common.security.plain.PlainLoginModule required username="datadeck-admin" password="admin-secret" user_datadeck-admin="admin-secret";',
    });
  });

  it('with encryption: the PKCS12 stores and no client certificates', () => {
    const properties = asMap(kafkaProperties(input(combined(1), security(false, true))));
    expect(Object.fromEntries([...properties].filter(([key]) => key.startsWith('ssl.')))).toEqual({
      'ssl.keystore.type': 'PKCS12',
      'ssl.keystore.location': '/c/n1/config/keystore.p12',
      'ssl.keystore.password': 'store-secret',
      'ssl.truststore.type': 'PKCS12',
      'ssl.truststore.location': '/c/ca/truststore.p12',
      'ssl.truststore.password': 'store-secret',
      'ssl.client.auth': 'none',
    });
  });
});

describe('kafkaProperties: roles', () => {
  it('a combined node is broker and controller of the quorum every controller bootstraps', () => {
    const properties = asMap(kafkaProperties(input(combined(3), security(false, false))));
    expect(properties.get('process.roles')).toBe('broker,controller');
    expect(properties.get('node.id')).toBe('3');
    expect(properties.get('controller.quorum.bootstrap.servers')).toBe(
      '127.0.0.1:20012,127.0.0.1:20022,127.0.0.1:20032',
    );
    expect(properties.get('log.dirs')).toBe('/c/n1/data');
    expect(properties.get('broker.rack')).toBe('us-east-1a');
    expect(properties.has('controller.quorum.voters')).toBe(false);
  });

  it('a dedicated controller has the CONTROLLER listener alone and no broker settings', () => {
    const controller: KafkaNodeLayout = {
      nodeId: 1,
      broker: false,
      controller: true,
      ports: { controller: 20_012 },
      rack: null,
    };
    const properties = asMap(kafkaProperties(input(controller, security(true, true))));
    expect(properties.get('process.roles')).toBe('controller');
    expect(properties.get('listeners')).toBe('CONTROLLER://127.0.0.1:20012');
    expect(properties.get('advertised.listeners')).toBe('CONTROLLER://127.0.0.1:20012');
    for (const key of [
      'inter.broker.listener.name',
      'default.replication.factor',
      'broker.rack',
      'listener.name.client.scram-sha-512.sasl.jaas.config',
    ]) {
      expect(properties.has(key)).toBe(false);
    }
    // It accepts the admin on the quorum's listener.
    expect(properties.get('listener.name.controller.plain.sasl.jaas.config')).toContain(
      'user_datadeck-admin="admin-secret"',
    );
  });

  it('a broker beside dedicated controllers logs in to them, but accepts no one on CONTROLLER', () => {
    const broker: KafkaNodeLayout = {
      nodeId: 4,
      broker: true,
      controller: false,
      ports: { client: 20_040, internal: 20_041 },
      rack: null,
    };
    const properties = asMap(kafkaProperties(input(broker, security(true, false))));
    expect(properties.get('process.roles')).toBe('broker');
    expect(properties.get('listeners')).toBe('CLIENT://192.0.2.10:20040,INTERNAL://127.0.0.1:20041');
    expect(properties.get('listener.security.protocol.map')).toContain('CONTROLLER:SASL_PLAINTEXT');
    expect(properties.get('listener.name.controller.plain.sasl.jaas.config')).toBe(
      'org.apache.kafka.common.security.plain.PlainLoginModule required username="datadeck-admin" password="admin-secret";',
    );
  });

  it('refuses a node that is neither, and a role without its port', () => {
    const neither: KafkaNodeLayout = { nodeId: 1, broker: false, controller: false, ports: {}, rack: null };
    expect(() => kafkaProperties(input(neither, security(false, false)))).toThrow(
      'Node 1 is neither broker nor controller',
    );
    const portless: KafkaNodeLayout = { nodeId: 1, broker: true, controller: false, ports: { client: 1 }, rack: null };
    expect(() => kafkaProperties(input(portless, security(false, false)))).toThrow(
      'Kafka node properties need the internal port',
    );
  });
});

describe('kafkaProperties: replication sized to the brokers', () => {
  it.each([
    [1, '1', '1'],
    [2, '2', '2'],
    [3, '3', '2'],
    [6, '3', '2'],
  ])('%i brokers: %s replicas, %s in sync', (brokers, replicas, inSync) => {
    const properties = asMap(kafkaProperties(input(combined(1), security(false, false), brokers)));
    expect(properties.get('default.replication.factor')).toBe(replicas);
    expect(properties.get('offsets.topic.replication.factor')).toBe(replicas);
    expect(properties.get('transaction.state.log.replication.factor')).toBe(replicas);
    expect(properties.get('share.coordinator.state.topic.replication.factor')).toBe(replicas);
    expect(properties.get('min.insync.replicas')).toBe(inSync);
    expect(properties.get('transaction.state.log.min.isr')).toBe(inSync);
    expect(properties.get('share.coordinator.state.topic.min.isr')).toBe(inSync);
  });
});

describe('kafkaProperties: what cannot be written safely is refused', () => {
  it('refuses auth without the internal admin, encryption without stores', () => {
    expect(() => kafkaProperties(input(combined(1), { ...security(true, false), internalAdmin: null }))).toThrow(
      'Kafka node properties need the internalAdmin',
    );
    expect(() => kafkaProperties(input(combined(1), { ...security(false, true), tls: null }))).toThrow(
      'Kafka node properties need the tls',
    );
  });

  it('refuses a password JAAS would misread, and a user name that would name two super users', () => {
    const quoted = { ...security(true, false), internalAdmin: { username: 'a', password: 'x"y' } };
    expect(() => kafkaProperties(input(combined(1), quoted))).toThrow('A JAAS credential cannot hold a quote');
    const two = { ...security(true, false), defaultUsername: 'a;User:b' };
    expect(() => kafkaProperties(input(combined(1), two))).toThrow('Not a user name super.users can hold: a;User:b');
  });
});

describe('kafkaPropertiesFile', () => {
  it('writes one key=value a line, escaped as java.util.Properties reads it', () => {
    expect(
      kafkaPropertiesFile([
        ['plain', '/a/b'],
        ['escaped', 'C:\\x\nnext é'],
        ['leading', ' space'],
      ]),
    ).toBe(
      "# Written by Datadeck's local driver at every start: edits here are lost.\nplain=/a/b\nescaped=C:\\\\x\\nnext \\u00e9\nleading=\\ space\n",
    );
  });
});
