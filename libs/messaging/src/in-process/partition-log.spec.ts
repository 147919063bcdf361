import { PartitionLog } from './partition-log';

const topic = { name: 'a.b.v1', partitions: 1, retentionMs: 1_000, cleanupPolicy: 'delete' as const };
const record = (n: number) => ({ topic: topic.name, key: 'k', value: Uint8Array.of(n), headers: {} });

describe('in-process partition log', () => {
  it('numbers records from 0 and keeps a copy of what was appended', () => {
    const log = new PartitionLog(topic, 0);
    const value = Uint8Array.of(1);
    expect(log.append({ ...record(1), value }, 0)).toBe(0);
    value[0] = 9;
    expect(log.read(0)?.value).toEqual(Uint8Array.of(1));
    expect(log.read(1)).toBeUndefined();
  });

  it('given time retention, drops records older than it and moves a reader behind the start to the first kept one', () => {
    const log = new PartitionLog(topic, 0);
    for (let i = 0; i < 5; i++) log.append(record(i), i * 400);
    expect(log.startOffset).toBe(2);
    expect(log.endOffset).toBe(5);
    expect(log.read(0)?.offset).toBe(2);
  });

  it('wakes a waiting reader on append, and on abort', async () => {
    const log = new PartitionLog(topic, 0);
    const waiting = log.waitFor(0, new AbortController().signal);
    log.append(record(1), 0);
    await waiting;
    const abort = new AbortController();
    const stopped = log.waitFor(5, abort.signal);
    abort.abort();
    await stopped;
  });
});
