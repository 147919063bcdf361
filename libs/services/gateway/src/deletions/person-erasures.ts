import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Clock } from '@lomo/clock';
import { physicalErasureOf } from '@lomo/database';
import {
  claimPersonErasure,
  finishPersonErasure,
  migrateDeletionReceipts,
  releasePersonErasure,
} from '@lomo/messaging';
import { erasePerson, type ErasureDeps } from './erase-person';

/** How long a worker holds an erasure before another gateway may take it over. */
const LEASE_MS = 120_000;
/** A failed step is tried again after this long (the whole erasure; every step is idempotent). */
const RETRY_MS = 5_000;
/** Polling for erasures asked elsewhere (another replica, `lomo erase user`). */
const POLL_MS = 2_000;

/**
 * Runs person erasures (ADR 0051): those `DELETE /v1/users/me` asks (at once, through
 * `kick`) and those the operator's `lomo erase user` records in the database (found by
 * polling). One at a time per gateway; a lease lets several replicas share the work.
 */
export class PersonErasures implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;

  constructor(
    private readonly deps: ErasureDeps,
    private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await migrateDeletionReceipts(this.deps.sql);
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Runs every erasure waiting (no-op while a run is under way; the poll catches what it missed). */
  kick(): Promise<void> {
    this.running ??= this.drain()
      .catch(() => undefined)
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async drain(): Promise<void> {
    const { sql } = this.deps;
    for (let next = await claimPersonErasure(sql, this.clock.now(), LEASE_MS); next && !this.stopped;) {
      if (await erasePerson(this.deps, next)) {
        await finishPersonErasure(sql, next.receiptId);
        // What the steps deleted or rewrote leaves the disk too (ADR 0057).
        physicalErasureOf(sql).request();
      } else await releasePersonErasure(sql, next.receiptId, new Date(this.clock.now().getTime() + RETRY_MS));
      next = await claimPersonErasure(sql, this.clock.now(), LEASE_MS);
    }
  }
}
