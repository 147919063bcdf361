import type { EachBatchPayload, KafkaMessage } from 'kafkajs';
import { consumeBatch, type TurnOutcome } from './consume-batch';
import { OffsetCommitter } from './offset-committer';

type Commit = { topic: string; partition: number; offset: string };

/** A kafkajs batch of `count` messages from offset 10 of partition 0, and what was committed. */
function batchOf(count: number, broker: { commit?: () => Promise<void> } = {}) {
  const commits: Commit[] = [];
  const resolved: string[] = [];
  const messages = Array.from({ length: count }, (_, i) => ({ offset: String(10 + i) }) as KafkaMessage);
  const payload = {
    batch: { topic: 'notes', partition: 0, messages },
    resolveOffset: (offset: string) => void resolved.push(offset),
    commitOffsetsIfNecessary: async (offsets: Parameters<EachBatchPayload['commitOffsetsIfNecessary']>[0]) => {
      for (const { topic, partitions } of offsets!.topics)
        for (const { partition, offset } of partitions) commits.push({ topic, partition, offset });
      await broker.commit?.();
    },
  } as unknown as Pick<EachBatchPayload, 'batch' | 'resolveOffset' | 'commitOffsetsIfNecessary'>;
  return { payload, commits, resolved, committer: new OffsetCommitter(() => undefined) };
}

const handleAll = async (): Promise<TurnOutcome> => 'next';

describe('consumeBatch: commits after handling, once per batch', () => {
  it('given a batch handled to its end, then one commit carries the offset after its last message, and the next fetch does not wait for it', async () => {
    let land!: () => void;
    const landing = new Promise<void>((resolve) => (land = resolve));
    const { payload, commits, resolved, committer } = batchOf(5, { commit: () => landing });
    await consumeBatch(payload, handleAll, { committer, settle: () => false });
    expect(commits).toEqual([{ topic: 'notes', partition: 0, offset: '15' }]);
    expect(resolved).toEqual(['10', '11', '12', '13', '14']);
    land();
    await committer.idle();
  });

  it('given a handler that fails after 3 of the batch were handled, then the commit stops before the 4th and the failure is thrown once it landed', async () => {
    const { payload, commits, committer } = batchOf(6);
    let turns = 0;
    const crashAtFourth = async (): Promise<TurnOutcome> => {
      if (++turns === 4) throw new Error('crashed');
      return 'next';
    };
    await expect(consumeBatch(payload, crashAtFourth, { committer, settle: () => false })).rejects.toThrow('crashed');
    expect(commits).toEqual([{ topic: 'notes', partition: 0, offset: '13' }]);
  });

  it('given a handler that never returns (the process dies in it), then no commit ever passes the unhandled message', async () => {
    const { payload, commits, committer } = batchOf(6);
    let turns = 0;
    const hangAtFourth = (): Promise<TurnOutcome> =>
      ++turns === 4 ? new Promise<TurnOutcome>(() => undefined) : Promise.resolve('next');
    // Commit after every handled message, so the bound is tested on each one.
    void consumeBatch(payload, hangAtFourth, { committer, settle: () => false, commitEveryMs: 0 });
    await new Promise((resolve) => setImmediate(resolve));
    await committer.idle();
    expect(turns).toBe(4);
    expect(commits.map((c) => c.offset)).toEqual(['11', '12', '13']);
  });

  it('given a turn that leaves its message (paused, closing, not yet due), then the handled ones before it are committed before the batch returns', async () => {
    let landed = false;
    const { payload, commits, committer } = batchOf(5, {
      commit: async () => {
        await new Promise((resolve) => setImmediate(resolve));
        landed = true;
      },
    });
    let turns = 0;
    await consumeBatch(payload, async () => (++turns === 3 ? 'leave' : 'next'), { committer, settle: () => false });
    expect(commits.map((c) => c.offset)).toEqual(['12']);
    expect(landed).toBe(true);
  });

  it('given a turn that saw a rebalance, then the batch stops after it and its commit is awaited', async () => {
    const { payload, commits, resolved, committer } = batchOf(5);
    let turns = 0;
    await consumeBatch(payload, async () => (++turns === 2 ? 'last' : 'next'), { committer, settle: () => false });
    expect(resolved).toEqual(['10', '11']);
    expect(commits.map((c) => c.offset)).toEqual(['12']);
  });

  it('given a failing commit on an end that waits, then the batch throws (kafkajs rejoins from the committed offset)', async () => {
    const { payload, committer } = batchOf(3, { commit: () => Promise.reject(new Error('REBALANCE_IN_PROGRESS')) });
    await expect(consumeBatch(payload, async () => 'last', { committer, settle: () => false })).rejects.toThrow(
      'REBALANCE_IN_PROGRESS',
    );
  });

  it("given a closing member, then a batch that ran to its end waits for every commit in flight, also earlier batches'", async () => {
    const order: string[] = [];
    const earlier = batchOf(2, {
      commit: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        order.push('earlier landed');
      },
    });
    await consumeBatch(earlier.payload, handleAll, { committer: earlier.committer, settle: () => false });
    const closing = batchOf(0);
    await consumeBatch(closing.payload, handleAll, { committer: earlier.committer, settle: () => true });
    order.push('closing batch returned');
    expect(order).toEqual(['earlier landed', 'closing batch returned']);
  });
});
