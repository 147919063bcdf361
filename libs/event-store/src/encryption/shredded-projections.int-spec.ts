import { randomBytes, randomUUID } from 'node:crypto';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { PostgresEventStore } from '../postgres/postgres-event-store';
import { CheckpointedProcessor, type BatchCommit } from '../projections/checkpointed-processor';
import type { DocumentProjection } from '../projections/projection';
import { ProjectionProcessor } from '../projections/projection-processor';
import { ProjectionReader } from '../projections/projection-reader';
import { rebuildProjection } from '../projections/rebuild';
import type { RecordedEvent } from '../types';
import { EncryptingEventStore } from './encrypting-event-store';
import { EventKeys } from './event-keys';
import { singleKek } from './sealing';

/** Keeps the last text said in each stream: content a shredded task must not leave behind. */
const lastWords = (category: string): DocumentProjection<{ text: string }> => ({
  name: `last-words-${category}`,
  handles: ['Said'],
  categories: [category],
  documentId: (event) => event.streamId,
  evolve: (_doc, event) => ({ text: (event.data as { text: string }).text }),
});

/** Records what it was handed, so the test sees what a service's processor would act on. */
class Recorder extends CheckpointedProcessor {
  readonly seen: RecordedEvent[] = [];
  protected async handle(events: RecordedEvent[]): Promise<BatchCommit> {
    this.seen.push(...events);
    return async () => undefined;
  }
}

/** After a deletion, rebuilt projections and processors carry nothing of the shredded task (R-10.8, ADR 0041). */
describe('projections and processors over shredded events (PGlite)', () => {
  let sql: SqlClient;
  let store: EncryptingEventStore;
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

  const said = (text: string) => ({ id: randomUUID(), type: 'Said', data: { text } });

  it('a rebuild after a key is destroyed keeps the other streams whole and nothing of the shredded one', async () => {
    const category = `p${randomUUID().slice(0, 8)}`;
    const [gone, kept] = [`${category}-gone`, `${category}-kept`];
    await store.append(gone, [said('secret words')], { expected: 'no_stream' });
    await store.append(kept, [said('kept words')], { expected: 'no_stream' });
    const projection = lastWords(category);
    const reader = new ProjectionReader(sql);
    await rebuildProjection(store, sql, projection);
    expect(await reader.get(projection.name, gone)).toEqual({ text: 'secret words' });

    await store.shred(gone);
    await rebuildProjection(store, sql, projection);

    expect(await reader.get(projection.name, gone)).toBeUndefined();
    expect(await reader.get(projection.name, kept)).toEqual({ text: 'kept words' });
  });

  it('a running projection drops what it derived from a stream whose events read back shredded', async () => {
    const category = `p${randomUUID().slice(0, 8)}`;
    const gone = `${category}-gone`;
    const projection = lastWords(category);
    const reader = new ProjectionReader(sql);
    await store.append(gone, [said('first')], { expected: 'no_stream' });
    await rebuildProjection(store, sql, projection);
    expect(await reader.get(projection.name, gone)).toEqual({ text: 'first' });
    // A later event of the same stream, read after its key is gone, is a tombstone for what came before.
    await store.append(gone, [said('second')], { expected: 0n });
    await store.shred(gone);
    const processor = new ProjectionProcessor(store, sql, projection);
    expect(await processor.step()).toBe(1);
    expect(await reader.get(projection.name, gone)).toBeUndefined();
  });

  it('a processor is never handed a shredded event, and its checkpoint moves past it', async () => {
    const category = `p${randomUUID().slice(0, 8)}`;
    await store.append(`${category}-gone`, [said('secret'), said('more secret')], { expected: 'no_stream' });
    await store.append(`${category}-kept`, [said('kept')], { expected: 'no_stream' });
    await store.shred(`${category}-gone`);
    const recorder = new Recorder(store, sql, `recorder-${category}`, { categories: [category] });

    expect(await recorder.step()).toBe(3);
    expect(recorder.seen.map((e) => [e.streamId, e.data])).toEqual([[`${category}-kept`, { text: 'kept' }]]);
    expect(await recorder.step()).toBe(0);
  });
});
