import {
  BACKWARDS,
  END,
  FORWARDS,
  metastreamOf,
  StreamNotFoundError,
  type EventStoreDBClient,
  type ReadStreamOptions,
  type RecordedEvent as EsdbRecordedEvent,
} from '@eventstore/db-client';
import { InvalidEvent, StreamNotFound } from '../errors';
import type { StreamInfo } from '../types';
import { streamCategory } from '../validation';
import { mapped, toStoreError } from './client-errors';
import { readToEnd } from './read-all';

/**
 * The port's stream metadata lives in ESDB stream metadata (the `$$<stream>` metastream) as
 * one custom property, so ESDB's own keys (`$maxAge`, `$acl`…) set by an operator survive
 * a replace and the caller's keys can never be mistaken for them.
 */
export const METADATA_PROPERTY = 'lomo';

/** Revision, metadata and dates of a stream: three short reads (last, first, metadata). */
export async function readStreamInfo(client: EventStoreDBClient, streamId: string): Promise<StreamInfo | undefined> {
  const last = await edgeEvent(client, streamId, 'backwards');
  if (!last) return undefined;
  const first = last.revision === 0n ? last : ((await edgeEvent(client, streamId, 'forwards')) ?? last);
  const meta = await edgeEvent(client, metastreamOf(streamId), 'backwards');
  const stored = meta?.isJson ? (meta.data as Record<string, unknown>)[METADATA_PROPERTY] : undefined;
  const updatedAt = meta && meta.created > last.created ? meta.created : last.created;
  return {
    streamId,
    category: streamCategory(streamId),
    revision: last.revision,
    metadata: isRecord(stored) ? stored : {},
    createdAt: first.created,
    updatedAt,
  };
}

/** Replaces the port's part of the stream metadata, keeping the operator's ESDB settings. */
export async function writeStreamMetadata(
  client: EventStoreDBClient,
  streamId: string,
  metadata: Record<string, unknown>,
): Promise<void> {
  if (!isRecord(metadata)) throw new InvalidEvent(undefined, 'stream metadata must be a JSON object');
  if (!(await edgeEvent(client, streamId, 'backwards'))) throw new StreamNotFound(streamId);
  await mapped(streamId, async () => {
    const current = await client.getStreamMetadata(streamId);
    await client.setStreamMetadata(streamId, { ...current.metadata, [METADATA_PROPERTY]: metadata });
  });
}

/** The first or last event of a stream; undefined when it does not exist. @throws StreamDeleted */
export async function edgeEvent(
  client: EventStoreDBClient,
  streamId: string,
  edge: 'forwards' | 'backwards',
): Promise<EsdbRecordedEvent | undefined> {
  try {
    const options: ReadStreamOptions =
      edge === 'backwards'
        ? { direction: BACKWARDS, fromRevision: END, maxCount: 1 }
        : { direction: FORWARDS, maxCount: 1 };
    const [{ event } = {}] = await readToEnd(client.readStream(streamId, options));
    return event;
  } catch (error) {
    if (error instanceof StreamNotFoundError) return undefined;
    throw toStoreError(error, streamId);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
