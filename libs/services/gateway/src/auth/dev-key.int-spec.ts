import { randomUUID } from 'node:crypto';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { ApiKeys } from './api-keys';
import { DevKey } from './dev-key';

/** Two gateway replicas with dev login on one PostgreSQL database, as `npm run cluster` runs them. */
describe('the dev-login key of two gateway replicas sharing one database', () => {
  const database = `lomo_devkey_${randomUUID().slice(0, 8)}`;
  let admin: SqlClient;
  const opened: SqlClient[] = [];

  const replica = async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${database}`;
    const sql = await openSqlClient({ url: url.toString(), pgliteDataDir: 'unused', poolSize: 2 });
    opened.push(sql);
    const keys = new ApiKeys(sql);
    return { keys, devKey: new DevKey(keys), boot: async (devKey: DevKey) => (await keys.migrate(), devKey.issue()) };
  };

  beforeAll(async () => {
    admin = await openSqlClient({ url: process.env.TEST_DATABASE_URL, pgliteDataDir: 'unused', poolSize: 1 });
    await admin.query(`create database ${database}`);
  });
  afterAll(async () => {
    await Promise.all(opened.map((sql) => sql.close()));
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.close();
  });

  it('given two replicas booting at the same instant, when each issues its dev key, then both hand out the same key and both accept it', async () => {
    const [one, two] = await Promise.all([replica(), replica()]);

    await Promise.all([one.boot(one.devKey), two.boot(two.devKey)]);

    const key = one.devKey.current()!.key;
    expect(two.devKey.current()!.key).toBe(key);
    expect(await one.keys.verify(key)).toMatchObject({ workspaceId: 'local', userId: 'local', kind: 'console' });
    expect(await two.keys.verify(key)).toMatchObject({ workspaceId: 'local', userId: 'local', kind: 'console' });
  });

  it('given a console signed in on replica 1, when replica 2 (re)boots, then the console stays signed in and replica 2 hands out the same key', async () => {
    const one = await replica();
    await one.boot(one.devKey);
    const signedIn = one.devKey.current()!.key;

    const two = await replica();
    await two.boot(two.devKey);

    expect(two.devKey.current()!.key).toBe(signedIn);
    expect(await one.keys.verify(signedIn)).toBeDefined();
    expect(await two.keys.verify(signedIn)).toBeDefined();
  });

  it('given the local key replaced by hand (an older gateway re-issued it), when a replica boots, then the key it hands out is the one the database accepts', async () => {
    const one = await replica();
    await one.keys.create({
      keyId: 'localconsole',
      workspaceId: 'local',
      userId: 'local',
      scopes: ['read'],
      kind: 'console',
    });

    await one.boot(one.devKey);

    const record = await one.keys.verify(one.devKey.current()!.key);
    expect(record).toMatchObject({ keyId: 'localconsole', scopes: ['read', 'write', 'trigger'], kind: 'console' });
  });
});
