import { BlobNotFound, sha256Hex, type BlobStore } from './blob-store';

/** The behaviour every BlobStore adapter must have (STYLE rule 4). */
export function blobStoreContract(name: string, open: () => Promise<BlobStore>): void {
  describe(`BlobStore contract: ${name}`, () => {
    const bytes = new TextEncoder().encode('storyboard v1');

    it('returns what was put, addressed by its SHA-256', async () => {
      const store = await open();
      const put = await store.put('obj-a', bytes);
      expect(put).toEqual({ sha256: sha256Hex(bytes), sizeBytes: bytes.byteLength });
      expect(Buffer.from(await store.get('obj-a', put.sha256)).toString()).toBe('storyboard v1');
    });

    it('stores the same bytes twice without error', async () => {
      const store = await open();
      const first = await store.put('obj-b', bytes);
      expect(await store.put('obj-b', bytes)).toEqual(first);
    });

    it('keeps scopes apart: a blob is not found in another scope, and deleting one scope leaves the other', async () => {
      const store = await open();
      const { sha256 } = await store.put('obj-c', bytes);
      await store.put('obj-d', bytes);
      await expect(store.get('obj-e', sha256)).rejects.toBeInstanceOf(BlobNotFound);
      await store.deleteScope('obj-c');
      await expect(store.get('obj-c', sha256)).rejects.toBeInstanceOf(BlobNotFound);
      expect(await store.get('obj-d', sha256)).toEqual(bytes);
      await store.deleteScope('obj-never-written');
    });

    it('refuses a scope or hash that could leave its directory', async () => {
      const store = await open();
      await expect(store.put('../escape', bytes)).rejects.toThrow(/invalid blob scope/);
      await expect(store.get('obj-a', '../../etc/passwd')).rejects.toBeInstanceOf(BlobNotFound);
    });
  });
}
