import { randomBytes, randomUUID } from 'node:crypto';
import { EncryptingEventStore, EventKeys } from '@lomo/event-store/sql';
import { KekRing, kekOf } from '@lomo/vault/kek';
import { serverBackend, type Backend } from './testing/backends';
import { jsonLines, runCli } from './testing/cli-process';

interface EventLine {
  streamId: string;
  data: unknown;
  shredded?: true;
}

jest.setTimeout(180_000);

/**
 * ADR 0050: `lomo events` reads a sealed log with the deployment's KEK (`VAULT_KEK`), shows a
 * deleted task's events as shredded, and without the KEK shows ciphertext, never the words.
 */
describe('lomo events read on a sealed log (PostgreSQL server)', () => {
  let backend: Backend;
  const kek = randomBytes(32);
  const kept = `task-${randomUUID()}`;
  const deleted = `task-${randomUUID()}`;
  const read = (streamId: string, env: NodeJS.ProcessEnv = {}) =>
    runCli(['events', 'read', streamId, '--database', backend.database, '--format', 'jsonl'], env);

  beforeAll(async () => {
    backend = await serverBackend();
    await backend.withStore(async (plain, sql) => {
      const store = new EncryptingEventStore(plain, { keys: new EventKeys(sql, new KekRing(kekOf(kek))) });
      for (const [streamId, words] of [
        [kept, 'the kept marigold brief'],
        [deleted, 'the deleted quillfox brief'],
      ])
        await store.append(streamId, [{ id: randomUUID(), type: 'TaskCreated', data: { brief: words } }], {
          expected: 'no_stream',
        });
      await store.shred(deleted);
    });
  });
  afterAll(() => backend.dispose());

  it('given VAULT_KEK, then a live task reads in clear and a deleted one as shredded, with none of its words', async () => {
    const env = { VAULT_KEK: kek.toString('base64') };
    const live = await read(kept, env);
    expect(live.code).toBe(0);
    expect(jsonLines<EventLine>(live.stdout).map((e) => e.data)).toEqual([{ brief: 'the kept marigold brief' }]);
    const gone = await read(deleted, env);
    expect(gone.code).toBe(0);
    expect(jsonLines<EventLine>(gone.stdout).map((e) => [e.data, e.shredded])).toEqual([[null, true]]);
    expect(gone.stdout).not.toContain('quillfox');
  });

  it('given no KEK, then it shows the ciphertext, never the words', async () => {
    const live = await read(kept);
    expect(live.code).toBe(0);
    expect(live.stdout).not.toContain('marigold');
    expect(jsonLines<EventLine>(live.stdout)[0].data).toEqual({
      $sealed: expect.any(String),
      $key: expect.any(String),
    });
  });
});
