import { openSqlClient, servingRequest } from '@lomo/database';
import { MetricsRegistry } from '@lomo/observability';
import { observeDatabaseQueue } from './database-queue-metrics';

describe("the embedded database's queue on /metrics", () => {
  it("given a request's statement and a background one, then each lane's wait and hold are counted apart", async () => {
    const sql = await openSqlClient({ url: 'memory://', pgliteDataDir: '' });
    const metrics = new MetricsRegistry('platform');
    try {
      observeDatabaseQueue(sql, metrics);
      await servingRequest(() => sql.query('select 1'));
      await sql.query('select 1');
      await sql.transaction(async (tx) => void (await tx.query('select 2')));

      const page = await metrics.registry.metrics();
      const count = (name: string, lane: string) =>
        Number(new RegExp(`^${name}_count\\{[^}]*lane="${lane}"[^}]*\\} (\\d+)$`, 'm').exec(page)?.[1] ?? 0);
      expect({
        requestWaited: count('lomo_database_queue_wait_seconds', 'request'),
        requestHeld: count('lomo_database_operation_seconds', 'request'),
        backgroundWaited: count('lomo_database_queue_wait_seconds', 'background'),
        backgroundHeld: count('lomo_database_operation_seconds', 'background'),
      }).toEqual({ requestWaited: 1, requestHeld: 1, backgroundWaited: 2, backgroundHeld: 2 });
    } finally {
      await sql.close();
    }
  });

  it('given a server pool, then nothing is registered: it has no queue of its own', () => {
    const metrics = new MetricsRegistry('platform');
    observeDatabaseQueue({ kind: 'postgres' } as never, metrics);
    expect(metrics.registry.getSingleMetric('lomo_database_queue_wait_seconds')).toBeUndefined();
  });
});
