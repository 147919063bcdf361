import { createHash, randomBytes } from 'node:crypto';
import { BlobNotFound, BlobTooLarge, sha256Hex, type BlobStore } from './blob-store';

/** What an adapter can tell the conformance suite about its storage beyond the port. */
export interface BlobStoreInspection {
  /** How many stored pieces (files, chunk rows, objects) the scope still has: 0 after its purge. */
  storedPieces(scope: string): Promise<number>;
}

const MiB = 1024 * 1024;
const unique = (name: string) => `${name}-${process.pid}-${Date.now().toString(36)}`;

/** Reads a stream to its end, hashing as it goes: the blob is never held whole. */
async function drain(stream: AsyncIterable<Uint8Array>) {
  const hash = createHash('sha256');
  let bytes = 0;
  let chunks = 0;
  let largestChunk = 0;
  for await (const chunk of stream) {
    hash.update(chunk);
    bytes += chunk.byteLength;
    chunks++;
    largestChunk = Math.max(largestChunk, chunk.byteLength);
  }
  return { sha256: hash.digest('hex'), bytes, chunks, largestChunk };
}

const piece = randomBytes(256 * 1024);

/** `total` bytes made on the fly in 256 KiB chunks (the same for the same `total`), failing after `failAfter` when given. */
async function* generated(total: number, failAfter?: number): AsyncGenerator<Uint8Array> {
  for (let sent = 0; sent < total; sent += piece.byteLength) {
    if (failAfter !== undefined && sent >= failAfter) throw new Error('upstream connection reset');
    // Each chunk differs (its first bytes count up), so the blob is not one chunk repeated.
    const chunk = Buffer.from(piece.subarray(0, Math.min(piece.byteLength, total - sent)));
    chunk.writeUInt32BE(sent, 0);
    yield chunk;
  }
}

const hashOf = (stream: AsyncIterable<Uint8Array>) => drain(stream).then(({ sha256, bytes }) => ({ sha256, bytes }));

/** The behaviour every BlobStore adapter must have (STYLE rule 4). Scopes are unique per run, so servers may be shared. */
export function blobStoreConformance(name: string, open: () => Promise<BlobStore>, inspect: BlobStoreInspection): void {
  describe(`BlobStore conformance: ${name}`, () => {
    const bytes = new TextEncoder().encode('storyboard v1');

    it('returns what was put, addressed by its SHA-256, whole or as a stream', async () => {
      const store = await open();
      const scope = unique('obj-a');
      const put = await store.put(scope, bytes);
      expect(put).toEqual({ sha256: sha256Hex(bytes), sizeBytes: bytes.byteLength });
      expect(Buffer.from(await store.get(scope, put.sha256)).toString()).toBe('storyboard v1');
      expect(await drain(await store.stream(scope, put.sha256))).toMatchObject({ sha256: put.sha256, bytes: 13 });
    });

    it('stores an empty blob', async () => {
      const store = await open();
      const scope = unique('obj-empty');
      const { sha256 } = await store.put(scope, new Uint8Array(0));
      expect((await store.get(scope, sha256)).byteLength).toBe(0);
      expect((await drain(await store.stream(scope, sha256))).bytes).toBe(0);
    });

    it('stores the same bytes twice without error', async () => {
      const store = await open();
      const scope = unique('obj-b');
      const first = await store.put(scope, bytes);
      expect(await store.put(scope, bytes)).toEqual(first);
    });

    it('keeps scopes apart: a blob is not found in another scope, and deleting one scope leaves the other', async () => {
      const store = await open();
      const [c, d] = [unique('obj-c'), unique('obj-d')];
      const { sha256 } = await store.put(c, bytes);
      await store.put(d, bytes);
      await expect(store.get(unique('obj-e'), sha256)).rejects.toBeInstanceOf(BlobNotFound);
      await expect(store.stream(unique('obj-e'), sha256)).rejects.toBeInstanceOf(BlobNotFound);
      await store.deleteScope(c);
      await expect(store.get(c, sha256)).rejects.toBeInstanceOf(BlobNotFound);
      expect(await store.get(d, sha256)).toEqual(bytes);
      await store.deleteScope('obj-never-written');
    });

    it('refuses a scope or hash that could leave its directory', async () => {
      const store = await open();
      await expect(store.put('../escape', bytes)).rejects.toThrow(/invalid blob scope/);
      await expect(store.get('obj-a', '../../etc/passwd')).rejects.toBeInstanceOf(BlobNotFound);
      await expect(store.stream('obj-a', '../../etc/passwd')).rejects.toBeInstanceOf(BlobNotFound);
    });

    it('streams a 20 MB blob in pieces of at most 4 MiB', async () => {
      // given a 20 MB blob
      const store = await open();
      const scope = unique('obj-large');
      const large = randomBytes(20 * 1000 * 1000);
      const { sha256, sizeBytes } = await store.put(scope, large);
      // when it is streamed, then every byte arrives, in many small pieces
      const read = await drain(await store.stream(scope, sha256));
      expect(read).toMatchObject({ sha256: sha256Hex(large), bytes: sizeBytes });
      expect(read.chunks).toBeGreaterThan(4);
      expect(read.largestChunk).toBeLessThanOrEqual(4 * MiB);
    }, 120_000);

    it('takes concurrent puts of one blob and concurrent reads of it', async () => {
      // given eight writers racing to store the same 3 MB blob, and another scope at the same time
      const store = await open();
      const [scope, other] = [unique('obj-race'), unique('obj-race-other')];
      const blob = randomBytes(3 * MiB);
      const puts = await Promise.all([
        ...Array.from({ length: 8 }, () => store.put(scope, blob)),
        store.put(other, bytes),
      ]);
      // then all of them succeed with the same address, and four concurrent readers read it whole
      expect(new Set(puts.slice(0, 8).map((p) => p.sha256))).toEqual(new Set([sha256Hex(blob)]));
      const reads = await Promise.all(
        Array.from({ length: 4 }, async () => drain(await store.stream(scope, puts[0].sha256))),
      );
      for (const read of reads) expect(read).toMatchObject({ sha256: sha256Hex(blob), bytes: blob.byteLength });
      expect(await store.get(other, puts[8].sha256)).toEqual(bytes);
    }, 120_000);

    it('purges a scope whole: every blob and every piece of it (R-10.8)', async () => {
      // given a scope with a multi-piece blob and two small ones, and a neighbour
      const store = await open();
      const [scope, neighbour] = [unique('obj-purge'), unique('obj-keep')];
      const blobs = [randomBytes(3 * MiB + 17), bytes, new TextEncoder().encode('v2')];
      const puts = await Promise.all(blobs.map((b) => store.put(scope, b)));
      const kept = await store.put(neighbour, bytes);
      expect(await inspect.storedPieces(scope)).toBeGreaterThanOrEqual(3);
      // when the scope is purged
      await store.deleteScope(scope);
      // then nothing of it is left or readable, the neighbour is intact, and the scope can be written again
      expect(await inspect.storedPieces(scope)).toBe(0);
      for (const { sha256 } of puts) {
        await expect(store.get(scope, sha256)).rejects.toBeInstanceOf(BlobNotFound);
        await expect(store.stream(scope, sha256)).rejects.toBeInstanceOf(BlobNotFound);
      }
      expect(await store.get(neighbour, kept.sha256)).toEqual(bytes);
      await store.put(scope, bytes);
      expect(await store.get(scope, kept.sha256)).toEqual(bytes);
    }, 120_000);

    it('streams a put of many chunks in, and two streamed puts of one blob at once store it once', async () => {
      // given a 12 MiB blob that arrives in 48 chunks (more than one S3 part, many PostgreSQL rows)
      const store = await open();
      const scope = unique('obj-stream');
      const size = 12 * MiB + 1000;
      const expected = await hashOf(generated(size));
      // when it is put as a stream, twice at the same time
      const puts = await Promise.all([store.put(scope, generated(size)), store.put(scope, generated(size))]);
      // then both answer its address and size, it reads back whole, and the scope holds one copy
      for (const put of puts) expect(put).toEqual({ sha256: expected.sha256, sizeBytes: size });
      expect(await hashOf(await store.stream(scope, expected.sha256))).toEqual(expected);
      const pieces = await inspect.storedPieces(scope);
      await store.deleteScope(scope);
      expect(pieces).toBeGreaterThan(0);
      expect(await inspect.storedPieces(scope)).toBe(0);
    }, 120_000);

    it('refuses a streamed put past its limit with BlobTooLarge and keeps nothing of it', async () => {
      // given a limit of 7 MiB and a 10 MiB stream
      const store = await open();
      const scope = unique('obj-oversize');
      // when it is put, then it fails as too large, and nothing of it is stored or readable
      const refusal = await store.put(scope, generated(10 * MiB), { maxBytes: 7 * MiB }).catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(BlobTooLarge);
      expect(refusal).toMatchObject({ maxBytes: 7 * MiB });
      expect(await inspect.storedPieces(scope)).toBe(0);
      // and a blob of exactly the limit is taken
      const exact = await store.put(scope, generated(MiB), { maxBytes: MiB });
      expect(exact.sizeBytes).toBe(MiB);
      await store.deleteScope(scope);
    }, 120_000);

    it('keeps nothing of a put whose source fails midway, and rethrows the source error', async () => {
      // given a source that breaks after 6 MiB, and one that breaks before its first byte
      const store = await open();
      const scope = unique('obj-broken');
      // when they are put, then each put fails with the source's own error
      await expect(store.put(scope, generated(12 * MiB, 6 * MiB))).rejects.toThrow('upstream connection reset');
      await expect(store.put(scope, generated(MiB, 0))).rejects.toThrow('upstream connection reset');
      // then nothing of them is stored, and the scope still takes a good blob
      expect(await inspect.storedPieces(scope)).toBe(0);
      const { sha256 } = await store.put(scope, generated(MiB));
      expect((await hashOf(await store.stream(scope, sha256))).bytes).toBe(MiB);
      await store.deleteScope(scope);
    }, 120_000);
  });
}
