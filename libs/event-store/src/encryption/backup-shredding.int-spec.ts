import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { StreamDeleted } from '../errors';
import { PostgresEventStore } from '../postgres/postgres-event-store';
import { EncryptingEventStore } from './encrypting-event-store';
import { EventKeys } from './event-keys';
import { singleKek } from './sealing';

const run = promisify(execFile);
const serverUrl = process.env.TEST_DATABASE_URL!;
const urlOf = (database: string) => Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();

/**
 * The done-when of issue 30 at the store (R-10.8, ADR 0041): a dump of the data database taken
 * before a task's deletion, restored after it next to the live key store, holds no readable
 * content of the task — while the tasks that were not deleted still read back from it whole.
 */
describe('a backup of the event log after a deletion (pg_dump, PostgreSQL server)', () => {
  const suffix = randomUUID().slice(0, 8);
  const databases = {
    data: `erasure_data_${suffix}`,
    keys: `erasure_keys_${suffix}`,
    restored: `erasure_restored_${suffix}`,
  };
  let admin: SqlClient;
  let dir: string;
  const opened: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    admin = await openSqlClient({ url: serverUrl, pgliteDataDir: 'unused', poolSize: 1 });
    for (const db of Object.values(databases)) await admin.query(`create database ${db}`);
    dir = await mkdtemp(join(tmpdir(), 'erasure-dump-'));
  });
  afterAll(async () => {
    for (const client of opened.reverse()) await client.close();
    for (const db of Object.values(databases)) await admin.query(`drop database if exists ${db} with (force)`);
    await admin.close();
    await rm(dir, { recursive: true, force: true });
  });

  const open = async (database: string, keys: EventKeys) => {
    const store = new EncryptingEventStore(
      await PostgresEventStore.open(await openSqlClient({ url: urlOf(database), pgliteDataDir: 'unused' }), {}, true),
      { keys },
    );
    opened.push(store);
    return store;
  };

  it('given a dump taken before the deletion, when it is restored next to the live key store, then the deleted task reads as shredded and its words are nowhere in the dump', async () => {
    const keySql = await openSqlClient({ url: urlOf(databases.keys), pgliteDataDir: 'unused' });
    opened.push(keySql);
    const keys = new EventKeys(keySql, singleKek(randomBytes(32)));
    const live = await open(databases.data, keys);
    const [deleted, kept] = [`task-${randomUUID()}`, `task-${randomUUID()}`];
    const words = `aubergine-${randomUUID()}`;
    const said = (text: string) => ({
      id: randomUUID(),
      type: 'MessageDelivered',
      data: { text },
      metadata: { workspaceId: 'ws-1', actor: 'user:alice', title: text },
    });
    await live.append(deleted, [said(`paint the ${words}`), said(`and ${words} again`)], { expected: 'no_stream' });
    await live.append(kept, [said('a kept task')], { expected: 'no_stream' });

    const dumpFile = join(dir, 'data.sql');
    await run('pg_dump', ['--no-owner', '--file', dumpFile, urlOf(databases.data)]);
    await live.purgeStream(deleted, { actor: 'user:alice', reason: 'task deleted by the user', workspaceId: 'ws-1' });
    await run('psql', ['--quiet', '--set', 'ON_ERROR_STOP=1', '--file', dumpFile, urlOf(databases.restored)]);

    const dump = await readFile(dumpFile, 'utf8');
    // Not vacuous: the dump holds the deleted task's rows (its stream and both events)…
    expect(dump).toContain(deleted);
    expect(dump.split('\n').filter((line) => line.includes(deleted))).toHaveLength(3);
    // …but none of its words, in clear or in base64 at any alignment.
    for (const needle of [
      words,
      ...[0, 1, 2].map((i) =>
        Buffer.from(`${'x'.repeat(i)}${words}`)
          .toString('base64')
          .slice(4, -4),
      ),
    ])
      expect(dump).not.toContain(needle);
    expect(dump).not.toContain('aubergine');

    const restored = await open(databases.restored, keys);
    const events = await restored.readStream(deleted);
    expect(events.map((e) => [e.type, e.shredded, e.data])).toEqual([
      ['MessageDelivered', true, null],
      ['MessageDelivered', true, null],
    ]);
    expect(JSON.stringify(events, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v))).not.toContain(
      'aubergine',
    );
    expect((await restored.readStream(kept))[0]).toMatchObject({ data: { text: 'a kept task' } });
    // The live log has no trace of the task but its tombstone.
    await expect(live.readStream(deleted)).rejects.toBeInstanceOf(StreamDeleted);
    // And the key store's own dump holds no usable key of it either.
    const keysDump = (
      await run('pg_dump', ['--no-owner', '--data-only', urlOf(databases.keys)], { maxBuffer: 1 << 26 })
    ).stdout;
    expect(keysDump).not.toContain(deleted);
    expect(keysDump).toContain(kept);
  });
});
