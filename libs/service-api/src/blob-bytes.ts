import type { BlobBytes } from './workspace.api';

/**
 * Collects blob bytes into one array. Only for content known to be small (a reference image,
 * a document's text, a test's assertion): large media stay streams end to end.
 */
export async function readAllBytes(bytes: BlobBytes): Promise<Uint8Array> {
  if (bytes instanceof Uint8Array) return bytes;
  const chunks: Buffer[] = [];
  for await (const chunk of bytes) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  const all = Buffer.concat(chunks);
  return new Uint8Array(all.buffer, all.byteOffset, all.byteLength);
}
