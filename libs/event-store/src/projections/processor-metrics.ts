import { Gauge, type Registry } from 'prom-client';
import { parsePosition } from '../types';
import type { CheckpointedProcessor } from './checkpointed-processor';

/**
 * Exposes each processor's lag (events it still has to read), checkpoint position and
 * whether this process holds its lease, read at scrape time (ARCHITECTURE §3: "lag and
 * position exposed as metrics").
 */
export function registerProcessorMetrics(registry: Registry, processors: () => readonly CheckpointedProcessor[]): void {
  const read = async () => Promise.all(processors().map(async (p) => ({ name: p.name, status: await p.status() })));
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
