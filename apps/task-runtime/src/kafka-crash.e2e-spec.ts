import { randomUUID } from 'node:crypto';
import { systemClock } from '@lomo/clock';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { PostgresEventStore } from '@lomo/event-store';
import { KafkaMessageBus, lomoTopicCatalog } from '@lomo/messaging';
import { busWaker, inProcessTaskRuntime, TaskRepository, taskStreamId } from '@lomo/services/task-runtime';
import { spawnApp, waitForUrl, type AppProcess } from '@lomo/testing';

/**
 * across real processes on the distributed stack: two `apps/task-runtime`
 * processes on PostgreSQL and Kafka. A wake-up published on Kafka reaches process A, which
 * dies (SIGKILL-equivalent exit at a failpoint) right after committing the step's decision.
 * Process B, started afterwards in the same consumer group, never receives that wake-up (A
 * had taken it); its watchdog finds the open turn once A's lease lapses and finishes the turn
 * from the log — without a second inference.
 */
describe('task-runtime processes on Kafka + PostgreSQL: a worker dies mid-turn', () => {
  let sql: SqlClient;
  let store: PostgresEventStore;
  let bus: KafkaMessageBus;
  const running: AppProcess[] = [];
  const env = (extra: NodeJS.ProcessEnv = {}) => ({
    PORT: '0',
    LOG_LEVEL: 'warn',
    DATABASE_URL: process.env.TEST_DATABASE_URL,
    BUS: 'kafka',
    KAFKA_BROKERS: process.env.TEST_KAFKA_BROKERS,
    // B joins the group A died in: the join waits until the broker drops A (10 s here, 30 s by default).
    KAFKA_SESSION_TIMEOUT_MS: '10000',
    ...extra,
  });

  beforeAll(async () => {
    sql = await openSqlClient({ url: process.env.TEST_DATABASE_URL, pgliteDataDir: 'unused', poolSize: 2 });
    store = await PostgresEventStore.open(sql);
    bus = await KafkaMessageBus.open({
      brokers: process.env.TEST_KAFKA_BROKERS!.split(','),
      clientId: 'kafka-crash-test',
    });
    await bus.provision(lomoTopicCatalog());
  });
  afterAll(async () => {
    for (const proc of running) if (proc.child.exitCode === null) proc.child.kill('SIGKILL');
    await bus.close();
    await store.close();
    await sql.close();
  });

  const types = async (taskId: string) => (await store.readStream(taskStreamId(taskId))).map((e) => e.type);
  const until = async (probe: () => Promise<boolean>, what: string, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await probe())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  it('the successor process finishes the turn from the log: one decision, one reply, two generations', async () => {
    const a = spawnApp('task-runtime', env({ LOMO_FAILPOINTS: 'task.after-decision-commit=exit' }));
    running.push(a);
    await waitForUrl(a);

    // The test acts as the gateway would: commands into the log, a wake-up on Kafka.
    const runtime = inProcessTaskRuntime(new TaskRepository(store), busWaker(bus), systemClock);
    const taskId = randomUUID();
    await runtime.createTask(
      { workspaceId: 'ws-kafka-crash', userId: 'u-1' },
      { taskId, text: 'What can you make for me?' },
    );

    const exit = await a.exited;
    expect(exit.code).not.toBe(0);
    expect(await types(taskId)).toEqual([
      'TaskCreated',
      'MessageDelivered',
      'ExecutionTakenOver',
      'TurnStarted',
      'StepDecided',
    ]);

    const b = spawnApp('task-runtime', env());
    running.push(b);
    await waitForUrl(b);
    // A's lease (10 s) must lapse before anyone may take the task over.
    await until(
      async () => (await types(taskId)).includes('TurnCompleted'),
      'the successor to complete the turn',
      40_000,
    );

    const events = await store.readStream(taskStreamId(taskId));
    expect(events.map((e) => e.type)).toEqual([
      'TaskCreated',
      'MessageDelivered',
      'ExecutionTakenOver',
      'TurnStarted',
      'StepDecided',
      'ExecutionTakenOver',
      'TurnCompleted',
    ]);
    expect(
      events.filter((e) => e.type === 'ExecutionTakenOver').map((e) => (e.data as { generation: number }).generation),
    ).toEqual([1, 2]);
    expect(events.at(-1)!.data).toMatchObject({ generation: 2, next: 'idle' });
    b.child.kill('SIGTERM');
    expect(await b.exited).toEqual({ code: 0, signal: null });
  }, 240_000);
});
