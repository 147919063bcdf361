import { randomUUID } from 'node:crypto';
import type { ServerWritableStream } from '@grpc/grpc-js';
import { ReadReq, ReadResp } from '@eventstore/db-client/generated/streams_pb';
import { compareLogPositions, type DoubleLog, type DoubleRecord } from './double-log';
import { streamDeletedError, streamIdentifier, streamNameOf, toReadResp, unimplemented } from './double-wire';

/** What one Read call asked for: lets a test prove that filtering happened on the server. */
export interface ReadRequestRecord {
  kind: 'stream' | 'all' | 'subscribe-all';
  streamId?: string;
  filter?: { on: 'stream' | 'event_type'; prefixes: string[]; regex: string };
}

type ReadCall = ServerWritableStream<ReadReq, ReadResp>;
type Position = { commit: bigint; prepare: bigint };

/** Streams.Read: stream reads, $all reads (filtered or not) and $all subscriptions. */
export function handleRead(log: DoubleLog, requests: ReadRequestRecord[]) {
  return (call: ReadCall): void => {
    const options = call.request.getOptions();
    if (!options) return void call.emit('error', unimplemented('Read without options'));
    const filter = filterOf(options);
    if (options.hasStream()) {
      const streamId = streamNameOf(options.getStream()?.getStreamIdentifier());
      requests.push({ kind: 'stream', streamId });
      if (options.hasSubscription()) return void call.emit('error', unimplemented('subscribeToStream'));
      return readStream(call, log, streamId, options);
    }
    requests.push({ kind: options.hasSubscription() ? 'subscribe-all' : 'all', filter: filter?.description });
    const matches = filter?.matches ?? (() => true);
    if (options.hasSubscription()) return subscribeToAll(call, log, options, matches);
    const backwards = options.getReadDirection() === ReadReq.Options.ReadDirection.BACKWARDS;
    const all = options.getAll();
    const from = all?.hasPosition() ? toPosition(all.getPosition()) : undefined;
    // A read from a position includes the record at that position (a subscription does not).
    let records = log.all.filter(
      (r) => !from || (backwards ? compareLogPositions(r, from) < 0 : compareLogPositions(r, from) >= 0),
    );
    if (backwards) records = all?.hasStart() ? [] : records.reverse();
    else if (all?.hasEnd()) records = [];
    writeAll(call, records.filter(matches), countOf(options));
    call.end();
  };
}

function readStream(call: ReadCall, log: DoubleLog, streamId: string, options: ReadReq.Options): void {
  const found = log.stream(streamId);
  if (found === 'deleted') return void call.emit('error', streamDeletedError(streamId));
  if (found === 'not_found') {
    call.write(
      new ReadResp().setStreamNotFound(new ReadResp.StreamNotFound().setStreamIdentifier(streamIdentifier(streamId))),
    );
    return void call.end();
  }
  const stream = options.getStream();
  const backwards = options.getReadDirection() === ReadReq.Options.ReadDirection.BACKWARDS;
  const from = stream?.hasRevision() ? BigInt(stream.getRevision()) : undefined;
  let records: DoubleRecord[];
  if (backwards)
    records = (
      stream?.hasStart() ? found.slice(0, 1) : found.filter((r) => from === undefined || r.revision <= from)
    ).reverse();
  else records = stream?.hasEnd() ? [] : found.filter((r) => from === undefined || r.revision >= from);
  writeAll(call, records, countOf(options));
  call.end();
}

/** Catch-up from the checkpoint (exclusive), then `CaughtUp`, then live records until cancelled. */
function subscribeToAll(
  call: ReadCall,
  log: DoubleLog,
  options: ReadReq.Options,
  matches: (r: DoubleRecord) => boolean,
): void {
  call.write(new ReadResp().setConfirmation(new ReadResp.SubscriptionConfirmation().setSubscriptionId(randomUUID())));
  const all = options.getAll();
  const after = all?.hasPosition() ? toPosition(all.getPosition()) : undefined;
  const history = all?.hasEnd() ? [] : log.all.filter((r) => !after || compareLogPositions(r, after) > 0);
  writeAll(call, history.filter(matches), Infinity);
  const head = log.all.at(-1);
  if (options.hasFilter() && head)
    call.write(
      new ReadResp().setCheckpoint(
        new ReadResp.Checkpoint().setCommitPosition(head.commit.toString()).setPreparePosition(head.prepare.toString()),
      ),
    );
  call.write(new ReadResp().setCaughtUp(new ReadResp.CaughtUp()));
  // Registered in the same tick as the catch-up read: nothing can be appended in between.
  const stop = log.listen((records) => writeAll(call, records.filter(matches), Infinity));
  call.on('cancelled', stop);
  call.on('close', stop);
}

function writeAll(call: ReadCall, records: readonly DoubleRecord[], count: number): void {
  for (const record of records.slice(0, count)) call.write(toReadResp(record));
}

function countOf(options: ReadReq.Options): number {
  return options.hasCount() ? Number(options.getCount()) : Infinity;
}

function toPosition(position: ReadReq.Options.Position | undefined): Position {
  return {
    commit: BigInt(position?.getCommitPosition() ?? '0'),
    prepare: BigInt(position?.getPreparePosition() ?? '0'),
  };
}

/** The server-side filter: on the stream name or the event type, by prefixes or a regex. */
function filterOf(
  options: ReadReq.Options,
): { matches: (r: DoubleRecord) => boolean; description: NonNullable<ReadRequestRecord['filter']> } | undefined {
  if (!options.hasFilter()) return undefined;
  const filter = options.getFilter()!;
  const on = filter.hasStreamIdentifier() ? 'stream' : 'event_type';
  const expression = filter.hasStreamIdentifier() ? filter.getStreamIdentifier() : filter.getEventType();
  const prefixes = expression?.getPrefixList() ?? [];
  const regex = expression?.getRegex() ?? '';
  const pattern = regex ? new RegExp(regex) : undefined;
  const field = (r: DoubleRecord) => (on === 'stream' ? r.streamId : r.type);
  return {
    description: { on, prefixes, regex },
    matches: (r) =>
      (prefixes.length === 0 || prefixes.some((p) => field(r).startsWith(p))) && (!pattern || pattern.test(field(r))),
  };
}
