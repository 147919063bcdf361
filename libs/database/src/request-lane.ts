import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which work a statement serves: a person's request waiting for its answer, or the platform's
 * own background (turns, projections, outboxes, pollers). Carried by async context, so a
 * request's statements are known as such however deep the call that sends them.
 */
const lane = new AsyncLocalStorage<'request'>();

/** Runs `fn` (and everything it starts) as serving a request. */
export function servingRequest<T>(fn: () => T): T {
  return lane.run('request', fn);
}

/** Runs `fn` (and everything it starts) as background work, even when a request started it. */
export function inBackground<T>(fn: () => T): T {
  return lane.exit(fn);
}

export function isServingRequest(): boolean {
  return lane.getStore() === 'request';
}

export type QueueLane = 'request' | 'background';
/** Milliseconds an operation waited for the one connection, then held it. */
export type QueueObserver = (lane: QueueLane, waitedMs: number, heldMs: number) => void;

/** A request goes ahead of at most this many waiting background operations in a row. */
const REQUESTS_BEFORE_BACKGROUND = 8;

/**
 * How long background operations wait for a request in flight: a request younger than this
 * holds them back between its own statements too, and a held operation waits no longer.
 */
const BACKGROUND_HOLD_MS = 50;

/** After a hold that ran its full length, the background's turn: it is not held for this long. */
const BACKGROUND_TURN_MS = 10;

/**
 * After a response, the background waits this much longer: a person's requests come in bursts
 * (the console reads a task's card as soon as its post is answered), and the next one is
 * usually on the wire by then.
 */
const AFTER_RESPONSE_MS = 15;

/** Until when each request in flight (or just answered) holds the background (a handful at once). */
const requestsInFlight = new Set<{ holdsUntil: number }>();
const onRequestFinished = new Set<() => void>();

/**
 * Marks an HTTP request as in flight until the returned function is called (the response is
 * closed). While a young one is, and briefly after, queued background operations wait
 * (`RequestFirstQueue`).
 */
export function requestBegun(): () => void {
  const request = { holdsUntil: performance.now() + BACKGROUND_HOLD_MS };
  requestsInFlight.add(request);
  return () => {
    request.holdsUntil = Math.min(request.holdsUntil, performance.now() + AFTER_RESPONSE_MS);
    setTimeout(
      () => {
        if (!requestsInFlight.delete(request)) return;
        for (const wake of onRequestFinished) wake();
      },
      Math.max(0, Math.ceil(request.holdsUntil - performance.now())),
    ).unref();
  };
}

/** Milliseconds until no request holds the background (0: none does). */
function youngRequestFor(now: number): number {
  let until = 0;
  for (const { holdsUntil } of requestsInFlight) until = Math.max(until, holdsUntil - now);
  return until;
}

/**
 * One operation at a time on a single connection (PGlite has one session), requests first.
 * PGlite's own queue is first come, first served: under a workload a request's few statements
 * waited behind every turn's and every projection's queued statements (issue 26, B14: post and
 * card p95 many times their aims while the background kept the one connection busy). Here a
 * request's operation waits only for the one in flight; background work still runs at least
 * once every few requests, so a stream of requests cannot starve it.
 */
export class RequestFirstQueue {
  /** Told of each operation once it ends: its lane, how long it waited for the connection and how long it held it. */
  observer: QueueObserver | undefined;
  private readonly requests: Array<() => void> = [];
  private readonly background: Array<() => void> = [];
  private busy = false;
  private requestsInARow = 0;
  /** Since when the next background operation has been held back for a request in flight. */
  private heldSince: number | undefined;
  /** Until when the background has its turn after a full hold (requests still go first). */
  private backgroundTurnUntil = 0;
  private heldTimer: NodeJS.Timeout | undefined;
  private readonly wake = () => this.next();

  run<T>(operation: () => Promise<T>): Promise<T> {
    const lane: QueueLane = isServingRequest() ? 'request' : 'background';
    const queued = performance.now();
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        const started = performance.now();
        operation()
          // Told before the caller resumes, so what it reads next (a metrics page) counts this one.
          .finally(() => this.observer?.(lane, started - queued, performance.now() - started))
          .then(resolve, reject)
          .finally(() => {
            this.busy = false;
            // The next operation starts on the event loop's next turn, not in this promise
            // chain: PGlite's statements run synchronously, so a chain of them never let the
            // loop read a request waiting on its socket — the queue could put a request first
            // only once it had reached the queue (issue 26, B14's card read after its post).
            setImmediate(() => this.next());
          });
      };
      (lane === 'request' ? this.requests : this.background).push(start);
      this.next();
    });
  }

  private next(): void {
    if (this.busy) return;
    const takeBackground =
      this.background.length > 0 && (this.requests.length === 0 || this.requestsInARow >= REQUESTS_BEFORE_BACKGROUND);
    if (takeBackground && this.requests.length === 0 && this.holdBackground()) return;
    const start = takeBackground ? this.background.shift() : this.requests.shift();
    if (!start) return;
    if (takeBackground) this.stopHolding();
    this.requestsInARow = takeBackground ? 0 : this.requestsInARow + 1;
    this.busy = true;
    start();
  }

  /**
   * Holds the background back while a young request is in flight: between a request's
   * statements its handler runs JavaScript, and a background operation started then (with its
   * caller's JavaScript after it, a turn's or a projection's) delayed the request's next one
   * (issue 26, B14's card read right after its post, which meets the new task's first turn).
   * Bounded: a held operation runs after at most the hold, requests or not.
   */
  private holdBackground(): boolean {
    const now = performance.now();
    if (now < this.backgroundTurnUntil) return false;
    this.heldSince ??= now;
    const young = youngRequestFor(now);
    const left = this.heldSince + BACKGROUND_HOLD_MS - now;
    clearTimeout(this.heldTimer);
    if (young <= 0) return false;
    // Held for the whole hold with requests still coming: the background gets a turn of its
    // own, so a steady stream of requests slows it to a share of the connection, never to a trickle.
    if (left <= 0) {
      this.backgroundTurnUntil = now + BACKGROUND_TURN_MS;
      return false;
    }
    const wait = Math.min(young, left);
    onRequestFinished.add(this.wake);
    this.heldTimer = setTimeout(this.wake, Math.ceil(wait)).unref();
    return true;
  }

  private stopHolding(): void {
    this.heldSince = undefined;
    clearTimeout(this.heldTimer);
    onRequestFinished.delete(this.wake);
  }
}
