import { taskStreamId } from '@lomo/contracts';
import type { RecordedEvent } from '@lomo/event-store';
import { fromPlain, taskCardProjection, toPlain, type TaskCardDoc } from './task-card.projection';

const recorded = (type: string, data: unknown, revision: bigint): RecordedEvent => ({
  id: `e${revision}`,
  type,
  data,
  metadata: {},
  schemaVersion: 1,
  streamId: taskStreamId('t1'),
  revision,
  position: { commit: 1n, prepare: revision },
  recordedAt: new Date(0),
});

describe('task-card projection', () => {
  it('given a state with Maps and Sets, when stored as JSON and read back, then it is the same state', () => {
    const state = { inbox: new Map([['m1', { text: 'hi', state: 'pending' }]]), waiting: new Set(['generation:j1']) };
    expect(fromPlain(JSON.parse(JSON.stringify(toPlain(state))))).toEqual(state);
  });

  it('given a card, when a malformed event arrives, then the card stays as it was and the projection goes on', () => {
    const created = recorded(
      'TaskCreated',
      { taskId: 't1', workspaceId: 'w', userId: 'u', kind: 'persistent', brief: 'a cat', at: '2026-12-01T10:00:00Z' },
      0n,
    );
    const doc = taskCardProjection.evolve(null, created) as TaskCardDoc;
    expect(doc.card).toMatchObject({ taskId: 't1', brief: 'a cat', status: 'idle', position: '1' });
    expect(taskCardProjection.evolve(doc, recorded('ChecklistSet', {}, 1n))).toBe(doc);
    const stored = JSON.parse(JSON.stringify(doc)) as TaskCardDoc;
    const paused = taskCardProjection.evolve(
      stored,
      recorded('TaskPaused', { by: 'u', at: '2026-12-01T10:01:00Z' }, 2n),
    );
    expect(paused?.card).toMatchObject({ status: 'paused', position: '3', updatedAt: '2026-12-01T10:01:00Z' });
  });
});
