import { BaseAppConfig } from './base-app.config';
import { ConfigError, loadConfig } from './load-config';

const errorOf = (env: NodeJS.ProcessEnv): ConfigError => {
  try {
    loadConfig(BaseAppConfig, env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('loadConfig', () => {
  it('gives the embedded defaults for an empty environment', () => {
    const config = loadConfig(BaseAppConfig, {});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      BUS: 'inproc',
      EVENT_STORE: 'postgres',
      LOG_LEVEL: 'info',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.pgliteDataDir()).toBe('.lomo/pglite');
  });

  it('converts integers and keeps unrelated variables out of the config', () => {
    const config = loadConfig(BaseAppConfig, { PORT: '8080', SHUTDOWN_TIMEOUT_MS: '500', HOME: '/root' });
    expect(config.PORT).toBe(8080);
    expect(config.SHUTDOWN_TIMEOUT_MS).toBe(500);
    expect(config).not.toHaveProperty('HOME');
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig(BaseAppConfig, { PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it('names the variable, the rule and the raw value of a bad setting', () => {
    const error = errorOf({ PORT: 'eighty' });
    expect(error.message).toMatch(/^invalid configuration: PORT: .*integer.*\(got "eighty"\)/);
    expect(error.message).not.toContain('\n');
  });

  it('rejects values outside the allowed set and lists what is allowed', () => {
    expect(errorOf({ BUS: 'rabbitmq' }).message).toMatch(/BUS: .*inproc, kafka.*\(got "rabbitmq"\)/);
    expect(errorOf({ EVENT_STORE: 'mongo' }).message).toMatch(/EVENT_STORE/);
    expect(errorOf({ PORT: '70000' }).message).toMatch(/PORT: .*65535/);
  });

  it('requires KAFKA_BROKERS when BUS=kafka, and validates its shape', () => {
    expect(errorOf({ BUS: 'kafka' }).message).toMatch(/KAFKA_BROKERS: .*required when BUS=kafka.*\(unset\)/);
    expect(errorOf({ BUS: 'kafka', KAFKA_BROKERS: 'localhost' }).message).toMatch(/KAFKA_BROKERS/);
    expect(loadConfig(BaseAppConfig, { BUS: 'kafka', KAFKA_BROKERS: 'a:9092,b-2.local:9093' }).KAFKA_BROKERS).toBe(
      'a:9092,b-2.local:9093',
    );
  });

  it("keeps Kafka's 30 s consumer session by default and takes a shorter one down to the broker's 6 s floor", () => {
    expect(loadConfig(BaseAppConfig, {}).KAFKA_SESSION_TIMEOUT_MS).toBe(30_000);
    expect(loadConfig(BaseAppConfig, { KAFKA_SESSION_TIMEOUT_MS: '10000' }).KAFKA_SESSION_TIMEOUT_MS).toBe(10_000);
    expect(errorOf({ KAFKA_SESSION_TIMEOUT_MS: '5000' }).message).toMatch(/KAFKA_SESSION_TIMEOUT_MS: .*6000/);
  });

  it('requires EVENTSTORE_URL when EVENT_STORE=eventstoredb, and accepts only esdb:// or kurrentdb:// URLs', () => {
    expect(errorOf({ EVENT_STORE: 'eventstoredb' }).message).toMatch(
      /EVENTSTORE_URL: .*required when EVENT_STORE=eventstoredb.*\(unset\)/,
    );
    expect(errorOf({ EVENT_STORE: 'eventstoredb', EVENTSTORE_URL: 'http://db:2113' }).message).toMatch(
      /EVENTSTORE_URL must be an esdb:\/\/ or kurrentdb:\/\/ URL/,
    );
    expect(errorOf({ EVENTSTORE_URL: 'tcp://db:1113' }).message).toMatch(/EVENTSTORE_URL/);
    for (const url of [
      'esdb://db:2113?tls=false',
      'esdb+discover://cluster:2113',
      'kurrentdb://admin:changeit@db:2113',
      'kurrentdb+discover://cluster:2113',
    ]) {
      expect(loadConfig(BaseAppConfig, { EVENT_STORE: 'eventstoredb', EVENTSTORE_URL: url })).toMatchObject({
        EVENT_STORE: 'eventstoredb',
        EVENTSTORE_URL: url,
      });
    }
  });

  it('accepts only database URLs it can open', () => {
    expect(loadConfig(BaseAppConfig, { DATABASE_URL: 'postgres://u:p@h:5432/d' }).DATABASE_URL).toBe(
      'postgres://u:p@h:5432/d',
    );
    expect(loadConfig(BaseAppConfig, { DATABASE_URL: 'memory://' }).DATABASE_URL).toBe('memory://');
    expect(errorOf({ DATABASE_URL: 'mysql://h/d' }).message).toMatch(
      /DATABASE_URL must be a postgres:\/\/ URL or memory:\/\//,
    );
  });

  it('reports every bad variable at once', () => {
    expect(
      errorOf({ PORT: '-1', LOG_LEVEL: 'loud', REDIS_URL: 'localhost:6379' }).problems.map((p) => p.split(':')[0]),
    ).toEqual(expect.arrayContaining(['PORT', 'LOG_LEVEL', 'REDIS_URL']));
  });
});
