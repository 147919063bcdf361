import { esdbConnectionString } from './connection';

describe('esdbConnectionString', () => {
  it('passes esdb:// URLs through unchanged', () => {
    expect(esdbConnectionString('esdb://admin:changeit@db:2113?tls=false')).toBe(
      'esdb://admin:changeit@db:2113?tls=false',
    );
    expect(esdbConnectionString('esdb+discover://cluster.local:2113')).toBe('esdb+discover://cluster.local:2113');
  });

  it('rewrites the kurrentdb:// scheme only', () => {
    expect(esdbConnectionString('kurrentdb://db:2113?tls=false&nodePreference=leader')).toBe(
      'esdb://db:2113?tls=false&nodePreference=leader',
    );
    expect(esdbConnectionString('kurrentdb+discover://cluster.local:2113')).toBe('esdb+discover://cluster.local:2113');
  });

  it('refuses any other URL', () => {
    expect(() => esdbConnectionString('http://db:2113')).toThrow(/esdb:\/\/ or kurrentdb:\/\//);
  });
});
