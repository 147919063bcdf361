import {
  budgetStreamId,
  GEN_JOB_STREAMS,
  genJobStreamId,
  mainThreadStreamId,
  memoryStreamId,
  objectStreamId,
  TASK_STREAMS,
  taskStreamId,
} from './index';

describe('stream ids (one helper per owner)', () => {
  it('given ids, when built, then each owner spells its family', () => {
    expect(taskStreamId('t1')).toBe('task-t1');
    expect(genJobStreamId('ws', 't1:1:1:0')).toBe('genjob-ws-t1:1:1:0');
    expect(objectStreamId('o1')).toBe('object-o1');
    expect(mainThreadStreamId('ws-1', 'u-1')).toBe('main-ws-1-u-1');
    expect(budgetStreamId('ws')).toBe('budget-ws');
    expect(memoryStreamId('ws-1', 'u 1')).toBe('memory-ws-1-u_1');
  });

  it('given characters a stream id refuses, when a job id is built, then they become _', () => {
    expect(genJobStreamId('w s', 'k/1')).toBe('genjob-w_s-k_1');
  });

  it('given a stream id, when parsed by its family, then the id comes back; another family gets undefined', () => {
    expect(TASK_STREAMS.idOf(taskStreamId('a-b'))).toBe('a-b');
    expect(TASK_STREAMS.idOf(genJobStreamId('ws', 'k'))).toBeUndefined();
    expect(GEN_JOB_STREAMS.owns(genJobStreamId('ws', 'k'))).toBe(true);
    expect(TASK_STREAMS.owns('tasks-1')).toBe(false);
  });
});
