// srvx 0.11 declares `srvx/node` under `exports` only, which this repo's `moduleResolution: node`
// does not read: the two functions the resumable uploads use, as srvx 0.11.22 declares them
// (@tus/server's own `handle` does the same: NodeRequest in, sendNodeResponse out).
declare module 'srvx/node' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { ServerRequest } from 'srvx';

  export const NodeRequest: { new (context: { req: IncomingMessage; res?: ServerResponse }): ServerRequest };
  export function sendNodeResponse(res: ServerResponse, response: Response): Promise<void>;
}
