import { randomUUID } from 'node:crypto';
import type { SqlClient, SqlExecutor } from '@lomo/database';
import type { EventStore } from '../event-store';
import { comparePositions, formatPosition, type LogPosition } from '../types';
import type { LogFilter, RecordedEvent } from '../types';
import { idleBackoff, idleCeilingMs, type IdleBackoff } from '../idle-backoff';
import { loadCheckpoint, saveCheckpoint } from './apply-batch';
import { activeGeneration, lockIfLeased, releaseLease, tryAcquireLease } from './lease';
import type { ProjectionStatus } from './projection';
import { migrateProjections } from './schema';

/** How long a read-your-writes catch-up waits for an older open transaction to end before folding what it can see. */
const CATCH_UP_WAIT_MS = 2_000;

/**
 * A lease renewed within this share of its TTL since the last renewal was never free for
 * another holder to take; the rest is margin for clock drift between this process and the database.
 */
const UNBROKEN_LEASE = 0.8;

/** The part of a batch's work that commits with the checkpoint, in the processor's transaction. */
export type BatchCommit = (tx: SqlExecutor, generation: number) => Promise<void>;

export interface CheckpointedProcessorOptions {
  /** Events per transaction. @default 500 */
  batchSize?: number;
  /**
   * Idle poll interval once caught up. @default 100. Where the store tells of commits
   * (`EventStore.onCommit`) an idle processor backs off from it to 2 s (or a third of the
   * lease, if shorter) — on an embedded database, whose commits are all this process's own,
   * to 30 s (`idleCeilingMs`) — and a commit wakes it at once.
   */
  pollIntervalMs?: number;
  /** Lease length; another process takes over this long after a crash. @default 10000 */
  leaseTtlMs?: number;
  /** Identity in the lease row. @default a random id */
  holder?: string;
  /** Called when a batch fails; the processor retries it after the poll interval. */
  onError?: (error: unknown) => void;
}

/**
 * Reads the log after its checkpoint in batches and moves the checkpoint in one
 * transaction with the batch's own writes; polls when caught up. One active instance per
 * name across processes: the others stand by and take over when its lease expires, and a
 * processor that lost its lease cannot commit. Subclasses say what a batch does.
 */
export abstract class CheckpointedProcessor {
  private running = false;
  private loop?: Promise<void>;
  private leased = false;
  private leaseRenewedAt = 0;
  private generation = 0;
  private checkpoint: LogPosition = { commit: 0n, prepare: 0n };
  private wake: (now?: boolean) => void = () => undefined;
  /** A commit was announced since the last read began: the next idle must not sleep through it. */
  private committedSinceRead = false;
  private unwatch?: () => void;
  private backoff?: IdleBackoff;
  /** The longest a standby sleeps: nothing wakes it, and it must see a leader's lease end. */
  private standbyCeilingMs = Infinity;
  private migration?: Promise<void>;
  /** Steps run one at a time: the loop's and `catchUp`'s never fold the same batch twice. */
  private stepping: Promise<unknown> = Promise.resolve();
  readonly holder: string;

  constructor(
    protected readonly store: EventStore,
    protected readonly sql: SqlClient,
    /** Key of the lease and the checkpoint. */
    readonly name: string,
    private readonly filter: LogFilter,
    private readonly options: CheckpointedProcessorOptions = {},
  ) {
    this.holder = options.holder ?? `processor-${randomUUID()}`;
  }

  /**
   * Does the batch's work. Side effects outside the database (publishing) happen here,
   * before the checkpoint moves: a crash in between repeats them, never loses them.
   */
  protected abstract handle(events: RecordedEvent[]): Promise<BatchCommit>;

  /** Whether `handle` is given shredded events (to tombstone what it derived) or never sees them. */
  protected readonly seesShredded: boolean = false;

  /** Tells the owner (`onError`) of a problem that did not fail the batch. */
  protected report(problem: unknown): void {
    this.options.onError?.(problem);
  }

  async start(): Promise<void> {
    await this.migrate();
    this.running = true;
    const pollMs = this.options.pollIntervalMs ?? 100;
    // A standby is not woken by commits: its leader folds them, and it only watches the lease.
    // Nor is a leader by commits of categories or event types it does not read.
    this.unwatch = this.store.onCommit?.(() => {
      if (!this.leased) return;
      this.committedSinceRead = true;
      this.wake();
    }, this.filter);
    const reader = {
      firstMs: pollMs,
      woken: this.unwatch !== undefined,
      embedded: this.sql.kind === 'pglite',
      leaseTtlMs: this.options.leaseTtlMs ?? 10_000,
    };
    this.backoff = idleBackoff(pollMs, idleCeilingMs({ ...reader, leader: true }));
    this.standbyCeilingMs = idleCeilingMs({ ...reader, leader: false });
    this.loop = this.run();
  }

  /** Stops after the batch in flight and releases the lease so a standby takes over at once. */
  async stop(): Promise<void> {
    this.running = false;
    this.unwatch?.();
    this.wake(true);
    await this.loop;
    if (this.leased) await this.sql.transaction((tx) => releaseLease(tx, this.name, this.holder));
    this.leased = false;
  }

  /** Runs one step: returns how many events it committed (0 = idle or standing by). */
  async step(): Promise<number> {
    await this.migrate();
    const ttl = this.options.leaseTtlMs ?? 10_000;
    const sinceRenewal = Date.now() - this.leaseRenewedAt;
    if (!this.leased || sinceRenewal > ttl / 3) {
      // Held without a break (renewed before it could lapse): nobody else moved the checkpoint,
      // so it need not be read again (a rebuild's new generation is seen at the next commit).
      const unbroken = this.leased && sinceRenewal < ttl * UNBROKEN_LEASE;
      // Stamped before the renewal: the lease's expiry (database time) is at least this plus the TTL.
      const renewing = Date.now();
      this.leased = await this.sql.transaction((tx) => tryAcquireLease(tx, this.name, this.holder, ttl));
      this.leaseRenewedAt = renewing;
      if (!this.leased) return 0;
      if (!unbroken) await this.reloadCheckpoint();
    }
    this.committedSinceRead = false;
    const events = await this.store.readAll({
      after: this.checkpoint,
      maxCount: this.options.batchSize ?? 500,
      filter: this.filter,
    });
    if (events.length === 0) return 0;
    // Events whose key was destroyed (ADR 0041) carry no content to act on: the checkpoint moves
    // past them, and only a processor that tombstones what it derived sees them.
    const commit = await this.handle(this.seesShredded ? events : events.filter((e) => !e.shredded));
    const outcome = await this.sql.transaction(async (tx) => {
      const generation = await lockIfLeased(tx, this.name, this.holder);
      if (generation === undefined) return 'lost-lease' as const;
      if (generation !== this.generation) return 'generation-changed' as const;
      await commit(tx, generation);
      await saveCheckpoint(tx, this.name, generation, events[events.length - 1].position);
      return 'committed' as const;
    });
    if (outcome === 'lost-lease') this.leased = false;
    if (outcome === 'generation-changed') await this.reloadCheckpoint();
    if (outcome !== 'committed') return 0;
    this.checkpoint = events[events.length - 1].position;
    return events.length;
  }

  /**
   * Folds what the log holds now before a read that must see its own writes (read-your-writes
   * for a caller of this process). Serialized with the running loop. A standby (another
   * process holds the lease) returns at once: its readers see the leader's progress.
   */
  async catchUp(maxBatches = 20): Promise<void> {
    await this.foldNow(maxBatches);
  }

  /**
   * The events of this processor's filter committed before the call and not folded yet (shredded
   * ones included), at most `maxCount`; undefined when there are more. A reader folds these few
   * itself instead of waiting for the processor: `catchUp` waits behind the step in flight, whose
   * statements queue behind every turn's on PGlite's one connection (issue 26: a task list's p95
   * under B14 was that wait). Read against the checkpoint of the active generation as stored, so
   * it holds on a standby and across a rebuild; a document may already have folded some of them
   * (the processor committed meanwhile), so a reader applies only what its document has not.
   */
  async unfolded(maxCount = 200): Promise<RecordedEvent[] | undefined> {
    await this.migrate();
    await this.untilCommittedVisible();
    const checkpoint = await loadCheckpoint(this.sql, this.name, 'active');
    const events = await this.store.readAll({ after: checkpoint, maxCount: maxCount + 1, filter: this.filter });
    return events.length > maxCount ? undefined : events;
  }

  /** `catchUp` that says how many events it folded (0: caught up, or standing by). */
  async foldNow(maxBatches = 20): Promise<number> {
    await this.untilCommittedVisible();
    let folded = 0;
    for (let i = 0; i < maxBatches; i++) {
      const committed = await this.serialStep();
      if (committed === 0) break;
      folded += committed;
    }
    return folded;
  }

  /**
   * Waits (bounded) until what was committed before the call is readable: on a server an
   * older open transaction anywhere in the cluster hides later commits from log readers
   * (ADR 0003), so the caller's own write could be missing from the fold and from its read.
   */
  private async untilCommittedVisible(): Promise<void> {
    const committed = await this.store.committedHead?.();
    if (!committed) return;
    const deadline = Date.now() + CATCH_UP_WAIT_MS;
    while (comparePositions(await this.store.headPosition(), committed) < 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10));
  }

  private serialStep(): Promise<number> {
    const next = this.stepping.then(() => this.step());
    this.stepping = next.catch(() => undefined);
    return next;
  }

  async status(lagCap = 10_000): Promise<ProjectionStatus> {
    const generation = await activeGeneration(this.sql, this.name);
    const checkpoint = await loadCheckpoint(this.sql, this.name, generation);
    const behind = await this.store.readAll({ after: checkpoint, maxCount: lagCap, filter: this.filter });
    return {
      name: this.name,
      generation,
      checkpoint: formatPosition(checkpoint),
      lag: behind.length,
      active: this.leased,
    };
  }

  /** Creates the lease and checkpoint tables once per instance, so `step()` works without `start()`. */
  private async migrate(): Promise<void> {
    this.migration ??= this.sql.transaction(migrateProjections);
    await this.migration;
  }

  private async reloadCheckpoint(): Promise<void> {
    this.generation = await activeGeneration(this.sql, this.name);
    this.checkpoint = await loadCheckpoint(this.sql, this.name, this.generation);
  }

  private async run(): Promise<void> {
    while (this.running) {
      let committed = 0;
      try {
        committed = await this.serialStep();
      } catch (error) {
        this.options.onError?.(error);
        await this.reloadCheckpoint().catch(() => undefined);
      }
      if (committed > 0) this.backoff?.reset();
      else if (this.running) await this.idle();
    }
  }

  /**
   * Sleeps until the backoff's time or a commit, whichever is first. A commit wakes it at once
   * after a quiet spell, but never sooner than the poll interval after its last read: under a
   * steady stream of commits to other categories it reads no more often than it polled before.
   */
  private idle(): Promise<void> {
    const sleptAt = Date.now();
    const pollMs = this.options.pollIntervalMs ?? 100;
    // A commit announced while the last read ran found no sleeper to wake; it is not lost.
    if (this.committedSinceRead) this.backoff?.reset();
    return new Promise((resolve) => {
      const backoffMs = this.backoff?.next() ?? pollMs;
      let timer = setTimeout(resolve, this.leased ? backoffMs : Math.min(backoffMs, this.standbyCeilingMs));
      this.wake = (now) => {
        this.backoff?.reset();
        clearTimeout(timer);
        if (now) resolve();
        else timer = setTimeout(resolve, Math.max(0, sleptAt + pollMs - Date.now()));
      };
    });
  }
}
