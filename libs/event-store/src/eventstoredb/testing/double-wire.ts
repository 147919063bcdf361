import { Metadata, status, type ServerErrorResponse } from '@grpc/grpc-js';
import { StreamIdentifier, UUID } from '@eventstore/db-client/generated/shared_pb';
import { ReadResp } from '@eventstore/db-client/generated/streams_pb';
import type { DoubleExpected, DoubleRecord } from './double-log';

/** Stream names travel as UTF-8 bytes. */
export function streamNameOf(identifier: StreamIdentifier | undefined): string {
  return Buffer.from(identifier?.getStreamName_asU8() ?? new Uint8Array()).toString('utf8');
}

/** A stream name as the wire carries it. */
export function streamIdentifier(streamId: string): StreamIdentifier {
  return new StreamIdentifier().setStreamName(Buffer.from(streamId, 'utf8'));
}

/** UUIDs arrive in either wire form; the double keeps the lower-case string. */
export function uuidOf(uuid: UUID | undefined): string {
  if (!uuid) return '';
  if (uuid.hasString()) return uuid.getString().toLowerCase();
  const structured = uuid.getStructured();
  const bytes = Buffer.alloc(16);
  bytes.writeBigInt64BE(BigInt(structured?.getMostSignificantBits() ?? '0'), 0);
  bytes.writeBigInt64BE(BigInt(structured?.getLeastSignificantBits() ?? '0'), 8);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The oneof every write request uses for its expected revision, in any of its spellings. */
export interface ExpectedOneof {
  hasAny(): boolean;
  hasNoStream(): boolean;
  hasStreamExists(): boolean;
}

/** The expected revision of a write request (`revision` when the oneof holds a number). */
export function expectedOf(options: ExpectedOneof, revision: string | undefined): DoubleExpected {
  if (options.hasAny()) return 'any';
  if (options.hasNoStream()) return 'no_stream';
  if (options.hasStreamExists()) return 'stream_exists';
  return BigInt(revision ?? '0');
}

/** A record as the server returns it in a read or a subscription. */
export function toReadResp(record: DoubleRecord): ReadResp {
  const recorded = new ReadResp.ReadEvent.RecordedEvent()
    .setId(new UUID().setString(record.id))
    .setStreamIdentifier(streamIdentifier(record.streamId))
    .setStreamRevision(record.revision.toString())
    .setPreparePosition(record.prepare.toString())
    .setCommitPosition(record.commit.toString())
    .setData(record.data)
    .setCustomMetadata(record.customMetadata);
  recorded
    .getMetadataMap()
    .set('type', record.type)
    .set('content-type', record.contentType)
    .set('created', record.created.toString());
  const event = new ReadResp.ReadEvent().setEvent(recorded).setCommitPosition(record.commit.toString());
  return new ReadResp().setEvent(event);
}

/**
 * How the server reports most failures outside a response message: a gRPC status whose
 * trailers name the `exception` (the client maps it to its typed errors).
 */
export function exceptionError(
  exception: string,
  details: string,
  trailers: Record<string, string> = {},
): ServerErrorResponse {
  const metadata = new Metadata();
  metadata.set('exception', exception);
  for (const [key, value] of Object.entries(trailers)) metadata.set(key, value);
  return Object.assign(new Error(details), { code: status.FAILED_PRECONDITION, details, metadata });
}

/** A write to, or read of, a tombstoned stream. */
export function streamDeletedError(streamId: string): ServerErrorResponse {
  return exceptionError('stream-deleted', `Event stream '${streamId}' is deleted.`, { 'stream-name': streamId });
}

/** WrongExpectedVersion outside an append response (Delete, Tombstone): trailers carry the versions. */
export function wrongExpectedVersionError(
  streamId: string,
  expected: DoubleExpected,
  current: bigint | 'no_stream',
): ServerErrorResponse {
  const trailers: Record<string, string> = {
    'stream-name': streamId,
    'expected-version': expectedNumber(expected).toString(),
  };
  if (current !== 'no_stream') trailers['actual-version'] = current.toString();
  return exceptionError(
    'wrong-expected-version',
    `Append failed due to WrongExpectedVersion. Stream: ${streamId}`,
    trailers,
  );
}

/** The legacy numbering the server puts in trailers: -1 no stream, -2 any, -4 exists. */
function expectedNumber(expected: DoubleExpected): bigint {
  if (expected === 'no_stream') return -1n;
  if (expected === 'any') return -2n;
  if (expected === 'stream_exists') return -4n;
  return expected;
}

/** What the double does not implement fails loudly, never silently. */
export function unimplemented(what: string): ServerErrorResponse {
  return Object.assign(new Error(what), {
    code: status.UNIMPLEMENTED,
    details: `${what} is not implemented by the wire double`,
  });
}
