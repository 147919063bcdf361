/** One server-sent event as received. */
export interface ServerSentEvent {
  event: string;
  id?: string;
  data: string;
}

/** An open SSE connection collecting its events until `close`. */
export interface EventStream {
  readonly events: ServerSentEvent[];
  /** Resolves with the first event (received so far or later) that `match` accepts; rejects after `timeoutMs`. */
  until(match: (event: ServerSentEvent) => boolean, timeoutMs: number): Promise<ServerSentEvent>;
  close(): void;
}

/**
 * Opens `GET url` as an SSE stream (`text/event-stream`) and parses it as it arrives. Resolves
 * once the response headers are in, so a test can open the stream before it acts and then
 * wait for what the action should produce.
 */
export async function openEventStream(url: string, headers: Record<string, string>): Promise<EventStream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { ...headers, accept: 'text/event-stream' }, signal: abort.signal });
  if (!res.ok || !res.body) throw new Error(`SSE ${url}: ${res.status} ${await res.text()}`);
  const events: ServerSentEvent[] = [];
  const waiters = new Set<() => void>();
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: ServerSentEvent = { event: 'message', data: '' };
          for (const line of block.split('\n')) {
            const colon = line.indexOf(':');
            if (colon <= 0) continue; // a comment (heartbeat) or a blank line
            const field = line.slice(0, colon);
            const value = line.slice(colon + 1).replace(/^ /, '');
            if (field === 'event') event.event = value;
            else if (field === 'id') event.id = value;
            else if (field === 'data') event.data = event.data ? `${event.data}\n${value}` : value;
          }
          if (event.data || event.id) events.push(event);
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    events,
    until(match, timeoutMs) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return;
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching event on ${url} within ${timeoutMs} ms; got ${events.length}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}
