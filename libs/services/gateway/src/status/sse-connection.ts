import type { Request, Response } from 'express';
import { comparePositions, parsePosition, type LogPosition } from '@lomo/event-store';
import type { StatusListener } from './status-fan-out';
import type { StatusUpdate } from './status-line.projection';

export interface SseSource {
  /**
   * Starts live delivery; returns the unsubscribe. Called before `history`, so nothing falls
   * between. `missed`: live delivery may have lost updates (the connection then ends).
   */
  subscribe(listener: StatusListener, missed: () => void): () => void;
  /** Everything after the cursor the client already has (or the initial history when it has none). */
  history(after: LogPosition | undefined): Promise<StatusUpdate[]>;
  accept(update: StatusUpdate): boolean;
}

const HEARTBEAT_MS = 15_000;

/** The open SSE responses of this process, ended at shutdown so the HTTP server can close. */
export class SseConnections {
  private readonly open = new Set<Response>();

  track(res: Response): () => void {
    this.open.add(res);
    return () => this.open.delete(res);
  }

  endAll(): void {
    for (const res of this.open) res.end();
    this.open.clear();
  }

  get size(): number {
    return this.open.size;
  }
}

/** The client's cursor: the `Last-Event-ID` header (EventSource reconnects) or `?after=` (first connect). */
export function cursorOf(req: Request): { after?: LogPosition; invalid?: string } {
  const raw = req.headers['last-event-id'] ?? req.query?.['after'];
  if (raw === undefined || raw === '') return {};
  const after = typeof raw === 'string' ? parsePosition(raw) : undefined;
  return after ? { after } : { invalid: String(raw) };
}

/**
 * Serves one SSE connection: live updates are buffered while history is read, then history
 * and the buffer are sent in log order with every position sent at most once — so a
 * reconnect with `Last-Event-ID` resumes with no gap and no duplicate, and a duplicate
 * publication (a new feed leader re-sending) is dropped. When live delivery may have lost
 * updates, the connection ends, so the client resumes from the log.
 */
export async function serveSse(
  req: Request,
  res: Response,
  source: SseSource,
  after: LogPosition | undefined,
  connections?: SseConnections,
): Promise<void> {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  res.write('retry: 1000\n\n');
  res.flushHeaders?.();
  let last = after;
  let buffer: StatusUpdate[] | undefined = [];
  const send = (update: StatusUpdate) => {
    const position = parsePosition(update.id);
    if (res.writableEnded || !position || (last && comparePositions(position, last) <= 0)) return;
    last = position;
    res.write(`id: ${update.id}\nevent: status\ndata: ${JSON.stringify(update)}\n\n`);
  };
  const unsubscribe = source.subscribe(
    (update) => {
      if (!source.accept(update)) return;
      if (buffer) buffer.push(update);
      else send(update);
    },
    // Ended rather than left with a hole: the client reconnects with its Last-Event-ID and
    // gets what it missed from the log.
    () => {
      close();
      res.end();
    },
  );
  const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
  const untrack = connections?.track(res);
  const close = () => {
    clearInterval(heartbeat);
    unsubscribe();
    untrack?.();
  };
  req.on('close', close);
  try {
    for (const update of await source.history(after)) send(update);
  } catch (error) {
    close();
    res.end();
    throw error;
  }
  const pending = buffer;
  buffer = undefined;
  pending.sort((a, b) => comparePositions(parsePosition(a.id)!, parsePosition(b.id)!)).forEach(send);
}
