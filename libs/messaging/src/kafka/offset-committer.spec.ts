import type { EachBatchPayload } from 'kafkajs';
import { type CommitOffsets, OffsetCommitter } from './offset-committer';

type Request = NonNullable<Parameters<EachBatchPayload['commitOffsetsIfNecessary']>[0]>;

/** A broker whose commit requests the test answers one by one. */
function broker() {
  const requests: Request[] = [];
  const answers: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const send: CommitOffsets = (offsets) =>
    new Promise<void>((resolve, reject) => {
      requests.push(offsets!);
      answers.push({ resolve, reject });
    });
  const answered = () => new Promise((resolve) => setImmediate(resolve));
  return { requests, answers, send, answered };
}

describe('OffsetCommitter', () => {
  it('given commits queued while one is in flight, then the next request carries only the newest offset of each partition', async () => {
    const { requests, answers, send, answered } = broker();
    const committer = new OffsetCommitter(() => undefined);
    const first = committer.commit(send, 'notes', 0, '11');
    const second = committer.commit(send, 'notes', 0, '12');
    const third = committer.commit(send, 'notes', 0, '14');
    const other = committer.commit(send, 'notes', 1, '3');
    expect(requests).toHaveLength(1);
    answers[0].resolve();
    await first;
    await answered();
    expect(requests).toEqual([
      { topics: [{ topic: 'notes', partitions: [{ partition: 0, offset: '11' }] }] },
      {
        topics: [
          {
            topic: 'notes',
            partitions: [
              { partition: 0, offset: '14' },
              { partition: 1, offset: '3' },
            ],
          },
        ],
      },
    ]);
    answers[1].resolve();
    await Promise.all([second, third, other]);
    await committer.idle();
  });

  it('given a failed commit, then its waiters get the error, it is reported, and the next commit is sent anew', async () => {
    const { requests, answers, send, answered } = broker();
    const failures: unknown[] = [];
    const committer = new OffsetCommitter((error) => failures.push(error));
    const failed = committer.commit(send, 'notes', 0, '11');
    answers[0].reject(new Error('NOT_COORDINATOR'));
    await expect(failed).rejects.toThrow('NOT_COORDINATOR');
    expect(failures).toHaveLength(1);
    const next = committer.commit(send, 'notes', 0, '12');
    await answered();
    expect(requests.at(-1)).toEqual({ topics: [{ topic: 'notes', partitions: [{ partition: 0, offset: '12' }] }] });
    answers[1].resolve();
    await next;
  });
});
