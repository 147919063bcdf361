import { Server, ServerCredentials, type sendUnaryData, type ServerUnaryCall } from '@grpc/grpc-js';
import { ServerFeaturesService } from '@eventstore/db-client/generated/serverfeatures_grpc_pb';
import { SupportedMethod, SupportedMethods } from '@eventstore/db-client/generated/serverfeatures_pb';
import type { Empty } from '@eventstore/db-client/generated/shared_pb';
import { StreamsService } from '@eventstore/db-client/generated/streams_grpc_pb';
import { DoubleLog } from './double-log';
import { handleRead, type ReadRequestRecord } from './double-read';
import { handleAppend, handleBatchAppend, handleDelete } from './double-write';

export interface EsdbWireDoubleOptions {
  /**
   * Advertise `Streams.BatchAppend` in ServerFeatures, as EventStoreDB ≥ 21.10 does; the
   * client then appends through it. `false` makes the client fall back to `Streams.Append`.
   * @default true
   */
  batchAppend?: boolean;
  /** The server's `MaxAppendSize`: data + metadata bytes of one append. @default 1048576 (ESDB's default) */
  maxAppendSize?: number;
}

const STREAMS = 'event_store.client.streams.Streams';

/**
 * A gRPC server that speaks enough of EventStoreDB's protocol for `@eventstore/db-client`
 * 6.2.1 — built from the client's own generated service definitions, so every message the
 * adapter sends and receives crosses a real HTTP/2 connection and protobuf encoding.
 *
 * It implements `ServerFeatures.GetSupportedMethods`, `Streams.Append`, `Streams.BatchAppend`,
 * `Streams.Read` (streams; $all forwards/backwards with server-side filters; $all
 * subscriptions), `Streams.Delete` and `Streams.Tombstone`, over an in-memory log. Its
 * semantics are our reading of the server's, not the server's: a test that passes here
 * proves the adapter speaks the protocol as we understand it, nothing about a real node.
 * See docs/event-store/eventstoredb.md.
 */
export class EsdbWireDouble {
  private constructor(
    private readonly server: Server,
    readonly port: number,
    /** The in-memory log: inspect it to see what the server holds, tombstoned records included. */
    readonly log: DoubleLog,
    /** Every Read call received, in order: what was asked of the server, filters included. */
    readonly reads: ReadRequestRecord[],
  ) {}

  /** Starts a double on 127.0.0.1 with a free port. */
  static async start(options: EsdbWireDoubleOptions = {}): Promise<EsdbWireDouble> {
    const log = new DoubleLog(options.maxAppendSize ?? 1024 * 1024);
    const reads: ReadRequestRecord[] = [];
    const server = new Server();
    server.addService(StreamsService, {
      read: handleRead(log, reads),
      append: handleAppend(log),
      batchAppend: handleBatchAppend(log),
      delete: handleDelete(log, false),
      tombstone: handleDelete(log, true),
    });
    server.addService(ServerFeaturesService, { getSupportedMethods: supportedMethods(options.batchAppend ?? true) });
    const port = await new Promise<number>((resolve, reject) =>
      server.bindAsync('127.0.0.1:0', ServerCredentials.createInsecure(), (error, bound) =>
        error ? reject(error) : resolve(bound),
      ),
    );
    return new EsdbWireDouble(server, port, log, reads);
  }

  /** For `EventStoreDBClient.connectionString` and the adapter's `open`. */
  get connectionString(): string {
    return `esdb://127.0.0.1:${this.port}?tls=false`;
  }

  /** Ends open subscriptions too: a real server drops them when it stops. */
  async stop(): Promise<void> {
    this.server.forceShutdown();
  }
}

function supportedMethods(batchAppend: boolean) {
  return (_call: ServerUnaryCall<Empty, SupportedMethods>, callback: sendUnaryData<SupportedMethods>): void => {
    const names = ['Read', 'Append', 'Delete', 'Tombstone', ...(batchAppend ? ['BatchAppend'] : [])];
    const methods = names.map((name) => new SupportedMethod().setServiceName(STREAMS).setMethodName(name));
    callback(null, new SupportedMethods().setEventStoreServerVersion('wire-double').setMethodsList(methods));
  };
}
