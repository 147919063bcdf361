import { randomBytes, randomUUID } from 'node:crypto';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { singleKek } from '@lomo/event-store/sql';
import { TaskKeys } from './task-keys';

/** ADR 0050: the per-task keys of Kafka records are stored wrapped by the deployment's KEK. */
describe('Kafka task keys under the KEK (PGlite)', () => {
  let sql: SqlClient;
  const kek = singleKek(randomBytes(32), 'kek-a');
  beforeAll(async () => {
    sql = await openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' });
  });
  afterAll(() => sql.close());

  const stored = async (taskId: string) =>
    (
      await sql.query<{ dek: Uint8Array; kek_id: string | null }>(
        `select dek, kek_id from messaging_task_keys where task_id = $1`,
        [taskId],
      )
    ).rows[0];

  it('stores a new key only wrapped; the same key comes back, and a process without the KEK cannot open it', async () => {
    const taskId = randomUUID();
    const key = (await new TaskKeys(sql, kek).keyFor(taskId))!;
    const row = await stored(taskId);
    expect(row.kek_id).toBe('kek-a');
    expect(Buffer.from(row.dek).includes(key.dek)).toBe(false);
    expect((await new TaskKeys(sql, kek).byIds([key.keyId])).get(key.keyId)!.dek.equals(key.dek)).toBe(true);
    await expect(new TaskKeys(sql).byIds([key.keyId])).rejects.toThrow(/holds no KEK/);
    await expect(new TaskKeys(sql, singleKek(randomBytes(32), 'kek-b')).keyFor(taskId)).rejects.toThrow();
  });

  it('moves a key stored in clear before under the KEK at rewrap, and it still opens the same records', async () => {
    const taskId = randomUUID();
    const before = (await new TaskKeys(sql).keyFor(taskId))!;
    expect((await stored(taskId)).kek_id).toBeNull();
    expect(await new TaskKeys(sql, kek).rewrap()).toBeGreaterThan(0);
    const row = await stored(taskId);
    expect(row.kek_id).toBe('kek-a');
    expect(Buffer.from(row.dek).includes(before.dek)).toBe(false);
    expect((await new TaskKeys(sql, kek).keyFor(taskId))!.dek.equals(before.dek)).toBe(true);
    expect(await new TaskKeys(sql, kek).rewrap()).toBe(0);
  });
});
