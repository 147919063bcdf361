import { Gauge, type Registry } from 'prom-client';
import { parsePosition } from '../types';
import type { CheckpointedProcessor } from './checkpointed-processor';
import type { ProjectionStatus } from './projection';

/**
 * Exposes each processor's lag (events it still has to read), checkpoint position and
 * whether this process holds its lease, read at scrape time (ARCHITECTURE §3: "lag and
 * position exposed as metrics").
 */
export function registerProcessorMetrics(registry: Registry, processors: () => readonly CheckpointedProcessor[]): void {
  // One status per processor per scrape, not one per gauge: a processor far behind reads up to
  // 10,000 events to count its lag.
  let scrape: { at: number; statuses: Promise<Array<{ name: string; status: ProjectionStatus }>> } | undefined;
  const read = () => {
    if (!scrape || Date.now() - scrape.at > 1_000)
      scrape = {
        at: Date.now(),
        // A processor whose status cannot be read (its database away) is left out of this scrape, not
        // the whole page: /metrics is how an operator sees the outage.
        statuses: Promise.all(
          processors().map((p) =>
            p.status().then(
              (status) => [{ name: p.name, status }],
              () => [],
            ),
          ),
        ).then((found) => found.flat()),
      };
    return scrape.statuses;
  };
  new Gauge({
    name: 'lomo_processor_lag_events',
    help: 'Events after the checkpoint that the processor reads (capped at 10000)',
    labelNames: ['processor'],
    registers: [registry],
    async collect() {
      for (const { name, status } of await read()) this.set({ processor: name }, status.lag);
    },
  });
  new Gauge({
    name: 'lomo_processor_position',
    help: 'Global position (prepare part) of the processor checkpoint',
    labelNames: ['processor'],
    registers: [registry],
    async collect() {
      for (const { name, status } of await read())
        this.set({ processor: name }, Number(parsePosition(status.checkpoint)?.prepare ?? 0n));
    },
  });
  new Gauge({
    name: 'lomo_processor_active',
    help: '1 when this process holds the processor lease',
    labelNames: ['processor'],
    registers: [registry],
    async collect() {
      for (const { name, status } of await read()) this.set({ processor: name }, status.active ? 1 : 0);
    },
  });
}
