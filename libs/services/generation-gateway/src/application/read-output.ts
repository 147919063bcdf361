import { ProviderProtocolError, type ProviderOutput } from '../provider/provider.port';

/**
 * Reads one output stream into the bytes `WorkspaceApi.createObject` takes, refusing anything
 * past `maxBytes` as soon as it is passed (never more than the limit in memory). The stream is
 * destroyed on every exit, so an abandoned download frees its socket.
 */
export async function readOutput(
  output: ProviderOutput,
  maxBytes: number,
): Promise<{ bytes: Uint8Array; mediaType: string }> {
  if (output.sizeBytes !== undefined && output.sizeBytes > maxBytes) {
    output.stream.destroy();
    throw new ProviderProtocolError('oversized_response', `output of ${output.sizeBytes} bytes exceeds ${maxBytes}`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of output.stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      size += buffer.byteLength;
      if (size > maxBytes) throw new ProviderProtocolError('oversized_response', `output exceeds ${maxBytes} bytes`);
      chunks.push(buffer);
    }
  } finally {
    // A broken connection (not a protocol error) propagates: the poller tries the download again.
    output.stream.destroy();
  }
  const all = Buffer.concat(chunks);
  return { bytes: new Uint8Array(all.buffer, all.byteOffset, all.byteLength), mediaType: output.mediaType };
}
