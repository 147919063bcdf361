/** One answer the users got: status, body, and whether a 503 said when to come back. */
export interface Answer<T = unknown> {
  status: number;
  body: T;
  gateway: string;
}

export interface ServerError {
  status: number;
  retryAfter: boolean;
  route: string;
  gateway: string;
  atMs: number;
  /** The problem document's type and title, or the start of the body. */
  problem: string;
  /** The gateway's `x-correlation-id`, which every replica's log lines of that request carry. */
  correlationId?: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `/v1/tasks/3f…/checkpoints/c-1/answer` → `/v1/tasks/:id/checkpoints/:id/answer`, so errors group by route. */
export const routeOf = (method: string, path: string): string =>
  `${method} ${path.split('?')[0].replace(/\/(?=[^/]*\d)[^/]{8,}/g, '/:id')}`;

/**
 * The users' HTTP client, as a client of the API should be (docs/api.md): every write carries
 * an Idempotency-Key; a 503 or a gateway that does not answer is retried with the same key, on
 * the other gateway replica, with backoff, for up to `giveUpMs`. Every 5xx is recorded: the
 * checker allows 503 only.
 */
export class Users {
  readonly serverErrors: ServerError[] = [];
  /** Requests that found no gateway listening (a gateway restarting): retried, not errors. */
  unreachable = 0;
  requests = 0;
  /** 409 idempotency_request_in_progress answers waited out. */
  inProgressRetries = 0;
  /** What `atMs` of an error counts from: the load phase's start once it began (as the faults' times). */
  startedAt = Date.now();

  constructor(
    private readonly gateways: readonly string[],
    private readonly headers: Record<string, string>,
    private readonly giveUpMs = 90_000,
  ) {}

  async call<T>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    options: { body?: unknown; key?: string; prefer?: number } = {},
  ): Promise<Answer<T>> {
    const deadline = Date.now() + this.giveUpMs;
    for (let attempt = 0; ; attempt++) {
      const gateway = this.gateways[((options.prefer ?? 0) + attempt) % this.gateways.length];
      this.requests++;
      const res = await fetch(`${gateway}${path}`, {
        method,
        headers: { ...this.headers, ...(options.key ? { 'idempotency-key': options.key } : {}) },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(20_000),
      }).catch(() => undefined);
      if (res && res.status < 500) {
        const text = await res.text();
        // The same key while the first request still runs (its gateway died, or it outlived our patience).
        const inProgress = res.status === 409 && text.includes('idempotency_request_in_progress');
        if (!inProgress || Date.now() > deadline) return { status: res.status, body: parseJson(text) as T, gateway };
        this.inProgressRetries++;
        await sleep(500);
        continue;
      }
      if (res) {
        const text = await res.text().catch(() => '');
        const problem = parseJson(text) as { type?: string; title?: string; detail?: string } | undefined;
        this.serverErrors.push({
          status: res.status,
          retryAfter: res.headers.has('retry-after'),
          route: routeOf(method, path),
          gateway,
          atMs: Date.now() - this.startedAt,
          problem:
            typeof problem === 'object' && problem
              ? `${problem.type ?? ''} ${problem.title ?? ''} ${problem.detail ?? ''}`.slice(0, 300)
              : text.slice(0, 300),
          correlationId: res.headers.get('x-correlation-id') ?? undefined,
        });
      } else this.unreachable++;
      if (Date.now() > deadline) {
        if (res) return { status: res.status, body: undefined as T, gateway };
        throw new Error(`${method} ${path}: no gateway answered within ${this.giveUpMs} ms`);
      }
      await sleep(Math.min(250 * 2 ** Math.min(attempt, 3), 2_000));
    }
  }
}

/** A body as JSON when it is JSON (problem documents and DTOs are), else its text. */
function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}
