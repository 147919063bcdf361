import type { ChannelOptions } from '@grpc/grpc-js';

/**
 * A client's HTTP/2 keepalive (gRFC A8): a PING every 500 ms, with or without calls in flight,
 * and the connection dropped when no answer came within 3 s. A replica frozen by SIGSTOP, a
 * stalled VM or a cut network keeps its TCP connection open and never says so; without pings
 * its callers wait out each call's deadline (503 after 5 s) until a liveness probe restarts it.
 * With them the channel gives the connection up within 3.5 s — inside the default 5 s call
 * deadline — its calls in flight fail UNAVAILABLE (idempotent ones are retried) and pick_first
 * moves to the next address: a frozen server accepts the TCP connection in its kernel but never
 * sends its HTTP/2 SETTINGS, so it is not picked again while it stays frozen.
 * Why not faster: a 1 s timeout (failover in 1.4 s) also dropped healthy peers whose event loop
 * stalled that long — on a loaded machine, a service compiling a module at its first request —
 * and the retried call then ran twice (the distributed e2e's first message answered 409 or
 * `attached_to_task`). Cost: one 17-byte frame each way per connection twice a second.
 */
export const CLIENT_KEEPALIVE: ChannelOptions = {
  'grpc.keepalive_time_ms': 500,
  'grpc.keepalive_timeout_ms': 3_000,
  'grpc.keepalive_permit_without_calls': 1,
};

/**
 * A server's keepalive: it pings its callers too, so the calls of a caller that froze or
 * vanished are cancelled (and their work with them, through the call context's signal) within
 * seconds rather than at their deadline. The ping policy states that our clients' pings are
 * welcome every 400 ms, calls or not: grpc-js 1.14 enforces no policy, but a grpc-core server
 * or proxy by default answers a client pinging more often than every 5 minutes with GOAWAY
 * `too_many_pings`.
 */
export const SERVER_KEEPALIVE: ChannelOptions = {
  'grpc.keepalive_time_ms': 2_000,
  'grpc.keepalive_timeout_ms': 5_000,
  'grpc.keepalive_permit_without_calls': 1,
  'grpc.http2.min_ping_interval_without_data_ms': 400,
  'grpc.http2.min_time_between_pings_ms': 400,
  'grpc.http2.max_ping_strikes': 0,
};
