import { ApiError, type ApiCaller, type TaskCardView, type TaskRuntimeApi } from '@lomo/service-api';
import type { MainThreadEvent } from './main-thread.events';
import { MoveMessage, MoveMessageHandler } from './move-message.handler';
import { ReadThreadHandler } from './read-thread.handler';
import { countingStore } from './testing/counting-store';

const caller: ApiCaller = { workspaceId: 'ws', userId: 'u' };
const at = '2026-12-03T08:00:00.000Z';
type Inbox = Map<string, { text: string; state: 'pending' | 'consumed' | 'withdrawn' }>;

/** Tasks in memory with the runtime's inbox rules (idempotent delivery, withdraw only while pending). */
class FakeTasks {
  readonly tasks = new Map<string, { status: string; inbox: Inbox }>();
  /** A step takes the message in the instant before the withdrawal (the race the handler must survive). */
  takeBeforeWithdraw = new Set<string>();

  add(taskId: string, messages: Array<[string, string]>, status = 'paused') {
    this.tasks.set(taskId, { status, inbox: new Map(messages.map(([id, text]) => [id, { text, state: 'pending' }])) });
  }

  private task(taskId: string) {
    const task = this.tasks.get(taskId);
    if (!task) throw new ApiError('not_found', 'task_not_found', `task ${taskId} not found`);
    return task;
  }

  readonly api = {
    getTask: async (_c: ApiCaller, taskId: string) => {
      const { status, inbox } = this.task(taskId);
      return {
        taskId,
        status,
        inbox: [...inbox].map(([messageId, m]) => ({ messageId, ...m })),
      } as unknown as TaskCardView;
    },
    deliverMessage: async (_c: ApiCaller, taskId: string, input: { messageId: string; text: string }) => {
      const task = this.task(taskId);
      if (task.inbox.has(input.messageId)) return;
      if (task.status === 'terminated') throw new ApiError('conflict', 'task_not_accepting_messages', 'stopped');
      task.inbox.set(input.messageId, { text: input.text, state: 'pending' });
    },
    withdrawMessage: async (_c: ApiCaller, taskId: string, messageId: string) => {
      const entry = this.task(taskId).inbox.get(messageId);
      if (entry && this.takeBeforeWithdraw.has(taskId)) entry.state = 'consumed';
      if (entry?.state === 'withdrawn') return;
      if (entry?.state !== 'pending') throw new ApiError('conflict', 'message_not_pending', `${messageId} is taken`);
      entry.state = 'withdrawn';
    },
    createTask: async (_c: ApiCaller, input: { text: string; taskId?: string; messageId?: string }) => {
      const taskId = input.taskId ?? 'created';
      if (!this.tasks.has(taskId)) this.add(taskId, [[input.messageId ?? 'x', input.text]], 'idle');
      return { taskId, messageId: input.messageId ?? 'x' };
    },
    stop: async (_c: ApiCaller, taskId: string) => {
      this.task(taskId).status = 'terminated';
    },
  } as unknown as TaskRuntimeApi;

  state(taskId: string, messageId: string) {
    return this.tasks.get(taskId)?.inbox.get(messageId)?.state;
  }
}

/** A thread where message `m1` ("make it warmer") was routed to `decision`'s task. */
async function setUp(taskIds: string[], decision = 'attached_to_task') {
  const memory = countingStore();
  const events: MainThreadEvent[] = [
    { type: 'MainMessagePosted', data: { messageId: 'm1', text: 'make it warmer', at } },
    { type: 'MainMessageRouted', data: { messageId: 'm1', decision, taskIds, reason: 'r', at } } as MainThreadEvent,
  ];
  await memory.store.append('main-ws-u', events.map((e, i) => ({ id: `e${i}`, ...e })) as never, { expected: 'any' });
  const tasks = new FakeTasks();
  const clock = { now: () => new Date('2026-12-07T08:00:00Z') };
  const handler = new MoveMessageHandler(memory.store, new ReadThreadHandler(memory.store), tasks.api, clock);
  return { memory, tasks, handler };
}

/** "make it warmer" followed "a tin robot" into the robot; the cat is the target (`catStatus`). */
async function followUp(catStatus = 'paused') {
  const set = await setUp(['robot']);
  set.tasks.add('robot', [
    ['r0', 'a tin robot'],
    ['m1', 'make it warmer'],
  ]);
  set.tasks.add('cat', [], catStatus);
  return set;
}

describe('moving a message: the order that never loses it (issue 27)', () => {
  it('given the message started its task and nothing else reached it, when moved, then the target gets it and the emptied task is stopped', async () => {
    const { tasks, handler } = await setUp(['robot'], 'created_task');
    tasks.add('robot', [['m1', 'make it warmer']]);
    tasks.add('cat', [['c0', 'a red cat']]);
    const entry = await handler.execute(new MoveMessage(caller, 'm1', 'cat'));
    const copy = entry.moves?.[0].taskMessageId ?? '';
    expect(entry).toMatchObject({
      taskIds: ['cat'],
      moves: [{ fromTaskId: 'robot', toTaskId: 'cat', at: '2026-12-07T08:00:00.000Z', by: 'user:u' }],
    });
    expect([tasks.state('robot', 'm1'), tasks.state('cat', copy)]).toEqual(['withdrawn', 'pending']);
    expect(tasks.tasks.get('robot')?.status).toBe('terminated');
    expect(tasks.tasks.get('cat')?.status).toBe('paused');
  });

  it('given a follow-up in a task that has other messages, when moved, then that task is left running', async () => {
    const { tasks, handler } = await followUp();
    await handler.execute(new MoveMessage(caller, 'm1', 'cat'));
    expect(tasks.tasks.get('robot')?.status).toBe('paused');
  });

  it('given the source takes the message in the instant of the move, then the copy is withdrawn again, 409 message_already_taken, nothing recorded', async () => {
    const { tasks, handler, memory } = await followUp();
    tasks.takeBeforeWithdraw.add('robot');
    await expect(handler.execute(new MoveMessage(caller, 'm1', 'cat'))).rejects.toMatchObject({
      code: 'message_already_taken',
    });
    expect([...(tasks.tasks.get('cat')?.inbox.values() ?? [])].map((m) => m.state)).toEqual(['withdrawn']);
    expect(memory.events.map((e) => e.type)).toEqual(['MainMessagePosted', 'MainMessageRouted']);
  });

  it('given both tasks take it in that instant, then the move is recorded saying both have it', async () => {
    const { tasks, handler } = await followUp();
    tasks.takeBeforeWithdraw.add('robot');
    tasks.takeBeforeWithdraw.add('cat');
    const entry = await handler.execute(new MoveMessage(caller, 'm1', 'cat'));
    expect(entry.moves).toEqual([
      expect.objectContaining({ fromTaskId: 'robot', toTaskId: 'cat', keptInTaskId: 'robot' }),
    ]);
  });

  it('given a stopped target, then its refusal comes before anything changed: the message waits where it was', async () => {
    const { tasks, handler, memory } = await followUp('terminated');
    await expect(handler.execute(new MoveMessage(caller, 'm1', 'cat'))).rejects.toMatchObject({
      code: 'task_not_accepting_messages',
    });
    expect(tasks.state('robot', 'm1')).toBe('pending');
    expect(memory.events).toHaveLength(2);
  });

  it('given the record failed after the withdrawal (a crash), when the move is retried, then nothing is delivered twice and it is recorded once', async () => {
    const { tasks, handler, memory } = await followUp();
    const append = memory.store.append.bind(memory.store);
    let failures = 1;
    memory.store.append = (async (...args: Parameters<typeof append>) => {
      if (failures-- > 0) throw new Error('the database went away');
      return append(...args);
    }) as typeof append;
    await expect(handler.execute(new MoveMessage(caller, 'm1', 'cat'))).rejects.toThrow('the database went away');
    expect(tasks.state('robot', 'm1')).toBe('withdrawn');
    const entry = await handler.execute(new MoveMessage(caller, 'm1', 'cat'));
    expect(entry.taskIds).toEqual(['cat']);
    expect(tasks.tasks.get('cat')?.inbox.size).toBe(1);
    expect(memory.events.filter((e) => e.type === 'MessageMoved')).toHaveLength(1);
  });
});
