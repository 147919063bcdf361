import { randomBytes, randomUUID } from 'node:crypto';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { PostgresEventStore } from '../postgres/postgres-event-store';
import type { DocumentProjection } from '../projections/projection';
import { ProjectionProcessor } from '../projections/projection-processor';
import { ProjectionReader } from '../projections/projection-reader';
import { rebuildProjection } from '../projections/rebuild';
import { contentSealOf } from './content-seal';
import { EncryptingEventStore } from './encrypting-event-store';
import { EventKeys } from './event-keys';
import { singleKek } from './sealing';

interface Words {
  workspaceId: string;
  text: string;
  said: number;
}

/** The last words said in each stream, their count and workspace: a read model with content. */
const lastWords = (category: string): DocumentProjection<Words> => ({
  name: `sealed-words-${category}`,
  handles: ['Said'],
  categories: [category],
  sealed: ['text'],
  documentId: (event) => event.streamId,
  evolve: (doc, event) => ({
    workspaceId: 'ws-1',
    text: (event.data as { text: string }).text,
    said: (doc?.said ?? 0) + 1,
  }),
});

/**
 * Issue 30, ADR 0087: a read model's content fields are kept sealed under the key of the stream
 * they came from, in one database with the keys (`memory://`, where a key query inside the
 * processor's transaction would wait for ever on PGlite's one connection).
 */
describe('sealed fields of a document projection (PGlite, keys in the same database)', () => {
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
  const stored = async (projection: string) =>
    (
      await sql.query<{ doc_id: string; doc: string }>(
        `select doc_id, doc::text as doc from lomo_projection_docs where projection = $1`,
        [projection],
      )
    ).rows;

  it('given a processor folding a stream, when the table is read without keys, then the content field is ciphertext and the clear fields filter as before', async () => {
    const category = `s${randomUUID().slice(0, 8)}`;
    const stream = `${category}-1`;
    const projection = lastWords(category);
    const processor = new ProjectionProcessor(store, sql, projection);
    await store.append(stream, [said('marmalade-fox first'), said('marmalade-fox second')], { expected: 'no_stream' });
    await processor.catchUp();

    const rows = await stored(projection.name);
    expect(rows).toHaveLength(1);
    expect(rows[0].doc).not.toContain('marmalade');
    expect(JSON.parse(rows[0].doc)).toMatchObject({ workspaceId: 'ws-1', said: 2, text: { $key: expect.any(String) } });

    const reader = new ProjectionReader(sql, contentSealOf(store));
    expect(await reader.get(projection.name, stream)).toEqual({
      workspaceId: 'ws-1',
      text: 'marmalade-fox second',
      said: 2,
    });
    expect(await reader.find(projection.name, { where: { workspaceId: 'ws-1' } })).toEqual([
      { id: stream, doc: { workspaceId: 'ws-1', text: 'marmalade-fox second', said: 2 } },
    ]);
    // The next batch opens the stored document and folds on (the count goes on from 2).
    await store.append(stream, [said('marmalade-fox third')], { expected: 1n });
    await processor.catchUp();
    expect(await reader.get(projection.name, stream)).toMatchObject({ text: 'marmalade-fox third', said: 3 });
    // A reader without the seal refuses rather than hand out ciphertext as a card.
    await expect(new ProjectionReader(sql).get(projection.name, stream)).rejects.toThrow(/sealed/);
  });

  it('given a sealed field copied into another document, when it is read, then it does not open there', async () => {
    const category = `c${randomUUID().slice(0, 8)}`;
    const projection = lastWords(category);
    await store.append(`${category}-a`, [said('alpha words')], { expected: 'no_stream' });
    await store.append(`${category}-b`, [said('beta words')], { expected: 'no_stream' });
    await new ProjectionProcessor(store, sql, projection).catchUp();
    await sql.query(
      `update lomo_projection_docs set doc = (select doc from lomo_projection_docs where projection = $1 and doc_id = $2)
        where projection = $1 and doc_id = $3`,
      [projection.name, `${category}-a`, `${category}-b`],
    );
    await expect(new ProjectionReader(sql, contentSealOf(store)).get(projection.name, `${category}-b`)).rejects.toThrow(
      /authentication/,
    );
  });

  it('given a stream whose key is destroyed, when its document is read or the projection rebuilt, then it is gone and the others read whole', async () => {
    const category = `d${randomUUID().slice(0, 8)}`;
    const [gone, kept] = [`${category}-gone`, `${category}-kept`];
    const projection = lastWords(category);
    await store.append(gone, [said('secret quince')], { expected: 'no_stream' });
    await store.append(kept, [said('kept plum')], { expected: 'no_stream' });
    await rebuildProjection(store, sql, projection);
    expect((await stored(projection.name)).map((row) => row.doc).join()).not.toMatch(/quince|plum/);
    const reader = new ProjectionReader(sql, contentSealOf(store));

    // The key goes before any processor has dropped the document: a reader already finds nothing.
    await store.shred(gone);
    expect(await reader.get(projection.name, gone)).toBeUndefined();
    expect((await reader.list(projection.name)).map((d) => d.id)).toEqual([kept]);

    await rebuildProjection(store, sql, projection);
    expect((await stored(projection.name)).map((row) => row.doc_id)).toEqual([kept]);
    expect(await reader.get(projection.name, kept)).toMatchObject({ text: 'kept plum', said: 1 });
  });
});
