const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One HTTP answer: its status and its body parsed on demand. */
export interface DevAnswer {
  status: number;
  json: () => any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A client of a platform process signed in with the local console key (`GET /v1/dev/session`). */
export interface DevClient {
  key: string;
  headers: Record<string, string>;
  call(path: string, init?: RequestInit): Promise<DevAnswer>;
  post(path: string, body: unknown): Promise<DevAnswer>;
  /** Polls the task until it is idle with an artifact. @throws after `timeoutMs`, with `describe()` */
  untilImaged(taskId: string, timeoutMs: number, describe: () => string): Promise<void>;
}

/**
 * Waits for the platform at `url` to hand out its console key, then calls it with that key.
 * `seen` gets every answer's body and headers (tests that search responses for secrets).
 */
export async function devClient(url: string, seen?: (body: string, headers: Headers) => void): Promise<DevClient> {
  const call = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${url}${path}`, init);
    const text = await res.text();
    seen?.(text, res.headers);
    return { status: res.status, json: () => JSON.parse(text) };
  };
  let session: { key: string } | undefined;
  while (!session) {
    const res = await call('/v1/dev/session');
    if (res.status === 200) session = res.json();
    else await sleep(200);
  }
  const headers = { authorization: `Bearer ${session.key}`, 'content-type': 'application/json' };
  return {
    key: session.key,
    headers,
    call,
    post: (path, body) => call(path, { method: 'POST', headers, body: JSON.stringify(body) }),
    untilImaged: async (taskId, timeoutMs, describe) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        // A refused connection says what the platform wrote before it (a crash, a reset).
        const answer = await call(`/v1/tasks/${taskId}`, { headers }).catch((error: unknown) => {
          throw new Error(
            `reading task ${taskId}: ${String(error)} (${String((error as Error).cause)})\n${describe()}`,
          );
        });
        const card = answer.json();
        if (card.status === 'idle' && card.artifacts?.length > 0) return;
        if (Date.now() > deadline) throw new Error(`task stuck: ${JSON.stringify(card)}\n${describe()}`);
        await sleep(300);
      }
    },
  };
}
