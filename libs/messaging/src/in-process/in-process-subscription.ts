import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import PQueue from 'p-queue';
import { dispatch, msUntilDue, type Route, type WireRecord } from '../dispatch';
import type { CloseOptions, Subscription } from '../message-bus';
import type { GroupCoordinator, GroupMember } from './group-coordinator';
import type { PartitionLog, StoredRecord } from './partition-log';

/**
 * One member of an in-process consumer group: a loop per assigned partition that hands
 * each record to `dispatch`, publishes its retry or dead letter, then commits — the same
 * steps, in the same order, as the Kafka member.
 */
export class InProcessSubscription implements Subscription, GroupMember {
  private assigned = new Set<PartitionLog>();
  private readonly loops = new Map<PartitionLog, Promise<void>>();
  private readonly releases = new Set<() => void>();
  private readonly abandon = listenable(new AbortController());
  private readonly abandoned = new Promise<'abandoned'>((resolve) =>
    this.abandon.signal.addEventListener('abort', () => resolve('abandoned'), { once: true }),
  );
  /** Replaced on every assignment, pause, resume or close, to wake loops waiting on anything. */
  private change = listenable(new AbortController());
  /** Records handled at once across this member's partitions (the one limiter the project uses). */
  private readonly limit: PQueue;
  private closed?: Promise<void>;
  /** Counts assignments: a loop that lived through one re-reads its position from the group. */
  private epoch = 0;
  paused = false;

  constructor(
    private readonly route: Route,
    private readonly coordinator: GroupCoordinator,
    private readonly append: (record: WireRecord) => void,
    partitionConcurrency: number,
  ) {
    this.limit = new PQueue({ concurrency: partitionConcurrency });
  }

  get group(): string {
    return this.route.group.name;
  }

  assign(partitions: readonly PartitionLog[]): void {
    if (this.closed) return;
    this.epoch++;
    this.assigned = new Set(partitions);
    for (const partition of partitions) {
      if (!this.loops.has(partition)) {
        const loop = this.consume(partition).finally(() => this.loops.delete(partition));
        this.loops.set(partition, loop);
      }
    }
    this.changed();
  }

  pause(): void {
    this.paused = true;
    this.changed();
  }

  resume(): void {
    this.paused = false;
    this.changed();
  }

  close(options: CloseOptions = {}): Promise<void> {
    this.closed ??= this.drain(options.timeoutMs ?? 30_000);
    return this.closed;
  }

  private async drain(timeoutMs: number): Promise<void> {
    this.assigned = new Set();
    this.changed();
    const drained = Promise.all(this.loops.values());
    const timer = new AbortController();
    const finished = await Promise.race([
      drained.then(() => true),
      sleep(timeoutMs, false, { signal: timer.signal }).catch(() => true),
    ]);
    timer.abort();
    if (!finished) {
      this.abandon.abort();
      for (const release of this.releases) release();
    }
    await drained;
    this.coordinator.leave(this);
  }

  private changed(): void {
    this.change.abort();
    this.change = listenable(new AbortController());
  }

  private async consume(partition: PartitionLog): Promise<void> {
    let epoch = this.epoch;
    let position = await this.coordinator.position(partition);
    while (this.assigned.has(partition)) {
      if (epoch !== this.epoch) {
        // Another member may have owned the partition in between and moved it on.
        epoch = this.epoch;
        position = await this.coordinator.position(partition);
        continue;
      }
      const wake = this.change.signal;
      const record = partition.read(position);
      if (this.paused || !record) {
        await (this.paused ? waitFor(wake) : partition.waitFor(position, wake));
        continue;
      }
      const due = msUntilDue(this.route, record);
      if (due > 0) {
        await sleep(due, undefined, { signal: wake }).catch(() => undefined);
        continue;
      }
      const outcome = await this.limit.add(() => this.handle(partition, record));
      if (outcome === 'lost') return;
      if (outcome === 'committed') position = record.offset + 1;
      // Yield to I/O between records, as a network consumer naturally does.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private async handle(partition: PartitionLog, record: StoredRecord): Promise<'committed' | 'skipped' | 'lost'> {
    // The slot may have come after a pause, a close or a rebalance.
    if (this.paused || !this.assigned.has(partition)) return 'skipped';
    const release = this.coordinator.begin(this, partition);
    this.releases.add(release);
    try {
      const forward = await Promise.race([
        dispatch(this.route, { ...record, offset: String(record.offset) }, this.abandon.signal),
        this.abandoned,
      ]);
      if (forward === 'abandoned') return 'lost';
      if (forward) this.append(forward);
      return this.coordinator.commit(this, partition, record.offset + 1) ? 'committed' : 'lost';
    } finally {
      this.releases.delete(release);
      release();
    }
  }
}

/** Every partition loop, and every handler, listens to these signals: no listener cap. */
function listenable(controller: AbortController): AbortController {
  setMaxListeners(0, controller.signal);
  return controller;
}

function waitFor(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) =>
    signal.aborted ? resolve() : signal.addEventListener('abort', () => resolve(), { once: true }),
  );
}
