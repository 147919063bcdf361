import type { SqlClient } from '@lomo/database';
import type { MetricsRegistry } from '@lomo/observability';
import { Histogram } from 'prom-client';

const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/**
 * The embedded database's one connection, by lane: how long operations wait for it and how
 * long each holds it. A slow request on PGlite is either waiting here (the background held the
 * connection: `lomo_database_queue_wait_seconds{lane="request"}`) or not (its time is elsewhere)
 * — which B14's card p95 could not tell apart (issue 26). A server pool has no such queue.
 */
export function observeDatabaseQueue(sql: SqlClient, metrics: MetricsRegistry): void {
  if (!sql.observeQueue) return;
  const histogram = (name: string, help: string) =>
    new Histogram({ name, help, labelNames: ['lane'], buckets: BUCKETS, registers: [metrics.registry] });
  const waited = histogram(
    'lomo_database_queue_wait_seconds',
    "Time an operation waited for the embedded database's one connection, by lane (request, background)",
  );
  const held = histogram(
    'lomo_database_operation_seconds',
    "Time an operation (a statement or a whole transaction) held the embedded database's one connection, by lane",
  );
  sql.observeQueue((lane, waitedMs, heldMs) => {
    waited.observe({ lane }, waitedMs / 1000);
    held.observe({ lane }, heldMs / 1000);
  });
}
