import { PURGES_STREAM, type StreamPurged } from '../event-store';
import type { RecordedEvent } from '../types';
import { streamCategory } from '../validation';
import type { DocumentProjection } from './projection';

/** One stream's share of the statistics; deleted with the stream when it is purged. */
export interface StreamStatsEntry {
  kind: 'stream';
  category: string;
  events: number;
  lastEventType: string;
  /** Record time of its newest event (ISO-8601, UTC). */
  lastEventAt: string;
}

/** How many streams of a category were purged; the only trace a purge leaves here. */
export interface PurgeTally {
  kind: 'purges';
  category: string;
  purgedStreams: number;
}

/** Document id of a category's purge tally; `$` cannot start a stream id, so it never collides. */
export const purgeTallyId = (category: string) => `$purged:${category}`;

/**
 * `stream-stats`: what the log holds, for analysts — per category, the streams, their
 * events, the newest event and how many streams were purged (`streamStatsByCategory`
 * sums it up).
 *
 * Documents are per stream, not per category, so that a rebuild and a live processor agree:
 * a purge deletes the stream's document (nothing of it remains), whereas a per-category
 * counter could not know whether it had counted the purged events — a rebuild never sees
 * them, a lagging processor may not have either. Purges are folded (`foldPurges`) into a
 * per-category tally that holds only a number.
 */
export const streamStatsProjection: DocumentProjection<StreamStatsEntry | PurgeTally> = {
  name: 'stream-stats',
  handles: '*',
  foldPurges: true,
  documentId: (event) => {
    if (event.streamId === PURGES_STREAM)
      return event.type === 'StreamPurged' ? purgeTallyId((event.data as StreamPurged).category) : undefined;
    // Other system streams are bookkeeping, not content.
    return event.streamId.startsWith('$') ? undefined : event.streamId;
  },
  evolve: (doc, event) =>
    event.streamId === PURGES_STREAM
      ? tally(doc as PurgeTally | null, event)
      : entry(doc as StreamStatsEntry | null, event),
};

function entry(doc: StreamStatsEntry | null, event: RecordedEvent): StreamStatsEntry {
  return {
    kind: 'stream',
    category: streamCategory(event.streamId),
    events: (doc?.events ?? 0) + 1,
    lastEventType: event.type,
    // The store's record time, not a clock read here: a rebuild yields the same document.
    lastEventAt: event.recordedAt.toISOString(),
  };
}

function tally(doc: PurgeTally | null, event: RecordedEvent): PurgeTally {
  const { category } = event.data as StreamPurged;
  return { kind: 'purges', category, purgedStreams: (doc?.purgedStreams ?? 0) + 1 };
}
