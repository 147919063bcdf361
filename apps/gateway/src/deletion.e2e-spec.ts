import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { taskStreamId } from '@lomo/contracts';
import { openSqlClient, type SqlClient } from '@lomo/database';
import {
  contentSealOf,
  EncryptingEventStore,
  EventKeys,
  PostgresEventStore,
  ProjectionReader,
  sealedEventLimit,
} from '@lomo/event-store';
import { auditDeletion, type DeletionAudit, deletionClean } from '@lomo/operator';
import { decodeKek, KekRing, kekOf } from '@lomo/vault/kek';
import { ApiKeys } from '@lomo/services/gateway';
import { SseClient } from '@lomo/services/gateway/testing';
import { taskCardProjection } from '@lomo/services/task-runtime';
import { devSession, DistributedCluster, freshDatabase, ONE_OF_EACH, spawnNode } from '@lomo/testing';

jest.setTimeout(420_000);

const root = resolve(__dirname, '../../..');
/** The fields of API answers this test reads. */
interface Answer {
  id: string;
  state: string;
  services: Array<{ service: string; state: string }>;
  taskIds: string[];
  status: string;
  artifacts: unknown[];
  objects: unknown[];
  type: string;
}
const run = promisify(execFile);
const mentions = (value: unknown, needle: string) => JSON.stringify(value).toLowerCase().includes(needle.toLowerCase());

/**
 * Issue 20's done-when in distributed mode: the seven apps as OS processes on the real
 * PostgreSQL, Kafka (records sealed per task, ADR 0023), Redis and OpenSearch. A task with a
 * distinctive word generates, its message key is replayed and an object linked; after the
 * deletion nothing — API, SSE history, event log, projections, search indexes, Redis, Kafka —
 * holds its id or word, and `lomo audit deletion` exits 0. Then the same with billing stopped
 * during the deletion: the audit names billing as pending (and the key alive) until it returns.
 */
describe('distributed: deleting a task reaches every store, Kafka included (R-10.8)', () => {
  let cluster: DistributedCluster;
  let sql: SqlClient;
  let gateway: string;
  let headers: Record<string, string>;
  // The cluster's own Redis database and Kafka namespace (DistributedCluster isolates them).
  const kafkaTopics = () => `^${cluster.namespace}\\.`;
  const servers = () => ({
    redisUrl: cluster.redisUrl,
    openSearchUrl: process.env.TEST_OPENSEARCH_URL,
    kafkaBrokers: process.env.TEST_KAFKA_BROKERS!.split(','),
    kafkaTopics: new RegExp(kafkaTopics()),
  });
  const api = async (method: string, path: string, body?: unknown, extra: Record<string, string> = {}) => {
    const res = await fetch(`${gateway}${path}`, {
      method,
      headers: { ...headers, ...extra },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json: unknown = res.status === 204 ? undefined : await res.json().catch(() => undefined);
    return { status: res.status, body: json as Answer };
  };
  const until = <T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 90_000) =>
    cluster.until(what, check, timeoutMs);
  /** A generated task started from the main thread with `word`, its key replayed and an object linked to it. */
  const generatedTask = async (word: string) => {
    const body = { text: `a ${word} cat, watercolour`, language: 'en' };
    // Peers may still be joining right after the boot: a 503 names the one not ready yet.
    const first = await until('the main thread to take the message', async () => {
      const res = await api('POST', '/v1/main/messages', body, { 'idempotency-key': `del-${word.length}` });
      if (res.status === 503) return undefined;
      expect(res).toMatchObject({ status: 201 });
      return res;
    });
    const taskId: string = first.body.taskIds[0];
    expect((await api('POST', '/v1/main/messages', body, { 'idempotency-key': `del-${word.length}` })).status).toBe(
      201,
    );
    await until('the task idle with its image', async () => {
      const card = await api('GET', `/v1/tasks/${taskId}`);
      return card.body?.status === 'idle' && card.body.artifacts.length > 0 ? true : undefined;
    });
    const notes = await api('POST', '/v1/objects', { name: 'notes', text: 'kept by the user', linkTaskId: taskId });
    expect(notes.status).toBe(201);
    return { taskId, body, words: [word] };
  };
  const audit = (taskId: string, words: string[]) => auditDeletion(sql, { taskId, words }, servers());
  const cli = async (taskId: string, words: string[]) => {
    const run = spawnNode(
      [
        resolve(root, 'libs/operator/src/cli/lomo.js'),
        'audit',
        'deletion',
        taskId,
        '--text',
        ...words,
        '--format',
        'jsonl',
        '--kafka-topics',
        kafkaTopics(),
      ],
      {
        cwd: root,
        env: {
          DATABASE_URL: cluster.databaseUrl,
          REDIS_URL: cluster.redisUrl,
          OPENSEARCH_URL: process.env.TEST_OPENSEARCH_URL,
          KAFKA_BROKERS: process.env.TEST_KAFKA_BROKERS,
        },
      },
    );
    const { code } = await run.exited;
    return { code, stdout: run.stdout(), stderr: run.stderr() };
  };

  beforeAll(async () => {
    // The key store apart from the data (as a deployment that backs up its data sets it): a dump
    // of the data holds no key.
    cluster = await DistributedCluster.start({ apps: ONE_OF_EACH, keysDatabase: true });
    [gateway] = cluster.gatewayUrls;
    headers = await devSession(gateway);
    sql = await openSqlClient({ url: cluster.databaseUrl, pgliteDataDir: 'unused', poolSize: 2 });
  });
  afterAll(async () => {
    await sql?.close();
    await cluster?.teardown();
  });

  it('given a generated, replayed and linked task, when it is deleted, then no store or response holds its id or word and the audit exits 0', async () => {
    // Given
    const { taskId, body, words } = await generatedTask('zanzibarquell');
    expect((await audit(taskId, words)).leftovers).not.toEqual([]);
    // A backup of the data database, taken while the task lives (issue 30, ADR 0087).
    const dumpDir = await mkdtemp(join(tmpdir(), 'deletion-dump-'));
    const dumpFile = join(dumpDir, 'data.sql');
    await run('pg_dump', ['--no-owner', '--file', dumpFile, cluster.databaseUrl]);

    // When
    const deleted = await api('DELETE', `/v1/tasks/${taskId}`);
    expect(deleted.status).toBe(202);

    // Then: every store, Kafka's retained records included, once every service purged and the key is gone.
    let last: DeletionAudit | undefined;
    await until(
      'the cascade to finish',
      async () => ((last = await audit(taskId, words)), deletionClean(last) || undefined),
    ).catch(() => undefined);
    expect(last).toMatchObject({ leftovers: [], stores: [], pending: { services: [] }, unchecked: [] });
    expect(last!.pending.keyAlive).toBeUndefined();
    expect(await cli(taskId, words)).toMatchObject({ code: 0, stdout: '' });
    expect((await api('GET', `/v1/deletions/${deleted.body.id}`)).body.state).toBe('done');

    // And the backup from before the deletion, restored next to the live key store, gives nothing
    // of the task: its words are in no row in clear (the log, the task card and the stored
    // answer to the post are sealed; the search index is OpenSearch), and its sealed rows no
    // longer open — the task's key is gone.
    try {
      const dump = await readFile(dumpFile, 'utf8');
      expect(dump).toContain(taskStreamId(taskId)); // not vacuous: the task's rows are in it
      expect(dump.toLowerCase()).not.toContain(words[0]);
      const restored = await freshDatabase('lomo_restored');
      const restoredSql = await openSqlClient({ url: restored.url, pgliteDataDir: 'unused', poolSize: 2 });
      const keySql = await openSqlClient({ url: cluster.keysDatabaseUrl!, pgliteDataDir: 'unused', poolSize: 1 });
      try {
        await run('psql', ['--quiet', '--set', 'ON_ERROR_STOP=1', '--file', dumpFile, restored.url]);
        const log = new EncryptingEventStore(
          await PostgresEventStore.open(restoredSql, { maxEventBytes: sealedEventLimit() }, true),
          { keys: new EventKeys(keySql, new KekRing(kekOf(decodeKek(cluster.vaultKek)!))) },
        );
        const events = await log.readStream(taskStreamId(taskId));
        expect(events.length).toBeGreaterThan(0);
        expect(events.every((e) => e.shredded === true && e.data === null)).toBe(true);
        const { rows: cards } = await restoredSql.query(
          `select 1 from lomo_projection_docs where projection = $1 and doc_id = $2`,
          [taskCardProjection.name, taskId],
        );
        expect(cards).toHaveLength(1); // the card was in the backup, and reads as gone
        const reader = new ProjectionReader(restoredSql, contentSealOf(log));
        expect(await reader.get(taskCardProjection.name, taskId)).toBeUndefined();
      } finally {
        await restoredSql.close();
        await keySql.close();
        await restored.drop();
      }
    } finally {
      await rm(dumpDir, { recursive: true, force: true });
    }

    // And every response: the main thread, a replayed key, the objects, the SSE history.
    const thread = await api('GET', '/v1/main/messages');
    expect(mentions(thread.body, taskId) || mentions(thread.body, words[0])).toBe(false);
    const replay = await api('POST', '/v1/main/messages', body, { 'idempotency-key': `del-${words[0].length}` });
    expect({ status: replay.status, type: replay.body.type }).toEqual({
      status: 410,
      type: 'https://lomo.dev/problems/task_deleted',
    });
    expect((await api('GET', `/v1/objects?taskId=${taskId}`)).body.objects).toEqual([]);
    const sse = new SseClient(`${gateway}/v1/stream?after=0-0`, headers);
    try {
      await sse.waitFor(() => sse.updates().some((u) => u.type === 'TaskDeleted'));
      expect(sse.updates().filter((u) => mentions(u, words[0]))).toEqual([]);
    } finally {
      sse.close();
    }
  });

  it('given billing stopped during the deletion, then the audit names it pending until it returns, and the deletion completes', async () => {
    const { taskId, words } = await generatedTask('quillbarrow');
    await cluster.stop('billing');
    const deleted = await api('DELETE', `/v1/tasks/${taskId}`);
    expect(deleted.status).toBe(202);

    // Meanwhile: every other service purges; billing's budget stream still names the task, and its key lives.
    const waiting = await until('all but billing to purge', async () => {
      const a = await audit(taskId, words);
      return JSON.stringify(a.pending.services) === '["billing"]' ? a : undefined;
    });
    expect(waiting.pending.keyAlive).toBe(true);
    const pending = await cli(taskId, words);
    expect(pending.code).toBe(65);
    expect(pending.stdout).toContain('"pending":"billing"');
    expect(pending.stdout).toContain('"pending":"data key"');
    // The receipt says the same: billing and the Kafka key pending, every other service done.
    const receipt = (await api('GET', `/v1/deletions/${deleted.body.id}`)).body;
    expect(receipt.state).toBe('pending');
    expect(receipt.services.filter((s) => s.state !== 'done').map((s) => s.service)).toEqual(['billing', 'kafka-keys']);

    // When billing returns, it purges, the key goes, and nothing is left.
    await cluster.restart('billing');
    let last: DeletionAudit | undefined;
    await until(
      'the cascade to finish',
      async () => ((last = await audit(taskId, words)), deletionClean(last) || undefined),
    ).catch(() => undefined);
    expect(last).toMatchObject({ leftovers: [], stores: [], pending: { services: [] } });
    expect(await cli(taskId, words)).toMatchObject({ code: 0, stdout: '' });
    expect((await api('GET', `/v1/deletions/${deleted.body.id}`)).body.state).toBe('done');
  });

  it('given a person with a generated task, when she erases herself, then the receipt turns done and the audit of the erasure is clean, her main thread included (ADR 0051, 0057)', async () => {
    // Given: carol of the dev workspace, with a generated task of a distinctive word.
    const { key } = await new ApiKeys(sql).create({
      workspaceId: 'local',
      userId: 'carol',
      scopes: ['read', 'write'],
      kind: 'console',
    });
    const carol = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const own = headers;
    headers = carol;
    try {
      const { words } = await generatedTask('marrowquilts');
      // When
      const erased = await api('DELETE', '/v1/users/me', { confirmUserId: 'carol' });
      expect(erased.status).toBe(202);
      // Then: the receipt, read by the workspace's other user, turns done; the audit finds nothing pending or left.
      headers = own;
      const receipt = await until('the erasure to finish', async () => {
        const r = await api('GET', `/v1/deletions/${erased.body.id}`);
        return r.body.state === 'done' ? r.body : undefined;
      });
      expect(receipt.services.every((s) => s.state === 'done')).toBe(true);
      // The router, another process, erased her main thread over gRPC (ADR 0057); the audit checks it is gone.
      expect(receipt.services.map((s) => s.service)).toContain('router:main-thread');
      let last: DeletionAudit | undefined;
      await until(
        'the audit of the erasure to be clean',
        async () => (
          (last = await auditDeletion(sql, { receiptId: erased.body.id, words }, servers())),
          deletionClean(last) || undefined
        ),
      ).catch(() => undefined);
      expect(last).toMatchObject({ leftovers: [], stores: [], failed: [], pending: { services: [] } });
      headers = carol;
      expect((await api('GET', '/v1/tasks')).status).toBe(401);
    } finally {
      headers = own;
    }
  });
});
