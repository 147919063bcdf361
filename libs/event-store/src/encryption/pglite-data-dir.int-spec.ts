import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlClient } from '@lomo/database';
import { PostgresEventStore } from '../postgres/postgres-event-store';
import { EncryptingEventStore } from './encrypting-event-store';
import { EventKeys } from './event-keys';
import { singleKek } from './sealing';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/**
 * Issue 30, item 3 on the embedded database, which never vacuums: after a task's deletion no
 * file of the PGlite data directory holds its words (they were sealed before any SQL ran), and
 * the table files no longer hold its wrapped key (the shred vacuums the key table). The WAL may
 * still hold the wrapped key until its segment is overwritten (ADR 0041, threat model).
 */
describe('the PGlite data directory after a deletion', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'erasure-pglite-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('holds none of the task words, and its table files none of its wrapped key', async () => {
    const sql = await openSqlClient({ pgliteDataDir: dir });
    const store = new EncryptingEventStore(await PostgresEventStore.open(sql), {
      keys: new EventKeys(sql, singleKek(randomBytes(32))),
    });
    const task = `task-${randomUUID()}`;
    const words = `aubergine-${randomUUID()}`;
    await store.append(task, [{ id: randomUUID(), type: 'Said', data: { text: words }, metadata: { title: words } }], {
      expected: 'no_stream',
    });
    const { rows } = await sql.query<{ wrapped: Uint8Array }>(
      `select wrapped from lomo_keys.event_data_keys where owner = $1`,
      [task],
    );
    const wrapped = Buffer.from(rows[0].wrapped);
    await sql.query('checkpoint');
    const holding = async (needle: Buffer) => {
      const found: string[] = [];
      for (const file of await filesUnder(dir))
        if ((await readFile(file)).includes(needle)) found.push(file.slice(dir.length));
      return found;
    };
    // Not vacuous: before the deletion the key's table file holds it.
    expect((await holding(wrapped)).some((file) => file.startsWith('/base/'))).toBe(true);

    await store.purgeStream(task, { workspaceId: 'ws-1' });
    await sql.query('checkpoint');
    await store.close();
    await sql.close();

    expect(await holding(Buffer.from(words))).toEqual([]);
    expect(await holding(Buffer.from('aubergine'))).toEqual([]);
    expect((await holding(wrapped)).filter((file) => !file.startsWith('/pg_wal/'))).toEqual([]);
  });
});
