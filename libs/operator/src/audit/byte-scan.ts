import { StringDecoder } from 'node:string_decoder';

/**
 * The needles a byte stream holds, matched case-insensitively, reading it chunk by chunk: a
 * blob or spooled output may be far larger than a string can be. The tail of each chunk is
 * kept so a needle split across two chunks is still found.
 */
export async function needlesIn(
  chunks: AsyncIterable<Buffer | Uint8Array | string>,
  needles: readonly string[],
): Promise<string[]> {
  const wanted = needles.map((needle) => ({ needle, lower: needle.toLowerCase() }));
  const overlap = Math.max(0, ...wanted.map((w) => w.lower.length - 1));
  const found = new Set<string>();
  const decoder = new StringDecoder('utf8');
  let tail = '';
  for await (const chunk of chunks) {
    const text = tail + (typeof chunk === 'string' ? chunk : decoder.write(Buffer.from(chunk))).toLowerCase();
    for (const w of wanted) if (!found.has(w.needle) && text.includes(w.lower)) found.add(w.needle);
    tail = overlap > 0 ? text.slice(-overlap) : '';
  }
  const rest = tail + decoder.end().toLowerCase();
  for (const w of wanted) if (!found.has(w.needle) && rest.includes(w.lower)) found.add(w.needle);
  return needles.filter((needle) => found.has(needle));
}
