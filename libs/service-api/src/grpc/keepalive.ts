import type { ChannelOptions } from '@grpc/grpc-js';

/**
 * A client's HTTP/2 keepalive (gRFC A8): a PING every 200 ms, with or without calls in flight,
 * and the connection dropped when no answer came within 1.2 s. A replica frozen by SIGSTOP, a
 * stalled VM or a cut network keeps its TCP connection open and never says so; without pings
 * its callers wait out each call's deadline (503 after 5 s) until a liveness probe restarts it.
 * With them the channel gives the connection up within 1.4 s, its calls in flight fail
 * UNAVAILABLE (idempotent ones are retried) and pick_first moves to the next address: a frozen
 * server accepts the TCP connection in its kernel but never sends its HTTP/2 SETTINGS, so it is
 * not picked again while it stays frozen. Issue 29 asks callers to leave a frozen replica
 * within 2 s; `frozen-replica.int-spec.ts` measured 1.65–1.79 s to the healthy replica's answer
 * (load average 24 on two cores), 2.4 s with a 250 ms / 1.5 s keepalive, 3.9 s with 500 ms / 3 s.
 * The price: a healthy peer whose event loop stalls over 1.2 s (a loaded machine, a service
 * compiling a module at its first request) is dropped too, and an idempotent call it was
 * running is retried on the other replica while the first attempt may still finish (an
 * idempotency key answers that as in progress, 409). An earlier 1 s timeout did it on two
 * loaded cores often enough to break the distributed e2e's first message (409 or
 * `attached_to_task`); the chaos soak (docs/chaos.md) counts 409s and 5xx at 1.2 s.
 * Cost: one 17-byte frame each way per connection five times a second.
 */
export const CLIENT_KEEPALIVE: ChannelOptions = {
  'grpc.keepalive_time_ms': 200,
  'grpc.keepalive_timeout_ms': 1_200,
  'grpc.keepalive_permit_without_calls': 1,
};

/**
 * A server's keepalive: it pings its callers too, so the calls of a caller that froze or
 * vanished are cancelled (and their work with them, through the call context's signal) within
 * seconds rather than at their deadline. The ping policy states that our clients' pings are
 * welcome every 100 ms, calls or not: grpc-js 1.14 enforces no policy, but a grpc-core server
 * or proxy by default answers a client pinging more often than every 5 minutes with GOAWAY
 * `too_many_pings`.
 */
export const SERVER_KEEPALIVE: ChannelOptions = {
  'grpc.keepalive_time_ms': 2_000,
  'grpc.keepalive_timeout_ms': 5_000,
  'grpc.keepalive_permit_without_calls': 1,
  'grpc.http2.min_ping_interval_without_data_ms': 100,
  'grpc.http2.min_time_between_pings_ms': 100,
  'grpc.http2.max_ping_strikes': 0,
};
