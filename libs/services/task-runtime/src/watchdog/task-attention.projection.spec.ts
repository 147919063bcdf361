import { taskStreamId } from '@lomo/contracts';
import type { RecordedEvent } from '@lomo/event-store';
import { taskAttentionProjection, type TaskAttention } from './task-attention.projection';

const recorded = (type: string, data: object, at: string) =>
  ({ type, data, streamId: taskStreamId('t1'), recordedAt: new Date(at) }) as unknown as RecordedEvent;
const fold = (events: RecordedEvent[]) =>
  events.reduce<TaskAttention | null>((doc, e) => taskAttentionProjection.evolve(doc, e) as TaskAttention | null, null);

describe('the watchdog attention of a task whose tool call waits for a peer (issue 14)', () => {
  it('given a call deferred until 10:00:05, when folded, then the task needs attention from its retry time, not from when the turn opened', () => {
    const doc = fold([
      recorded('TaskCreated', {}, '2026-12-01T10:00:00.000Z'),
      recorded('TurnStarted', { turn: 1, generation: 1 }, '2026-12-01T10:00:00.000Z'),
      recorded(
        'ToolCallDeferred',
        { callId: '1:1:0', retryAt: '2026-12-01T10:00:05.000Z' },
        '2026-12-01T10:00:01.000Z',
      ),
    ]);

    expect(doc).toMatchObject({ openTurn: true, attentionSince: '2026-12-01T10:00:05.000Z' });
  });
});
