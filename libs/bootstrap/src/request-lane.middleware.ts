import { Injectable, type NestMiddleware } from '@nestjs/common';
import { requestBegun, servingRequest } from '@lomo/database';

/**
 * Marks an HTTP request's work as serving a request, so its statements go ahead of the
 * background's on the embedded database's one connection (`RequestFirstQueue`). A live stream
 * (SSE) is not marked: its reads go on for as long as the connection lasts, at the background's pace.
 * A Nest middleware, not `app.use`: it runs after the body is parsed, whose stream events would
 * otherwise lose the async context. Until its response is closed the request is in flight, which
 * holds background statements back between its own (briefly: `requestBegun`).
 */
@Injectable()
export class RequestLaneMiddleware implements NestMiddleware {
  use(
    req: { headers: Record<string, string | string[] | undefined> },
    res: { once(event: 'close', listener: () => void): unknown },
    next: () => void,
  ): void {
    const accept = req.headers.accept;
    if ((Array.isArray(accept) ? accept.join(',') : (accept ?? '')).includes('text/event-stream')) return next();
    res.once('close', requestBegun());
    servingRequest(next);
  }
}
