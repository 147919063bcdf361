import { randomBytes } from 'node:crypto';
import { mainThreadStreamId, taskStreamId } from '@lomo/contracts';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { contentSealOf, EncryptingEventStore, EventKeys, PostgresEventStore, singleKek } from '@lomo/event-store';
import { purgeGatewayTask } from '../task-deleted/purge-task';
import { TASK_DELETED_REPLAY } from '../task-deleted/task-deleted-replay';
import { IdempotencyStore } from './idempotency';

/**
 * Issue 30, ADR 0087: a stored answer to a retried request holds the request's words; it is kept
 * sealed under the keys of the tasks it names and of the caller's main thread, so deleting the
 * task (or erasing the person) leaves every copy of the row unreadable.
 */
describe('stored idempotent answers, sealed (PGlite)', () => {
  const workspaceId = 'ws-seal';
  let sql: SqlClient;
  let store: EncryptingEventStore;
  let answers: IdempotencyStore;
  beforeAll(async () => {
    sql = await openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' });
    store = new EncryptingEventStore(await PostgresEventStore.open(sql), {
      keys: new EventKeys(sql, singleKek(randomBytes(32))),
    });
    answers = new IdempotencyStore(sql, 60_000, contentSealOf(store));
    await answers.migrate();
  });
  afterAll(async () => {
    await store.close();
    await sql.close();
  });

  const row = async (key: string) =>
    (
      await sql.query<{ response: string; task_ids: string[] | null; status: number }>(
        `select response, task_ids, status from gateway_idempotency where workspace_id = $1 and idempotency_key = $2`,
        [workspaceId, key],
      )
    ).rows[0];

  it('given an answer naming a task, when the table is read, then it is ciphertext that the retry opens; once the task key is gone the retry gets 410', async () => {
    const answer = { taskIds: ['t-quokka'], text: 'a quokka-lantern cat, watercolour' };
    await answers.claim(workspaceId, 'k1', 'hash-1', 'alice');
    await answers.complete({ workspaceId, userId: 'alice', key: 'k1' }, 201, answer);

    const stored = await row('k1');
    expect(stored.response).not.toContain('quokka');
    expect(stored.task_ids).toEqual(['t-quokka']);
    expect(await answers.claim(workspaceId, 'k1', 'hash-1', 'alice')).toEqual({
      claimed: false,
      requestHash: 'hash-1',
      status: 201,
      response: answer,
    });

    await store.shred(taskStreamId('t-quokka'));
    expect(await answers.claim(workspaceId, 'k1', 'hash-1', 'alice')).toEqual({
      claimed: false,
      requestHash: 'hash-1',
      status: 410,
      response: TASK_DELETED_REPLAY,
    });
  });

  it('given an answer naming no task, when the person’s main thread key is destroyed, then it no longer opens', async () => {
    await answers.claim(workspaceId, 'k2', 'hash-2', 'bob');
    await answers.complete({ workspaceId, userId: 'bob', key: 'k2' }, 201, { statement: 'my colour is wombat-teal' });
    expect((await row('k2')).response).not.toContain('wombat');
    expect((await answers.claim(workspaceId, 'k2', 'hash-2', 'bob')) as { status: number }).toMatchObject({
      status: 201,
    });

    await store.shred(mainThreadStreamId(workspaceId, 'bob'));
    expect(await answers.claim(workspaceId, 'k2', 'hash-2', 'bob')).toMatchObject({ status: 410 });
  });

  it('given a sealed answer naming a task, when the gateway purges that task, then the row becomes the tombstone (found by its task ids, not its text)', async () => {
    await answers.claim(workspaceId, 'k3', 'hash-3', 'carol');
    await answers.complete({ workspaceId, userId: 'carol', key: 'k3' }, 202, { taskId: 't-gone', state: 'pending' });
    await purgeGatewayTask(sql, { workspaceId, taskId: 't-gone' } as never);
    expect(await row('k3')).toMatchObject({ status: 410, response: JSON.stringify(TASK_DELETED_REPLAY) });
  });
});
