import { Redis } from 'ioredis';
import { platformApp } from '../../../platform/src/app';
import { gatewayApp } from '../app';
import { RedisThrottlerStorage } from '@lomo/services/gateway';
import { bearer, startApi, type ApiFixture } from '../testing/api-fixture';
import { SseClient } from '@lomo/services/gateway/testing';

/**
 * Distributed mode in miniature: the platform (hosting the task runtime) and a standalone
 * gateway replica share the real PostgreSQL server and the real Redis; a client of either
 * replica sees every task's status.
 */
describe('status fan-out across gateway replicas over Redis (real PostgreSQL + Redis)', () => {
  let platform: ApiFixture;
  let replica: ApiFixture;
  const env = () => ({ DATABASE_URL: process.env.TEST_DATABASE_URL!, REDIS_URL: process.env.TEST_REDIS_URL! });

  beforeAll(async () => {
    platform = await startApi(platformApp, env());
    replica = await startApi(gatewayApp, env());
  });
  afterAll(async () => {
    await replica?.close();
    await platform?.close();
  });

  it("delivers a task's status to SSE clients of both replicas, and resumes on the other replica with no gap or duplicate", async () => {
    const key = platform.keys.a; // keys live in the shared database: valid on every replica
    const onPlatform = new SseClient(`${platform.url}/v1/stream`, bearer(key));
    const onReplica = new SseClient(`${replica.url}/v1/stream`, bearer(key));
    const other = new SseClient(`${replica.url}/v1/stream`, bearer(platform.keys.b));
    await Promise.all([onPlatform.opened, onReplica.opened, other.opened]);

    const created = await platform.http
      .post('/v1/main/messages')
      .set(bearer(key))
      .send({ text: 'a red cat, watercolour' })
      .expect(201);
    const taskId = created.body.taskIds[0] as string;
    const finished = (c: SseClient) => () => c.updates().some((u) => u.taskId === taskId && u.type === 'TurnCompleted');
    await onReplica.waitFor(finished(onReplica), 30_000);
    await onPlatform.waitFor(finished(onPlatform), 30_000);
    onReplica.close();

    const replicaIds = onReplica.events.map((e) => e.id!);
    expect(new Set(replicaIds).size).toBe(replicaIds.length);
    expect(onPlatform.events.map((e) => e.id).slice(0, replicaIds.length)).toEqual(replicaIds);

    await platform.http
      .post(`/v1/tasks/${taskId}/messages`)
      .set(bearer(key))
      .send({ text: 'warmer colours' })
      .expect(202);
    await onPlatform.waitFor(
      () => onPlatform.updates().filter((u) => u.taskId === taskId && u.type === 'TurnCompleted').length >= 2,
      30_000,
    );
    const resumed = new SseClient(`${replica.url}/v1/stream`, {
      ...bearer(key),
      'last-event-id': replicaIds[replicaIds.length - 1],
    });
    await resumed.waitFor(
      () => resumed.updates().some((u) => u.taskId === taskId && u.type === 'TurnCompleted'),
      30_000,
    );
    resumed.close();
    // Later events (the first turn's generation finishing) may still be on their way to the platform's client.
    const seenByResumed = resumed.events.map((e) => e.id);
    await onPlatform.waitFor(() => seenByResumed.every((id) => onPlatform.events.some((e) => e.id === id)), 10_000);
    onPlatform.close();
    other.close();

    const stitched = [...replicaIds, ...resumed.events.map((e) => e.id!)];
    expect(new Set(stitched).size).toBe(stitched.length);
    expect(onPlatform.events.map((e) => e.id).slice(0, stitched.length)).toEqual(stitched);
    expect(other.updates()).toEqual([]);
  });

  it('counts one key across replicas in Redis', async () => {
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    const other = redis.duplicate();
    try {
      const key = `test-${Date.now()}-${Math.random()}`;
      const one = new RedisThrottlerStorage(redis);
      const two = new RedisThrottlerStorage(other);
      expect((await one.increment(key, 60_000, 2, 0, 'per-key')).isBlocked).toBe(false);
      expect((await two.increment(key, 60_000, 2, 0, 'per-key')).totalHits).toBe(2);
      const third = await one.increment(key, 60_000, 2, 0, 'per-key');
      expect(third).toMatchObject({ totalHits: 3, isBlocked: true });
      expect(third.timeToExpire).toBeGreaterThan(50);
    } finally {
      other.disconnect();
      redis.disconnect();
    }
  });
});
