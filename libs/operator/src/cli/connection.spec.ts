import { resolve } from 'node:path';
import { BaseAppConfig } from '@lomo/config';
import { describeTarget, resolveTarget } from './connection';

describe('which database the CLI opens', () => {
  it.each([[{}], [{ LOMO_DATA_DIR: '/srv/lomo' }], [{ LOMO_DATA_DIR: '/srv/lomo', PGLITE_DATA_DIR: 'elsewhere/pg' }]])(
    'given no --database nor DATABASE_URL, then the platform’s own PGlite dir (env %j)',
    (env) => {
      const platform = Object.assign(new BaseAppConfig(), env);
      expect(resolveTarget(undefined, env)).toEqual({ kind: 'embedded', dataDir: resolve(platform.pgliteDataDir()) });
    },
  );

  it('given --database, then it wins over DATABASE_URL; a postgres URL means a server, anything else a data dir', () => {
    const env = { DATABASE_URL: 'postgres://env/db' };
    expect(resolveTarget('postgresql://u:p@h/db', env)).toEqual({ kind: 'server', url: 'postgresql://u:p@h/db' });
    expect(resolveTarget('some/dir', env)).toEqual({ kind: 'embedded', dataDir: resolve('some/dir') });
    expect(resolveTarget(undefined, env)).toEqual({ kind: 'server', url: 'postgres://env/db' });
  });

  it('refuses memory://, which would be a new empty database', () => {
    expect(() => resolveTarget('memory://')).toThrow(expect.objectContaining({ exitCode: 64 }));
  });

  it('never prints a password', () => {
    expect(describeTarget({ kind: 'server', url: 'postgres://lomo:secret@db:5432/lomo' })).toBe(
      'postgres://lomo:***@db:5432/lomo',
    );
  });
});
