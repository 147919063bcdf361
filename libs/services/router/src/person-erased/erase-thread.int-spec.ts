import { randomUUID } from 'node:crypto';
import { mainThreadStreamId } from '@lomo/contracts';
import { StreamDeleted } from '@lomo/event-store';
import { openTaskIndexFixture, type TaskIndexFixture } from '../task-index/task-index.fixture';
import { eraseThread } from './erase-thread';

/**
 * ADR 0057: the router's part of a person's erasure, on PGlite with the real task index — her
 * words leave alice's task document, her thread is purged, alice's stays; not before the index
 * has read her whole thread; again, nothing more.
 */
describe("the router erases a person's main thread", () => {
  let fx: TaskIndexFixture;
  const ws = `ws-${randomUUID()}`;
  const at = '2026-12-03T10:00:00.000Z';
  const now = () => at;

  beforeAll(async () => {
    fx = await openTaskIndexFixture();
  });
  afterAll(() => fx.close());

  const post = (user: string, messageId: string, text: string, decision: string, taskIds: string[]) =>
    fx.store.append(
      mainThreadStreamId(ws, user),
      [
        { id: randomUUID(), type: 'MainMessagePosted', data: { messageId, text, at } },
        { id: randomUUID(), type: 'MainMessageRouted', data: { messageId, decision, taskIds, reason: 'test', at } },
      ].map((e) => ({ ...e, metadata: { workspaceId: ws, actor: `user:${user}` } })),
      { expected: 'any' },
    );

  it("given her chat and her words in alice's task, then her thread and her words go, alice's stay; a retry erases nothing more", async () => {
    // Given: alice's task (indexed), carol's message into it and carol's chat, not read by the index yet.
    const { store, search, index, embedder } = fx;
    await post('alice', 'a-1', 'a plain fox', 'created_task', ['t-a']);
    await index.catchUp();
    await post('carol', 'c-1', 'trim it with brackenloom lace', 'attached_to_task', ['t-a']);
    await post('carol', 'c-2', 'hello, just testing', 'answered_in_main', []);
    const carol = { workspaceId: ws, userId: 'carol' };
    const standby = { catchUp: async () => undefined, status: (cap?: number) => index.status(cap) };
    const ports = { store, search, embedder, now };

    // When the index is behind her thread, then nothing is erased yet (the gateway retries).
    await expect(eraseThread({ ...ports, index: standby }, carol)).rejects.toMatchObject({
      kind: 'unavailable',
      code: 'task_index_behind',
    });
    expect(await store.readStream(mainThreadStreamId(ws, 'carol'))).toHaveLength(4);

    // When it has read it (it catches up itself), then her words leave alice's document and her thread is purged.
    expect(await eraseThread({ ...ports, index }, carol)).toEqual({ messages: 2, documents: 1 });
    const doc = await search.get(ws, 't-a');
    expect(doc).toMatchObject({ title: 'a plain fox', body: '' });
    await expect(store.readStream(mainThreadStreamId(ws, 'carol'))).rejects.toBeInstanceOf(StreamDeleted);
    expect(await store.readStream(mainThreadStreamId(ws, 'alice'))).toHaveLength(2);

    // And the index, reading on, adds nothing of hers back; erasing again erases nothing.
    await index.catchUp();
    expect(JSON.stringify(await search.get(ws, 't-a'))).not.toContain('brackenloom');
    expect(await eraseThread({ ...ports, index }, carol)).toEqual({ messages: 0, documents: 0 });
  });
});
