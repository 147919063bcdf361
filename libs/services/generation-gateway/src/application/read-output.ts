import type { Readable } from 'node:stream';
import { ProviderProtocolError, type ProviderOutput } from '../provider/provider.port';

/**
 * One output stream as the chunks `WorkspaceApi.createObject` stores as they arrive (never
 * the whole output in memory), failing with `oversized_response` the moment it passes
 * `maxBytes` — before a byte when the upstream announced more — so the store keeps nothing.
 * A broken connection (not a protocol error) propagates: the poller tries the download again.
 */
export async function* limitedOutput(output: ProviderOutput, maxBytes: number): AsyncGenerator<Buffer> {
  if (output.sizeBytes !== undefined && output.sizeBytes > maxBytes)
    throw new ProviderProtocolError('oversized_response', `output of ${output.sizeBytes} bytes exceeds ${maxBytes}`);
  let size = 0;
  for await (const chunk of output.stream as Readable) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.byteLength;
    if (size > maxBytes) throw new ProviderProtocolError('oversized_response', `output exceeds ${maxBytes} bytes`);
    yield buffer;
  }
}
