import { KeptStreams, keptContent, recordedOf, type KeptEvent } from './kept-streams';

const kept = (revision: number, text = 'x'.repeat(40), keyId = 'k1'): KeptEvent => ({
  id: `e${revision}`,
  type: 'Said',
  schemaVersion: 1,
  streamId: 's-1',
  revision: BigInt(revision),
  commit: 7n,
  prepare: BigInt(revision + 1),
  recordedAt: 1_700_000_000_000,
  keyId,
  content: keptContent(`{"d":{"text":"${text}"}}`, { actor: 'u-1' }),
});

describe('KeptStreams', () => {
  it('keeps a stream and adds what came after it, only to the list that was read', () => {
    const streams = new KeptStreams(1 << 20);
    streams.set('s-1', 'o', 0, [kept(0), kept(1)]);
    const stream = streams.get('s-1')!;
    streams.append('s-1', stream, 2, [kept(2)]);
    // A second read that started at the same length finds the list grown: its tail is not added twice.
    streams.append('s-1', stream, 2, [kept(2)]);
    expect(streams.get('s-1')!.events.map((e) => e.revision)).toEqual([0n, 1n, 2n]);
    streams.set('s-1', 'o', 1, [kept(0)]);
    // The list read before was replaced: nothing is added to the old one, nor to the new.
    streams.append('s-1', stream, 3, [kept(3)]);
    expect(streams.get('s-1')!.events.map((e) => e.revision)).toEqual([0n]);
  });

  it('is bounded by its texts: the least recently read stream goes first, and a stream larger than the bound is not kept', () => {
    const one = kept(0).content.length + 160;
    const streams = new KeptStreams(2 * one);
    streams.set('a-1', 'a-1', 0, [kept(0)]);
    streams.set('b-1', 'b-1', 0, [kept(0)]);
    streams.get('a-1');
    streams.set('c-1', 'c-1', 0, [kept(0)]);
    expect([streams.get('a-1'), streams.get('b-1'), streams.get('c-1')].map(Boolean)).toEqual([true, false, true]);
    streams.set('d-1', 'd-1', 0, [kept(0), kept(1), kept(2)]);
    expect(streams.get('d-1')).toBeUndefined();
    expect(streams.get('a-1')).toBeDefined();
  });

  it('drops every stream of an owner whose key this process shreds', () => {
    const streams = new KeptStreams(1 << 20);
    streams.set('task-1', 'task-1', 0, [kept(0)]);
    streams.set('job-1', 'task-1', 0, [kept(0)]);
    streams.set('task-2', 'task-2', 0, [kept(0)]);
    streams.dropOwner('task-1');
    expect(['task-1', 'job-1', 'task-2'].map((id) => Boolean(streams.get(id)))).toEqual([false, false, true]);
  });
});

describe('recordedOf', () => {
  it('builds the event with the sealed metadata over the clear, and new objects on every call', () => {
    const event: KeptEvent = { ...kept(3), content: keptContent('{"d":{"n":1},"m":{"title":"t"}}', { actor: 'u-1' }) };
    const first = recordedOf(event);
    expect(first).toEqual({
      id: 'e3',
      type: 'Said',
      data: { n: 1 },
      metadata: { actor: 'u-1', title: 't' },
      schemaVersion: 1,
      streamId: 's-1',
      revision: 3n,
      position: { commit: 7n, prepare: 4n },
      recordedAt: new Date(1_700_000_000_000),
    });
    const second = recordedOf(event);
    expect([
      second.data === first.data,
      second.metadata === first.metadata,
      second.position === first.position,
    ]).toEqual([false, false, false]);
  });
});
