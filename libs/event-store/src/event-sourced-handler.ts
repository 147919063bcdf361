import { randomUUID } from 'node:crypto';
import type { RetryPolicy } from 'cockatiel';
import { LRUCache } from 'lru-cache';
import { traceparentOf } from '@lomo/observability/tracing';
import { conflictRetryPolicy, type ConflictRetryPolicy } from './conflict-retry';
import type { Decider } from './decider';
import { StreamDeleted, StreamNotFound } from './errors';
import type { EventStore } from './event-store';
import type { EventMetadata, ExpectedRevision } from './types';

/** A domain event as deciders see it; the store adds the envelope. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/** A stream folded up to `revision` (`undefined`: no stream yet). Immutable: callers may keep it. */
export interface LoadedStream<S, E> {
  state: S;
  revision: bigint | undefined;
  /** The domain events read so far; empty unless the cache keeps events. */
  events: readonly E[];
}

/** Builds the command from loaded state (may read content, store blobs); `undefined` = nothing to do. */
export type PrepareCommand<C, S, E> = (loaded: LoadedStream<S, E>) => Promise<C | undefined>;

/** Keeps recently used streams folded in memory, so a command reads only the events after them. */
export interface StreamCacheOptions {
  /** Streams kept (least recently used go first). @default 1000 */
  maxStreams: number;
  /** Keep each stream's domain events too (the task worker builds model context from them). @default false */
  keepEvents: boolean;
}

export interface EventSourcedHandlerOptions {
  /** Backoff after a conflict on fresh state; see `ConflictRetryPolicy` for defaults. */
  retry?: Partial<ConflictRetryPolicy>;
  /** The stream cache; absent = every command reads its stream from the start. */
  cache?: Partial<StreamCacheOptions>;
  /** A purged stream reads as one that never existed (else `StreamDeleted` is thrown). @default false */
  purgedReadsAsNew?: boolean;
  /** Sees each retry's delay (tests, metrics). */
  onRetry?: (retry: { attempt: number; delayMs: number }) => void;
}

export interface ExecuteOptions {
  /** Overrides the revision check (default: the revision the state was folded from). */
  expected?: ExpectedRevision;
  /** Envelope metadata for every event produced. */
  metadata?: EventMetadata;
  /** Event id factory (deterministic ids make a re-run append nothing twice). @default randomUUID */
  newId?: (event: DomainEvent, index: number) => string;
}

export interface CommandResult<E, S> {
  /** The events this call appended; none = the command was a no-op. */
  newEvents: E[];
  newState: S;
  nextRevision: bigint | undefined;
}

/**
 * The one event-sourced command path: read the stream → decide → append with the expected
 * revision. A conflict on fresh state is retried with backoff and jitter; a refusal on
 * fresh state is thrown at once (the decider re-checks everything, generation fences
 * included). With a cache, a command is decided on the cached state first: the append is
 * conditional on the cached revision, so a stale cache can never write, and a refusal,
 * no-op or conflict decided on cached state is not trusted — it is decided again on fresh
 * state, without backoff (the cache's fault, not a race).
 */
export class EventSourcedCommandHandler<C, E extends DomainEvent, S> {
  private readonly cache?: LRUCache<string, LoadedStream<S, E>>;
  private readonly keepEvents: boolean;
  private readonly retry: RetryPolicy;

  constructor(
    private readonly store: EventStore,
    private readonly decider: Decider<C, E, S>,
    private readonly options: EventSourcedHandlerOptions = {},
  ) {
    if (options.cache) this.cache = new LRUCache({ max: options.cache.maxStreams ?? 1_000 });
    this.keepEvents = options.cache?.keepEvents ?? false;
    this.retry = conflictRetryPolicy(options.retry, options.onRetry);
  }

  /** The stream read up to now (through the cache when there is one). */
  load(streamId: string): Promise<LoadedStream<S, E>> {
    return this.refresh(streamId);
  }

  /** Decides `command` (or what `prepare` builds from loaded state) and appends its events. */
  execute(streamId: string, command: C | PrepareCommand<C, S, E>, options: ExecuteOptions = {}) {
    return this.retry.execute(({ attempt }) => this.attempt(streamId, command, options, attempt > 0));
  }

  /** Drops a stream from the cache (after a purge). */
  forget(streamId: string): void {
    this.cache?.delete(streamId);
  }

  private async attempt(
    streamId: string,
    input: C | PrepareCommand<C, S, E>,
    options: ExecuteOptions,
    retried: boolean,
  ): Promise<CommandResult<E, S>> {
    const cached = retried ? undefined : this.cache?.get(streamId);
    let loaded = cached ?? (await this.refresh(streamId));
    let fresh = !cached;
    for (;;) {
      try {
        const command = typeof input === 'function' ? await (input as PrepareCommand<C, S, E>)(loaded) : input;
        const events = command === undefined ? [] : this.decider.decide(command, loaded.state);
        if (events.length > 0) return await this.append(streamId, loaded, events, options);
        // "Nothing to do" is only trustworthy on fresh state (another process may have changed it).
        if (fresh) return { newEvents: [], newState: loaded.state, nextRevision: loaded.revision };
      } catch (error) {
        if (fresh) throw error;
      }
      loaded = await this.refresh(streamId);
      fresh = true;
    }
  }

  private async append(
    streamId: string,
    loaded: LoadedStream<S, E>,
    events: E[],
    options: ExecuteOptions,
  ): Promise<CommandResult<E, S>> {
    const newId = options.newId ?? (() => randomUUID());
    // The trace of the request or message that caused the events, for the outbox to continue (ADR 0049).
    const traceparent = traceparentOf();
    const metadata = traceparent ? { ...options.metadata, traceparent } : options.metadata;
    const result = await this.store.append(
      streamId,
      events.map((event, index) => ({
        id: newId(event, index),
        type: event.type,
        data: event.data,
        metadata,
      })),
      { expected: options.expected ?? loaded.revision ?? 'no_stream' },
    );
    const base = loaded.revision ?? -1n;
    if (result.nextRevision !== base + BigInt(events.length)) {
      // The store recognised the batch as appended before (same ids): nothing new was written here.
      this.forget(streamId);
      const current = await this.refresh(streamId);
      return { newEvents: [], newState: current.state, nextRevision: current.revision };
    }
    const next: LoadedStream<S, E> = {
      state: events.reduce(this.decider.evolve, loaded.state),
      revision: result.nextRevision,
      events: this.keepEvents ? [...loaded.events, ...events] : [],
    };
    this.cache?.set(streamId, next);
    return { newEvents: events, newState: next.state, nextRevision: next.revision };
  }

  /** Brings the stream up to date, reading only the events after the cached revision. */
  private async refresh(streamId: string): Promise<LoadedStream<S, E>> {
    const base = this.cache?.get(streamId) ?? { state: this.decider.initialState(), revision: undefined, events: [] };
    try {
      const recorded = await this.store.readStream(
        streamId,
        base.revision === undefined ? {} : { fromRevision: base.revision + 1n },
      );
      const events = recorded.map((e) => ({ type: e.type, data: e.data }) as E);
      const loaded: LoadedStream<S, E> = {
        state: events.reduce(this.decider.evolve, base.state),
        revision: recorded.at(-1)?.revision ?? base.revision,
        events: this.keepEvents ? [...base.events, ...events] : [],
      };
      this.cache?.set(streamId, loaded);
      return loaded;
    } catch (error) {
      const purged = error instanceof StreamDeleted && this.options.purgedReadsAsNew;
      if (!(error instanceof StreamNotFound || purged)) throw error;
      this.forget(streamId);
      return { state: this.decider.initialState(), revision: undefined, events: [] };
    }
  }
}
