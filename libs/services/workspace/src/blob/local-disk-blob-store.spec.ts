import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { blobStoreConformance } from './blob-store.conformance';
import { LocalDiskBlobStore } from './local-disk-blob-store';

const root = mkdtempSync(join(tmpdir(), 'lomo-blobs-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

blobStoreConformance('local disk', async () => new LocalDiskBlobStore(root), {
  storedPieces: async (scope) => (await readdir(join(root, scope)).catch(() => [])).length,
});
