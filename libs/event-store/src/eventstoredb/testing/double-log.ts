import { randomUUID } from 'node:crypto';

/** How EventStoreDB numbers a tombstone record: the stream's revision becomes long.MaxValue. */
export const TOMBSTONE_REVISION = (1n << 63n) - 1n;

/** One record of the double's transaction log, as the server would return it. */
export interface DoubleRecord {
  id: string;
  streamId: string;
  revision: bigint;
  type: string;
  contentType: string;
  data: Uint8Array;
  customMetadata: Uint8Array;
  /** .NET ticks since the Unix epoch, as the server sends `created`. */
  created: bigint;
  commit: bigint;
  prepare: bigint;
}

/** An expected revision as the wire carries it. */
export type DoubleExpected = 'any' | 'no_stream' | 'stream_exists' | bigint;
/** An event as proposed by a write request, before the log numbers it. */
export type Proposed = Pick<DoubleRecord, 'id' | 'type' | 'contentType' | 'data' | 'customMetadata'>;

/** How the server answers a write; `idempotent` carries no position, as we believe a real node does. */
export type AppendOutcome =
  | { kind: 'written' | 'idempotent'; revision: bigint; position?: { commit: bigint; prepare: bigint } }
  | { kind: 'wrong_expected_version'; current: bigint | 'no_stream' }
  | { kind: 'stream_deleted' }
  | { kind: 'too_large'; maxAppendSize: number };

interface StreamState {
  records: DoubleRecord[];
  tombstoned: boolean;
  /** Soft delete: records below this revision are hidden (ESDB's `$tb`). */
  truncateBefore: bigint;
}

/**
 * The double's model of an EventStoreDB node: one transaction log ($all) whose positions
 * are byte offsets, per-stream revisions, tombstones that leave the stream's records in
 * $all until a scavenge (which the double never runs), and ESDB's own idempotency check.
 */
export class DoubleLog {
  readonly all: DoubleRecord[] = [];
  private readonly streams = new Map<string, StreamState>();
  private readonly listeners = new Set<(records: readonly DoubleRecord[]) => void>();
  private offset = 0n;

  constructor(private readonly maxAppendSize: number) {}

  /** Registers a live listener; returns its removal. */
  listen(listener: (records: readonly DoubleRecord[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Visible records of a stream, or a reason there are none. */
  stream(streamId: string): DoubleRecord[] | 'not_found' | 'deleted' {
    const state = this.streams.get(streamId);
    if (state?.tombstoned) return 'deleted';
    const visible = state?.records.filter((r) => r.revision >= state.truncateBefore) ?? [];
    return visible.length === 0 ? 'not_found' : visible;
  }

  append(streamId: string, expected: DoubleExpected, proposed: readonly Proposed[]): AppendOutcome {
    const size = proposed.reduce((sum, p) => sum + p.data.length + p.customMetadata.length, 0);
    if (size > this.maxAppendSize) return { kind: 'too_large', maxAppendSize: this.maxAppendSize };
    const state = this.streams.get(streamId);
    if (state?.tombstoned) return { kind: 'stream_deleted' };
    const current = this.currentRevision(state);
    const idempotent = this.idempotentRevision(state, expected, proposed);
    if (idempotent !== undefined) return { kind: 'idempotent', revision: idempotent };
    if (!matches(expected, current)) return { kind: 'wrong_expected_version', current };
    const next = state ?? { records: [], tombstoned: false, truncateBefore: 0n };
    this.streams.set(streamId, next);
    const last = next.records.at(-1)?.revision ?? -1n;
    const written = this.write(proposed.map((p, i) => ({ ...p, streamId, revision: last + 1n + BigInt(i) })));
    next.records.push(...written);
    const tail = written[written.length - 1];
    return { kind: 'written', revision: tail.revision, position: { commit: tail.commit, prepare: tail.prepare } };
  }

  /** Hard delete: the stream can never be read or written again; its records stay in $all. */
  tombstone(streamId: string, expected: DoubleExpected): AppendOutcome {
    const state = this.streams.get(streamId) ?? { records: [], tombstoned: false, truncateBefore: 0n };
    if (state.tombstoned) return { kind: 'stream_deleted' };
    const current = this.currentRevision(state);
    if (!matches(expected, current)) return { kind: 'wrong_expected_version', current };
    this.streams.set(streamId, state);
    state.tombstoned = true;
    const empty = new Uint8Array();
    const [record] = this.write([
      {
        id: randomUUID(),
        streamId,
        revision: TOMBSTONE_REVISION,
        type: '$streamDeleted',
        contentType: 'application/octet-stream',
        data: empty,
        customMetadata: empty,
      },
    ]);
    return {
      kind: 'written',
      revision: TOMBSTONE_REVISION,
      position: { commit: record.commit, prepare: record.prepare },
    };
  }

  /** Soft delete: hides the records; the stream may be recreated, its revisions continue. */
  softDelete(streamId: string, expected: DoubleExpected): AppendOutcome {
    const state = this.streams.get(streamId);
    if (state?.tombstoned) return { kind: 'stream_deleted' };
    const current = this.currentRevision(state);
    if (!matches(expected, current)) return { kind: 'wrong_expected_version', current };
    if (state && current !== 'no_stream') state.truncateBefore = current + 1n;
    return { kind: 'written', revision: current === 'no_stream' ? -1n : current };
  }

  private currentRevision(state: StreamState | undefined): bigint | 'no_stream' {
    const last = state?.records.at(-1);
    return last && last.revision >= (state?.truncateBefore ?? 0n) ? last.revision : 'no_stream';
  }

  /**
   * EventStoreDB's idempotency as we understand it: when the writer expects a revision the
   * stream has passed, and the records right after that revision carry the batch's ids, the
   * write already happened; it succeeds without writing and without a log position.
   */
  private idempotentRevision(
    state: StreamState | undefined,
    expected: DoubleExpected,
    proposed: readonly Proposed[],
  ): bigint | undefined {
    if (!state || (expected !== 'no_stream' && typeof expected !== 'bigint')) return undefined;
    const base = expected === 'no_stream' ? -1n : expected;
    const following = state.records.filter((r) => r.revision > base).slice(0, proposed.length);
    if (following.length !== proposed.length || following.some((r, i) => r.id !== proposed[i].id)) return undefined;
    return following[following.length - 1].revision;
  }

  /**
   * Positions are byte offsets: each record's prepare position is where it starts, and the
   * whole batch commits at the last record's offset, so positions are neither 0-based nor
   * contiguous (as on a real node).
   */
  private write(records: Omit<DoubleRecord, 'created' | 'commit' | 'prepare'>[]): DoubleRecord[] {
    const created = BigInt(Date.now()) * 10_000n;
    const prepares = records.map((r) => {
      const at = this.offset;
      this.offset += 128n + BigInt(r.data.length + r.customMetadata.length + r.streamId.length);
      return at;
    });
    const commit = prepares[prepares.length - 1];
    const written = records.map((r, i) => ({ ...r, created, commit, prepare: prepares[i] }));
    this.all.push(...written);
    this.listeners.forEach((listener) => listener(written));
    return written;
  }
}

function matches(expected: DoubleExpected, current: bigint | 'no_stream'): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return current === 'no_stream';
  if (expected === 'stream_exists') return current !== 'no_stream';
  return current === expected;
}

/** Total order of $all positions: commit first, then prepare. */
export function compareLogPositions(
  a: { commit: bigint; prepare: bigint },
  b: { commit: bigint; prepare: bigint },
): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  return a.prepare === b.prepare ? 0 : a.prepare < b.prepare ? -1 : 1;
}
