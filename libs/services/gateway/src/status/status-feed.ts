import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { EventStore, LogPosition } from '@lomo/event-store';
import type { FeedCheckpoint } from './feed-checkpoint';
import type { StatusFanOut } from './status-fan-out';
import { STATUS_CATEGORIES, type StatusReader } from './status-reader';

const logger = new Logger('gateway-status');

/** Where the feed resumes and whether this process should run it. */
export interface FeedLeadership {
  /** Runs `lead(after)` while this process leads; `after` is where the previous leader stopped. */
  run(
    lead: (
      after: LogPosition | undefined,
      checkpoint: (p: LogPosition) => Promise<void>,
      lost: Promise<void>,
    ) => Promise<void>,
  ): void;
  stop(): Promise<void>;
}

/** Embedded: one process, always the leader; it starts at the head of the log. */
export const soleLeader = (): FeedLeadership => {
  let running: Promise<void> | undefined;
  let resign!: () => void;
  return {
    run(lead) {
      const lost = new Promise<void>((resolve) => (resign = resolve));
      running = lead(undefined, async () => undefined, lost);
    },
    async stop() {
      resign?.();
      await running;
    },
  };
};

const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) else return 0 end`;

/**
 * Distributed: one gateway replica at a time holds a Redis lease and publishes; the others
 * only fan out. The leader saves its position after publishing (`checkpoint`, in the database:
 * a Redis restart loses what Redis held), so a new leader resumes there — at least once; SSE
 * connections drop positions they already sent.
 */
export const redisLeadership = (redis: Redis, checkpoint: FeedCheckpoint, leaseMs = 6_000): FeedLeadership => {
  const me = randomUUID();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: { resign: () => void; done: Promise<void> } | undefined;
  const tick = async (lead: Parameters<FeedLeadership['run']>[0]) => {
    if (stopped) return;
    try {
      if (current) {
        if (Number(await redis.eval(RENEW, 1, 'lomo:status:leader', me, leaseMs)) === 0) current.resign();
      } else if (await redis.set('lomo:status:leader', me, 'PX', leaseMs, 'NX')) {
        const saved = await checkpoint.load();
        let resign!: () => void;
        const lost = new Promise<void>((resolve) => (resign = resolve));
        const done = lead(saved, async (p) => checkpoint.save(p), lost)
          .then(() => checkpoint.flush())
          .finally(() => (current = undefined));
        current = { resign, done };
      }
    } catch (error) {
      logger.warn({ err: error, msg: 'status feed lease check failed' });
      current?.resign();
    }
    if (!stopped) timer = setTimeout(() => void tick(lead), leaseMs / 3);
  };
  return {
    run: (lead) => void tick(lead),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      current?.resign();
      await current?.done;
      await redis
        .eval(
          `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`,
          1,
          'lomo:status:leader',
          me,
        )
        .catch(() => undefined);
    },
  };
};

/**
 * Tails the event log (catch-up then live, gap-free by the store's contract) and publishes
 * each task/job event as a status update to the fan-out. The event store rather than the
 * `task-runtime.task.v1` topic: the topic carries ids and statuses only (no user text, by
 * design), while a status line needs the brief, the tool names and progress — and the log
 * position is the SSE id clients resume from.
 */
export class StatusFeed {
  constructor(
    private readonly store: EventStore,
    private readonly reader: StatusReader,
    private readonly fanOut: StatusFanOut,
    private readonly leadership: FeedLeadership,
  ) {}

  start(): void {
    this.leadership.run(async (saved, checkpoint, lost) => {
      let after = saved ?? (await this.store.headPosition());
      let resigned = false;
      void lost.then(() => (resigned = true));
      while (!resigned) {
        const subscription = this.store.subscribe({
          after,
          filter: { categories: STATUS_CATEGORIES },
          onEvent: async (event) => {
            const update = await this.reader.toUpdate(event);
            if (update) await this.fanOut.publish(update);
            after = event.position;
            await checkpoint(event.position);
          },
        });
        const failed = await Promise.race([
          lost.then(() => false),
          subscription.done.then(
            () => false,
            (error: unknown) => (logger.warn({ err: error, msg: 'status feed failed; resuming' }), true),
          ),
        ]);
        await subscription.stop().catch(() => undefined);
        // A failed publish (Redis down) or read: resume from the last published position after a pause.
        if (failed) await Promise.race([lost, new Promise((r) => setTimeout(r, 1_000))]);
      }
    });
  }

  stop(): Promise<void> {
    return this.leadership.stop();
  }
}
