import {
  convertToCommandError,
  type AllStreamRecordedEvent,
  type EventStoreDBClient,
  type ResolvedEvent,
} from '@eventstore/db-client';
import { convertGrpcEvent } from '@eventstore/db-client/dist/utils/convertGrpcEvent';
import { Empty } from '@eventstore/db-client/generated/shared_pb';
import { StreamsClient } from '@eventstore/db-client/generated/streams_grpc_pb';
import { ReadReq, type ReadResp } from '@eventstore/db-client/generated/streams_pb';
import type { LogPosition } from '../types';
import type { ServerFilter } from './filters';

/**
 * Every item of a finite client read. Reads are always consumed to their end, never left
 * early: an abandoned read keeps its gRPC call open, and `client.dispose()` then waits for
 * it forever.
 */
export async function readToEnd<T>(read: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of read) items.push(item);
  return items;
}

/** One filtered `$all` read: from where, how many matching events, which server filter. */
export interface FilteredReadRequest {
  /** Where the read starts; a position is inclusive on the server (the caller drops it). */
  from: LogPosition | 'start';
  maxCount: number;
  filter: ServerFilter;
}

/**
 * Reads `$all` forwards with a server-side filter. The protocol has carried filtered reads
 * since server 20.6, but client 6.2.1 only exposes filters on subscriptions: the adapter
 * builds the `ReadReq` itself and sends it through the client's own channel
 * (`GRPCStreamCreator`, so the client's reconnection, credentials and deadlines apply).
 * That member is internal to the client, which is why the dependency is pinned exactly.
 */
export async function readAllFiltered(
  client: EventStoreDBClient,
  request: FilteredReadRequest,
): Promise<AllStreamRecordedEvent[]> {
  const readRequest = new ReadReq().setOptions(readOptions(request));
  const events: AllStreamRecordedEvent[] = [];
  try {
    const stream = await client['GRPCStreamCreator'](StreamsClient, 'readAll', (grpc) =>
      grpc.read(readRequest, ...client['callArguments']({}, { deadline: Infinity })),
    )();
    for (const response of await readToEnd(stream as AsyncIterable<ReadResp>)) {
      const event = response.hasEvent() ? convertGrpcEvent<ResolvedEvent>(response.getEvent()!).event : undefined;
      if (event) events.push(event as AllStreamRecordedEvent);
    }
  } catch (error) {
    throw convertToCommandError(error as Error);
  }
  return events;
}

function readOptions({ from, maxCount, filter }: FilteredReadRequest): ReadReq.Options {
  const all = new ReadReq.Options.AllOptions();
  if (from === 'start') all.setStart(new Empty());
  else
    all.setPosition(
      new ReadReq.Options.Position()
        .setCommitPosition(from.commit.toString())
        .setPreparePosition(from.prepare.toString()),
    );
  const expression = new ReadReq.Options.FilterOptions.Expression().setRegex(filter.regex);
  const filterOptions = new ReadReq.Options.FilterOptions().setCount(new Empty()).setCheckpointintervalmultiplier(1);
  if (filter.on === 'stream') filterOptions.setStreamIdentifier(expression);
  else filterOptions.setEventType(expression);
  return new ReadReq.Options()
    .setAll(all)
    .setReadDirection(ReadReq.Options.ReadDirection.FORWARDS)
    .setResolveLinks(false)
    .setCount(String(maxCount))
    .setUuidOption(new ReadReq.Options.UUIDOption().setString(new Empty()))
    .setFilter(filterOptions);
}
