import { randomBytes, randomUUID } from 'node:crypto';
import { mainThreadStreamId } from '@lomo/contracts';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { EncryptingEventStore, EventKeys, PostgresEventStore, singleKek } from '@lomo/event-store';
import { openReceipt } from '@lomo/messaging';
import { ERASED_THREAD, personThreadLeftovers } from './person-leftovers';

/**
 * ADR 0057: the audit of a person's erasure checks their main thread itself (its words are
 * sealed, so no word scan finds them either way): a thread still live, with rows in the log
 * and a data key, is three leftovers; purged, none. Another person's thread is not theirs.
 */
describe("the audit of an erased person's main thread (PGlite, sealed log)", () => {
  let sql: SqlClient;
  let store: EncryptingEventStore;
  const said = (text: string) => [
    { id: randomUUID(), type: 'MainMessagePosted', data: { messageId: randomUUID(), text } },
  ];
  beforeAll(async () => {
    sql = await openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' });
    store = new EncryptingEventStore(await PostgresEventStore.open(sql), {
      keys: new EventKeys(sql, singleKek(randomBytes(32))),
    });
  });
  afterAll(async () => {
    await store.close();
    await sql.close();
  });

  it('given her thread live, then it is named three times; once purged, nothing; a task receipt checks no thread', async () => {
    // Given: carol's and alice's threads, and carol's erasure recorded.
    const [carol, alice] = [mainThreadStreamId('ws-1', 'carol'), mainThreadStreamId('ws-1', 'alice')];
    await store.append(carol, said('a quillmarsh poster'), { expected: 'no_stream' });
    await store.append(alice, said('a plain fox'), { expected: 'no_stream' });
    const at = new Date().toISOString();
    const { receiptId } = await openReceipt(sql, { workspaceId: 'ws-1', kind: 'person', subject: 'carol', at });
    const task = await openReceipt(sql, { workspaceId: 'ws-1', kind: 'task', subject: 'carol', at });

    // Then: not vacuous — the live thread is found by the receipt's hash alone.
    expect(await personThreadLeftovers(sql, receiptId)).toEqual([
      { needle: ERASED_THREAD, table: 'lomo_streams', column: 'deleted', rows: 1 },
      { needle: ERASED_THREAD, table: 'lomo_events', column: 'stream_id', rows: 1 },
      { needle: ERASED_THREAD, table: 'lomo_keys.event_data_keys', column: 'owner', rows: 1 },
    ]);
    expect(await personThreadLeftovers(sql, task.receiptId)).toEqual([]);

    // When her thread is purged (its key destroyed first), then nothing of it is left; alice's stays.
    await store.purgeStream(carol, { workspaceId: 'ws-1' });
    expect(await personThreadLeftovers(sql, receiptId)).toEqual([]);
    expect(await store.readStream(alice)).toHaveLength(1);
  });
});
