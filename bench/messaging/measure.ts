import { setTimeout as sleep } from 'node:timers/promises';
import type { LatencyPath } from './latency-paths';

export interface PacedRun {
  /** Messages per second, sent on a fixed schedule (not back to back). */
  rate: number;
  warmupMs: number;
  measureMs: number;
}

export interface PathResult {
  name: string;
  sent: number;
  /** Messages never received within the grace period after the last send. */
  lost: number;
  duplicates: number;
  /** Publish call → handler start, ms, measured messages only. */
  wakeUp: number[];
  /** Publish call → acknowledgement, ms. */
  ack: number[];
  /**
   * Acknowledgement → handler start, ms (0 when the handler started first): the consumer's
   * share of the wake-up, without the produce round trip and its tail.
   */
  afterAck: number[];
  loadBefore: number;
}

/**
 * Sends `rate` messages per second on a fixed schedule — each send starts at its slot
 * whether or not the previous one was acknowledged — and times each from the publish call
 * to the start of its handler, in this one process (one clock, one event loop).
 */
export async function measure(path: LatencyPath, run: PacedRun, loadBefore: number): Promise<PathResult> {
  const total = Math.round((run.rate * (run.warmupMs + run.measureMs)) / 1000);
  const firstMeasured = Math.round((run.rate * run.warmupMs) / 1000);
  const seen = new Set<number>();
  const [handledAt, ackedAt] = [new Map<number, number>(), new Map<number, number>()];
  const result: PathResult = {
    name: path.name,
    sent: total,
    lost: 0,
    duplicates: 0,
    wakeUp: [],
    ack: [],
    afterAck: [],
    loadBefore,
  };
  await path.open((seq, sentAt) => {
    if (seen.has(seq)) result.duplicates++;
    seen.add(seq);
    if (seq < firstMeasured || handledAt.has(seq)) return;
    handledAt.set(seq, performance.now());
    result.wakeUp.push(handledAt.get(seq)! - sentAt);
  });
  const interval = 1000 / run.rate;
  const start = performance.now();
  const sends: Promise<void>[] = [];
  for (let seq = 0; seq < total; seq++) {
    const wait = start + seq * interval - performance.now();
    if (wait > 0) await sleep(wait);
    const sentAt = performance.now();
    sends.push(
      path.send(seq, sentAt).then(() => {
        if (seq < firstMeasured) return;
        ackedAt.set(seq, performance.now());
        result.ack.push(ackedAt.get(seq)! - sentAt);
      }),
    );
  }
  await Promise.all(sends);
  const deadline = performance.now() + 10_000;
  while (seen.size < total && performance.now() < deadline) await sleep(20);
  result.lost = total - seen.size;
  for (const [seq, at] of handledAt) result.afterAck.push(Math.max(0, at - (ackedAt.get(seq) ?? at)));
  await path.close();
  return result;
}

/** Nearest-rank percentile (p in 0..100); NaN without samples. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
