import { taskStreamId } from '@lomo/contracts';
import { taskIdRedactions } from './task-id-redactions';

const at = '2026-12-03T10:00:00.000Z';
const events = [
  {
    id: 'e1',
    type: 'EvidenceRecorded',
    data: {
      evidenceId: 'ev1',
      source: { type: 'message', streamId: taskStreamId('t1'), revision: 1, messageId: 'm1', taskId: 't1' },
      excerpt: '',
      at,
    },
  },
  {
    id: 'e2',
    type: 'EvidenceRecorded',
    data: { evidenceId: 'ev2', source: { type: 'correction', requestId: 'r' }, excerpt: 'x', at },
  },
  { id: 'e3', type: 'EpisodeSummarised', data: { taskId: 't1', version: 1, lines: [], at } },
  { id: 'e4', type: 'EpisodeSummarised', data: { taskId: 't2', version: 1, lines: [], at } },
  {
    id: 'e5',
    type: 'MemoryForgotten',
    data: {
      evidenceIds: ['ev1'],
      purged: [],
      unlinked: [],
      removedMemoryIds: [],
      taskIds: ['t1', 't2'],
      profileVersion: 0,
      reason: 'task deleted',
      at,
    },
  },
];

describe("memory: a deleted task's id leaves the memory stream (R-10.8)", () => {
  it('given evidence, an episode and a forget record of the task, then each names the pseudonym instead; others stay', () => {
    const redactions = taskIdRedactions(events, 't1', 'deleted-x');
    expect(redactions.map((r) => r.eventId)).toEqual(['e1', 'e3', 'e5']);
    expect(JSON.stringify(redactions)).not.toContain('t1');
    expect(redactions[2].data).toMatchObject({ taskIds: ['deleted-x', 't2'] });
  });

  it('given a stream already rewritten, then nothing more', () => {
    const rewritten = events.map((e) => ({ ...e, data: taskIdRedactions([e], 't1', 'deleted-x')[0]?.data ?? e.data }));
    expect(taskIdRedactions(rewritten, 't1', 'deleted-y')).toEqual([]);
  });
});
