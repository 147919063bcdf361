import type { TaskEvent } from '../task.events';
import { childrenOf, foldChildren } from './children';
import { childTaskId, SPAWN_SUBAGENT } from './subagent-wait';

const at = '2026-12-01T10:00:00.000Z';
const decided = (...calls: Array<[string, string]>): TaskEvent =>
  ({
    type: 'StepDecided',
    data: {
      turn: 1,
      step: 1,
      generation: 1,
      output: '',
      toolCalls: calls.map(([id, tool]) => ({ id, tool, input: {}, idempotent: true })),
      consumedMessageIds: [],
      at,
    },
  }) as TaskEvent;
const outcome = (child: string, state: string): TaskEvent =>
  ({
    type: 'ExternalEventReceived',
    data: { source: 'subagent', eventId: `subagent:${child}`, result: { childTaskId: child, state }, at },
  }) as TaskEvent;

describe("a parent's sub-agents, from its own stream (R-10.9)", () => {
  const [c1, c2] = ['1:1:0', '1:1:2'].map((callId) => childTaskId('p', callId));

  it('given spawn calls among other calls, then each spawn is one running child, in spawn order, counted once', () => {
    const events = [decided(['1:1:0', SPAWN_SUBAGENT], ['1:1:1', 'render_image'], ['1:1:2', SPAWN_SUBAGENT])];
    expect(childrenOf('p', [...events, ...events])).toEqual([c1, c2]);
  });

  it("given a child's outcome, then its state follows; an outcome of no child of this task changes nothing", () => {
    const spawned = foldChildren([], decided(['1:1:0', SPAWN_SUBAGENT], ['1:1:2', SPAWN_SUBAGENT]), 'p');
    const failed = foldChildren(spawned, outcome(c2, 'failed'), 'p');
    expect(failed).toEqual([
      { taskId: c1, state: 'running' },
      { taskId: c2, state: 'failed' },
    ]);
    expect(foldChildren(failed, outcome('stranger', 'finished'), 'p')).toBe(failed);
  });
});
