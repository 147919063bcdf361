import { createdTask } from '../control/control.evolve';
import type { Task } from '../task.state';

const aTask = (over: Partial<Task>): Task => ({
  ...createdTask({ taskId: 't', workspaceId: 'ws', userId: 'u', kind: 'persistent', brief: 'b', at: 'T' }),
  ...over,
});
import { childTaskId, spawnCommands, subagentReport } from './subagent-wait';

describe('sub-agent spawn and report (pure)', () => {
  it('given a spawn call, when its child id is derived again (a re-run after a crash), then it is the same child', () => {
    expect(childTaskId('p-1', '1:1:0')).toBe(childTaskId('p-1', '1:1:0'));
    expect(childTaskId('p-1', '1:1:0')).not.toBe(childTaskId('p-1', '1:1:1'));
    expect(childTaskId('p-1', '1:1:0')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('given any spawn, then the child id is a version-5 UUID with the RFC 9562 variant (10xx), which the HTTP edge’s UUID check requires to serve the child’s card', () => {
    for (let i = 0; i < 64; i++)
      expect(childTaskId(`p-${i}`, '1:1:0')).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
  });

  it('given a parent, when spawning, then the child is created in its workspace with the parent link and briefed by a message with a stable id', () => {
    const parent = aTask({ taskId: 'p-1', workspaceId: 'ws-1', language: 'de' });
    const [create, deliver] = spawnCommands(parent, '2:1:0', { brief: 'Pick a palette' }, 'T');
    expect(create).toMatchObject({
      type: 'CreateTask',
      taskId: childTaskId('p-1', '2:1:0'),
      workspaceId: 'ws-1',
      brief: 'Pick a palette',
      language: 'de',
      parent: { taskId: 'p-1', callId: '2:1:0' },
    });
    expect(deliver).toEqual({ type: 'DeliverMessage', messageId: 'spawn:2:1:0', text: 'Pick a palette', at: 'T' });
  });

  it('given a child, when it settled or not, then only a settled child reports, once by its id', () => {
    const parent = { taskId: 'p-1', callId: '1:1:0' };
    const working = aTask({ taskId: 'c-1', parent, status: 'running', turns: 1 });
    expect(subagentReport(working, 'T')).toBeUndefined();
    expect(subagentReport(aTask({ taskId: 'c-1', status: 'idle', turns: 1 }), 'T')).toBeUndefined();
    const done = aTask({ taskId: 'c-1', parent, status: 'idle', turns: 1, lastOutput: 'teal' });
    expect(subagentReport(done, 'T')).toEqual({
      type: 'ReceiveExternalEvent',
      source: 'subagent',
      eventId: 'subagent:c-1',
      waitKey: 'subagent:c-1',
      result: { childTaskId: 'c-1', callId: '1:1:0', state: 'finished', output: 'teal' },
      at: 'T',
    });
    expect(subagentReport(working, 'T', { state: 'failed', error: 'boom' })?.type).toBe('ReceiveExternalEvent');
  });
});
