import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { isApiError } from '@lomo/service-api';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  assertPublicLiteral,
  guardedLookup,
  systemResolver,
  type McpPrivateNetworks,
  type McpResolver,
} from './mcp-network';

/**
 * The `fetch` the MCP SDK's Streamable HTTP transport uses for remote servers: node's
 * http(s) with `guardedLookup`, so every connection is checked against the addresses it is
 * really made to (DNS rebinding between the attach-time check and a call is refused). Node's
 * built-in fetch has no hook for its DNS lookup, hence node:http. Not kept alive (a new,
 * checked connection per request: MCP operations are rare) and never following a redirect (a
 * 3xx is the server's answer, so a server cannot bounce a request into the network).
 * Network failures reject as fetch's do (`TypeError('fetch failed')`); a refused address
 * rejects with its typed `mcp_url_forbidden`.
 */
export function guardedFetch(policy: McpPrivateNetworks, resolver: McpResolver = systemResolver): FetchLike {
  const lookup = guardedLookup(policy, resolver);
  const agents = { http: new http.Agent({ lookup }), https: new https.Agent({ lookup }) };
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(String(input));
      assertPublicLiteral(url.toString(), policy);
      const secure = url.protocol === 'https:';
      const method = init?.method ?? 'GET';
      const request = (secure ? https : http).request(
        url,
        {
          method,
          headers: Object.fromEntries(new Headers(init?.headers)),
          agent: secure ? agents.https : agents.http,
          ...(init?.signal ? { signal: init.signal } : {}),
        },
        (response) => {
          const headers = new Headers();
          for (let i = 0; i < response.rawHeaders.length; i += 2)
            headers.append(response.rawHeaders[i]!, response.rawHeaders[i + 1]!);
          const status = response.statusCode ?? 502;
          const empty = method === 'HEAD' || status === 204 || status === 304;
          if (empty) response.resume();
          resolve(
            new Response(empty ? null : (Readable.toWeb(response) as ReadableStream<Uint8Array>), {
              status,
              statusText: response.statusMessage ?? '',
              headers,
            }),
          );
        },
      );
      request.on('error', (error) =>
        reject(
          isApiError(error) || error.name === 'AbortError' ? error : new TypeError('fetch failed', { cause: error }),
        ),
      );
      // A token request's form (OAuth, URLSearchParams) goes as its text; the SDK set its content type.
      const body = init?.body instanceof URLSearchParams ? init.body.toString() : init?.body;
      if (body !== undefined && body !== null && typeof body !== 'string' && !(body instanceof Uint8Array))
        return request.destroy(new TypeError('an MCP request body is a string or bytes'));
      request.end(body ?? undefined);
    });
}
