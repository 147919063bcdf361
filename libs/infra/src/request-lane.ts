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

/** A request goes ahead of at most this many waiting background operations in a row. */
const REQUESTS_BEFORE_BACKGROUND = 8;

/**
 * One operation at a time on a single connection (PGlite has one session), requests first.
 * PGlite's own queue is first come, first served: under a workload a request's few statements
 * waited behind every turn's and every projection's queued statements (issue 26, B14: post and
 * card p95 many times their aims while the background kept the one connection busy). Here a
 * request's operation waits only for the one in flight; background work still runs at least
 * once every few requests, so a stream of requests cannot starve it.
 */
export class RequestFirstQueue {
  private readonly requests: Array<() => void> = [];
  private readonly background: Array<() => void> = [];
  private busy = false;
  private requestsInARow = 0;

  run<T>(operation: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        operation()
          .then(resolve, reject)
          .finally(() => {
            this.busy = false;
            this.next();
          });
      };
      (isServingRequest() ? this.requests : this.background).push(start);
      if (!this.busy) this.next();
    });
  }

  private next(): void {
    const takeBackground =
      this.background.length > 0 && (this.requests.length === 0 || this.requestsInARow >= REQUESTS_BEFORE_BACKGROUND);
    const start = takeBackground ? this.background.shift() : this.requests.shift();
    if (!start) return;
    this.requestsInARow = takeBackground ? 0 : this.requestsInARow + 1;
    this.busy = true;
    start();
  }
}
