import { Inject, Injectable, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { BaseAppConfig, loadConfig } from '@lomo/config';
import { SQL_CLIENT, type SqlClient } from '@lomo/database';
import { createLomoApp } from './lomo-app';

/** The PostgreSQL pool the app opened, kept so the test can see whether it was closed. */
let opened: SqlClient | undefined;
const config = () => loadConfig(BaseAppConfig, { LOG_LEVEL: 'silent', DATABASE_URL: process.env.TEST_DATABASE_URL });
const closed = async (sql: SqlClient | undefined) =>
  sql!.query('select 1').then(
    () => false,
    () => true,
  );

@Injectable()
class FailsAtBootstrap implements OnApplicationBootstrap {
  constructor(@Inject(SQL_CLIENT) sql: SqlClient) {
    opened = sql;
  }

  onApplicationBootstrap(): void {
    throw new Error('a service could not start');
  }
}

@Module({ providers: [FailsAtBootstrap] })
class FailsAtBootstrapModule {}

const FAILING = Symbol('FAILING');

@Module({
  providers: [
    {
      provide: FAILING,
      inject: [SQL_CLIENT],
      useFactory: (sql: SqlClient) => {
        opened = sql;
        throw new Error('a provider could not be built');
      },
    },
  ],
})
class FailsWhileBuildingModule {}

describe('createLomoApp: a boot that fails leaves nothing open', () => {
  beforeEach(() => (opened = undefined));

  it('given a service whose bootstrap throws, when the app listens, then the error reaches the caller and the database pool is closed', async () => {
    const app = await createLomoApp(
      { name: 'test', config: BaseAppConfig, services: () => [FailsAtBootstrapModule] },
      config(),
    );
    await expect(app.listen(0, '127.0.0.1')).rejects.toThrow('a service could not start');
    expect(await closed(opened)).toBe(true);
  });

  it('given a provider that throws while the app is built, when it is created, then the pool opened before it is closed', async () => {
    await expect(
      createLomoApp({ name: 'test', config: BaseAppConfig, services: () => [FailsWhileBuildingModule] }, config()),
    ).rejects.toThrow('a provider could not be built');
    expect(await closed(opened)).toBe(true);
  });

  it('given a healthy app, when it is closed, then it closed its pool too (the control case)', async () => {
    @Injectable()
    class Keeps {
      constructor(@Inject(SQL_CLIENT) sql: SqlClient) {
        opened = sql;
      }
    }
    @Module({ providers: [Keeps] })
    class KeepsModule {}
    const app = await createLomoApp({ name: 'test', config: BaseAppConfig, services: () => [KeepsModule] }, config());
    await app.init();
    expect(await closed(opened)).toBe(false);
    await app.close();
    expect(await closed(opened)).toBe(true);
  });
});
