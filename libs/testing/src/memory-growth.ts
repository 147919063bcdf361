import { createHash, randomBytes } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
/** V8's collector, reachable once `--expose-gc` is set (a fresh context picks the flag up). */
const collect = runInNewContext('gc') as () => void;

/**
 * What a process holds in memory: the JavaScript heap plus the bytes of Buffers and
 * ArrayBuffers. V8 frees dead ArrayBuffers' bytes on a background thread after a collection;
 * the second collection waits for that, so garbage is not counted as held.
 */
const held = () => {
  collect();
  collect();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
};

/** A large byte source made on the fly that measures how much memory its consumer keeps. */
export interface LargeSource {
  /** `totalBytes` bytes in chunks of `chunkBytes`; every chunk differs. Read it once. */
  source: AsyncGenerator<Uint8Array>;
  /** SHA-256 (hex) of every byte yielded so far: after the end, of the whole. */
  sha256(): string;
  /** Most memory held beyond the start, sampled after a full collection every `sampleEveryBytes`. */
  peakGrowthBytes(): number;
}

/**
 * A source for "streams, not whole files in memory" tests: a consumer that buffers what it
 * reads keeps it past each collection and shows as growth near the size read; one that
 * streams keeps a few chunks. Garbage is collected before each sample, so it is not timing.
 */
export function largeSource(
  totalBytes: number,
  options: { chunkBytes?: number; sampleEveryBytes?: number; measure?: boolean } = {},
): LargeSource {
  const chunkBytes = options.chunkBytes ?? 256 * 1024;
  const sampleEvery = options.sampleEveryBytes ?? 4 * 1024 * 1024;
  // Each sample is two full collections, whose cost grows with everything else the test
  // process holds (a Jest worker after many files: ~2 s a sample at 1 GB); a test that asserts
  // nothing about memory passes `measure: false` and pays none.
  const measure = options.measure ?? true;
  const hash = createHash('sha256');
  const baseline = measure ? held() : 0;
  let peak = 0;
  async function* generate(): AsyncGenerator<Uint8Array> {
    const pattern = randomBytes(chunkBytes);
    for (let sent = 0; sent < totalBytes; sent += chunkBytes) {
      if (measure && sent % sampleEvery < chunkBytes) peak = Math.max(peak, held() - baseline);
      const chunk = Buffer.from(pattern.subarray(0, Math.min(chunkBytes, totalBytes - sent)));
      if (chunk.byteLength >= 4) chunk.writeUInt32BE(sent >>> 0, 0);
      hash.update(chunk);
      yield chunk;
    }
    if (measure) peak = Math.max(peak, held() - baseline);
  }
  return {
    source: generate(),
    sha256: () => hash.copy().digest('hex'),
    peakGrowthBytes: () => {
      if (!measure) throw new Error('largeSource(…, { measure: false }) measures no memory');
      return peak;
    },
  };
}

/** Reads a stream to its end like a client that streams (hashing, keeping nothing), measuring what the process holds. */
export async function drainMeasured(
  stream: AsyncIterable<Uint8Array>,
  sampleEveryBytes = 4 * 1024 * 1024,
): Promise<{ sha256: string; bytes: number; peakGrowthBytes: number }> {
  const hash = createHash('sha256');
  const baseline = held();
  let peak = 0;
  let bytes = 0;
  let nextSample = 0;
  for await (const chunk of stream) {
    hash.update(chunk);
    bytes += chunk.byteLength;
    if (bytes >= nextSample) {
      peak = Math.max(peak, held() - baseline);
      nextSample += sampleEveryBytes;
    }
  }
  return { sha256: hash.digest('hex'), bytes, peakGrowthBytes: Math.max(peak, held() - baseline) };
}
