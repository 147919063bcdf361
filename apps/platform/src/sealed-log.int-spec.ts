import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { APP_CONFIG, type BaseAppConfig } from '@lomo/config';
import { physicalErasureOf, SEARCH_SQL_CLIENT, SQL_CLIENT, type SqlClient } from '@lomo/database';
import {
  EVENT_STORE,
  LOG_START,
  PROJECTION_CATALOG,
  rebuildProjection,
  type DocumentProjection,
  type EventStore,
  type RecordedEvent,
} from '@lomo/event-store';
import { deletionLeftovers } from '@lomo/operator';
import { openJobsProjection } from '@lomo/services/generation-gateway';
import { taskAttentionProjection, taskCardProjection, taskStreamId } from '@lomo/services/task-runtime';
import { bearer, eventually, startApi, type ApiFixture } from '../../gateway/src/testing/api-fixture';
import { platformApp } from './app';

/** Every document projection the platform keeps: a new one that holds documents and is not listed here fails the first test. */
const PROJECTIONS: readonly DocumentProjection[] = [
  ...PROJECTION_CATALOG,
  taskCardProjection as DocumentProjection,
  taskAttentionProjection as DocumentProjection,
  openJobsProjection as DocumentProjection,
];

interface BackupRow extends Record<string, unknown> {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  revision: string;
  category: string;
  event_id: string;
  event_type: string;
  data: string;
  metadata: string;
  schema_version: number;
  recorded_at: Date;
}

const mentions = (value: unknown, needle: string) =>
  JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))
    .toLowerCase()
    .includes(needle.toLowerCase());

async function readWholeLog(store: EventStore): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  for (let after = LOG_START; ;) {
    const page = await store.readAll({ after, maxCount: 1000 });
    all.push(...page);
    if (page.length < 1000) return all;
    after = page[page.length - 1].position;
  }
}

/** Starts a task whose brief carries `word`, and waits for its first turn to end. */
async function taskWith(api: ApiFixture, word: string): Promise<string> {
  const a = bearer(api.keys.a);
  const created = await api.http
    .post('/v1/main/messages')
    .set(a)
    .send({ text: `a ${word} cat, watercolour`, language: 'en' })
    .expect(201);
  const taskId: string = created.body.taskIds[0];
  await eventually(
    async () => {
      const card = (await api.http.get(`/v1/tasks/${taskId}`).set(a).expect(200)).body;
      return card.status === 'idle' && card.turns >= 1 ? card : undefined;
    },
    'the task idle after its first turn',
    60_000,
  );
  return taskId;
}

/** Deletes the task and waits until neither the data's database nor the search index's holds it. */
async function deleteAndWait(api: ApiFixture, sql: SqlClient, taskId: string, word: string): Promise<void> {
  await api.http.delete(`/v1/tasks/${taskId}`).set(bearer(api.keys.a)).expect(202);
  const search = api.app.get<SqlClient>(SEARCH_SQL_CLIENT);
  const left = async (db: SqlClient) => (await deletionLeftovers(db, { taskId, words: [word] })).length;
  await eventually(
    async () => ((await left(sql)) + (await left(search)) === 0 ? true : undefined),
    'the deletion cascade to finish',
    60_000,
  );
}

/**
 * Issue 30 / ADR 0050: the event log is sealed per task in the embedded platform as shipped (no
 * setting). A data backup taken before a deletion and restored after it, next to the live key
 * store, reads back as shredded: every projection rebuilt from it holds nothing of the task.
 */
describe('the embedded platform seals its event log per task (ADR 0050)', () => {
  describe('in memory', () => {
    let api: ApiFixture;
    let sql: SqlClient;
    let store: EventStore;
    beforeAll(async () => {
      api = await startApi(platformApp, { DATABASE_URL: 'memory://' });
      sql = api.app.get<SqlClient>(SQL_CLIENT);
      store = api.app.get<EventStore>(EVENT_STORE);
    }, 180_000);
    afterAll(() => api?.close());

    it('given a backup from before a deletion restored after it, when every projection is rebuilt, then the task reads as shredded and no document holds its words', async () => {
      const word = 'vellichorquin';
      const taskId = await taskWith(api, word);
      // The log holds no word in clear: SQL on the table finds only ciphertext.
      const { rows: clear } = await sql.query(`select 1 from lomo_events where data::text ilike $1 limit 1`, [
        `%${word}%`,
      ]);
      expect(clear).toEqual([]);
      expect((await store.readStream(taskStreamId(taskId))).some((e) => mentions(e.data, word))).toBe(true);
      // The backup, held outside the database (the deletion audit scans every table of it).
      const { rows: backup } = await sql.query<BackupRow>(
        `select global_position::text, transaction_id::text, stream_id, revision::text, category, event_id::text,
                event_type, data::text, metadata::text, schema_version, recorded_at from lomo_events`,
      );

      await deleteAndWait(api, sql, taskId, word);
      // The restore: every row of the backup the live log no longer has, under its old position.
      const restored: string[] = [];
      for (const row of backup) {
        const { rows: inserted } = await sql.query<{ stream_id: string }>(
          `insert into lomo_events (global_position, transaction_id, stream_id, revision, category, event_id,
                                    event_type, data, metadata, schema_version, recorded_at)
           overriding system value
           select $1::bigint, $2::xid8, $3, $4::bigint, $5, $6::uuid, $7, $8::jsonb, $9::jsonb, $10, $11
            where not exists (select 1 from lomo_events where event_id = $6::uuid)
           returning stream_id`,
          Object.values(row),
        );
        restored.push(...inserted.map((r) => r.stream_id));
      }
      expect(restored).toContain(taskStreamId(taskId));

      const taskEvents = (await readWholeLog(store)).filter((e) => e.streamId === taskStreamId(taskId));
      expect(taskEvents.length).toBeGreaterThan(0);
      expect(taskEvents.every((e) => e.shredded === true && e.data === null)).toBe(true);
      expect(mentions(taskEvents, word)).toBe(false);

      // Every projection that keeps documents (the others are processors with tables of their own).
      const { rows: kept } = await sql.query<{ projection: string }>(
        `select distinct projection from lomo_projection_docs`,
      );
      expect(kept.map((p) => p.projection).filter((name) => !PROJECTIONS.some((p) => p.name === name))).toEqual([]);
      for (const projection of PROJECTIONS) await rebuildProjection(store, sql, projection);
      const { rows: docs } = await sql.query<{ doc: unknown; source_stream: string | null }>(
        `select d.doc, d.source_stream from lomo_projection_docs d
           join lomo_projections p on p.projection = d.projection and p.active_generation = d.generation`,
      );
      expect(docs.length).toBeGreaterThan(0);
      expect(docs.filter((d) => mentions(d, word) || mentions(d, taskId))).toEqual([]);
      // And the API, answering from the rebuilt projections, knows no such task.
      await api.http.get(`/v1/tasks/${taskId}`).set(bearer(api.keys.a)).expect(404);
    }, 240_000);
  });

  describe('on disk (PGlite, no configuration)', () => {
    let api: ApiFixture;
    let sql: SqlClient;
    let dataDir: string;
    beforeAll(async () => {
      api = await startApi(platformApp, {});
      sql = api.app.get<SqlClient>(SQL_CLIENT);
      dataDir = api.app.get<BaseAppConfig>(APP_CONFIG).LOMO_DATA_DIR;
      // Two PGlite directories (the data's and the keys') on a busy machine: a slow first start.
    }, 180_000);
    afterAll(() => api?.close());

    it('keeps the keys in a PGlite directory of their own, and the log table files never hold the words, before or after the deletion', async () => {
      const word = 'quillmarrowfen';
      const taskId = await taskWith(api, word);
      // Apart from the data: no key schema in the data's database, a directory of its own beside it.
      const { rows } = await sql.query<{ found: boolean }>(
        `select to_regclass('lomo_keys.event_data_keys') is not null as found`,
      );
      expect(rows[0].found).toBe(false);
      expect(statSync(join(dataDir, 'event-keys')).isDirectory()).toBe(true);
      /** The files of the log's table and of its TOAST table (segments, free space and visibility maps). */
      const logFiles = async () => {
        await sql.query('checkpoint');
        const { rows: paths } = await sql.query<{ path: string }>(
          `select pg_relation_filepath(oid) as path from pg_class
            where oid = 'lomo_events'::regclass
               or oid = (select reltoastrelid from pg_class where oid = 'lomo_events'::regclass)`,
        );
        return paths.flatMap(({ path }) => {
          const dir = dirname(join(dataDir, 'pglite', path));
          const own = new RegExp(`^${basename(path)}(\\.\\d+|_fsm|_vm)?$`);
          return readdirSync(dir)
            .filter((file) => own.test(file))
            .map((file) => join(dir, file));
        });
      };
      const hits = async () => (await logFiles()).filter((file) => readFileSync(file).includes(word));
      expect((await logFiles()).length).toBeGreaterThan(0);
      expect(await hits()).toEqual([]);
      // Issue 30, ADR 0087: the read models and stored answers are sealed too, and the search
      // index (its words, which nothing sealed keeps searchable) is a directory of its own: no
      // file of the data's directory (tables, indexes, WAL) holds the words even before the
      // deletion — a backup of it taken then has nothing of the task to give.
      const filesOf = (dir: string) =>
        readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => join(e.parentPath, e.name));
      const holding = (dir: string) =>
        filesOf(dir).filter((file) => {
          try {
            return readFileSync(file).includes(word);
          } catch {
            return false; // a WAL segment removed while listed
          }
        });
      const search = api.app.get<SqlClient>(SEARCH_SQL_CLIENT);
      expect(search).not.toBe(sql);
      await sql.query('checkpoint');
      await search.query('checkpoint');
      expect(holding(join(dataDir, 'pglite'))).toEqual([]);
      // Not vacuous: the search index's directory has them.
      expect(holding(join(dataDir, 'search')).length).toBeGreaterThan(0);

      await deleteAndWait(api, sql, taskId, word);
      expect(await hits()).toEqual([]);

      // …and once every service has purged, what they deleted leaves the search index's disk too.
      await eventually(
        async () => {
          await physicalErasureOf(sql).settled();
          return holding(join(dataDir, 'search')).length + holding(join(dataDir, 'pglite')).length === 0
            ? true
            : undefined;
        },
        'the deleted rows off the disk',
        60_000,
      );
    }, 240_000);
  });
});
