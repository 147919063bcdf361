import { genJobStreamId, statusFactOf } from '@lomo/contracts';
import type { TaskEvent } from '../task/task.events';
import { TASK_STATUS_FACTS, taskStatusFact, taskStatusMetadata, type StatusFactsOf } from './task.status-facts';

/**
 * The gateway's status lines read only the status contract; this spec (with the compile
 * check below) is what makes a change to task.events.ts fail here instead of silently in SSE.
 */
describe('task status facts (status contract v1)', () => {
  it('given a renamed private event, when the mapper is compiled, then it does not compile', () => {
    type Renamed =
      | Exclude<TaskEvent, { type: 'TurnStarted' }>
      | { type: 'TurnBegan'; data: { turn: number; generation: number; at: string } };
    // @ts-expect-error — `TurnBegan` has no fact and `TurnStarted` is no longer an event: `npm run typecheck` fails
    const renamed: StatusFactsOf<Renamed> = TASK_STATUS_FACTS;
    expect(renamed).toBeDefined();
  });

  const at = '2026-12-01T10:00:00.000Z';
  it.each<[TaskEvent, object]>([
    [
      {
        type: 'TaskCreated',
        data: { taskId: 't', workspaceId: 'w', userId: 'u', kind: 'persistent', brief: 'a cat', at },
      },
      { kind: 'task.created', brief: 'a cat' },
    ],
    [
      { type: 'MessageDelivered', data: { messageId: 'm1', text: 'hi', at } },
      { kind: 'message.received', messageId: 'm1' },
    ],
    [{ type: 'TurnStarted', data: { turn: 1, generation: 1, at } }, { kind: 'turn.started' }],
    [
      {
        type: 'PlanNodeStarted',
        data: { nodeId: 'scene-3-keyframe', callId: '2:1:2', line: 'scene 3 of 6 · generating keyframe', at },
      },
      { kind: 'noted', label: 'scene 3 of 6 · generating keyframe' },
    ],
    [
      {
        type: 'PlanNodesInvalidated',
        data: { changed: ['character'], nodeIds: ['character', 'scene-1-keyframe', 'scene-1-clip'], at },
      },
      { kind: 'noted', label: 'character changed · redoing 3 nodes: character, scene-1-keyframe, scene-1-clip' },
    ],
    [
      {
        type: 'StepDecided',
        data: {
          turn: 1,
          step: 1,
          generation: 1,
          output: '',
          toolCalls: [{ id: '1:1:0', tool: 'generate_image', input: {} }],
          consumedMessageIds: ['m1'],
          at,
        },
      } as TaskEvent,
      { kind: 'step.decided', toolCalls: [{ callId: '1:1:0', tool: 'generate_image' }], consumedMessageIds: ['m1'] },
    ],
    [
      {
        type: 'ToolCallCompleted',
        data: {
          callId: '1:1:0',
          generation: 1,
          result: {},
          progress: 'generation_submitted',
          waitingFor: `generation:${genJobStreamId('w', 't:1:1:0')}`,
          at,
        },
      },
      { kind: 'tool.completed', callId: '1:1:0', submitted: true, jobId: genJobStreamId('w', 't:1:1:0') },
    ],
    [
      {
        type: 'ExternalEventReceived',
        data: { source: 'generation', eventId: 'e', result: { objectIds: ['o1', 'o2'] }, wakes: false, at },
      },
      { kind: 'result.received', source: 'generation', artifacts: 2, wakes: false },
    ],
    [
      { type: 'TaskStopped', data: { by: 'u', reason: 'enough', generation: 1, at } },
      { kind: 'control', action: 'stopped', reason: 'enough' },
    ],
  ])('given %s, when mapped, then its fact is v1 with the time', (event, fact) => {
    expect(taskStatusFact(event)).toEqual({ v: 1, at, ...fact });
    expect(statusFactOf(taskStatusMetadata(event))).toEqual({ v: 1, at, ...fact });
  });

  it('given every task event type, when mapped, then each yields a v1 fact; an unknown type yields none', () => {
    for (const type of Object.keys(TASK_STATUS_FACTS)) {
      const data = { at, card: {}, toolCalls: [], consumedMessageIds: [], items: [], brief: '' };
      expect(taskStatusFact({ type, data })).toMatchObject({ v: 1, kind: expect.any(String) });
    }
    expect(taskStatusFact({ type: 'SomethingNew', data: {} })).toBeUndefined();
  });
});
