import { timestampDate } from '@bufbuild/protobuf/wkt';
import { decodeEvent, isEventTypeName, objectStreamId, StopReason, TaskStatus, taskStreamId } from '@lomo/contracts';
import { PURGES_STREAM, type RecordedEvent } from '@lomo/event-store';
import type { TaskEvent } from '../task/task.events';
import { TASK_TOPIC, taskOutboxRoutes } from './task-outbox.routes';

const at = '2026-01-02T03:04:05.000Z';
const metadata = {
  workspaceId: 'ws-1',
  actor: 'user:u-1',
  correlationId: 'corr-1',
  causationId: 'cause-1',
  occurredAt: at,
};

const recorded = (event: TaskEvent, revision = 3n): RecordedEvent => ({
  id: `evt-${event.type}`,
  type: event.type,
  data: event.data,
  metadata,
  schemaVersion: 1,
  streamId: taskStreamId('t1'),
  revision,
  position: { commit: 1n, prepare: 1n },
  recordedAt: new Date(),
});

/** Every message the routes make of one event, decoded the way a consumer decodes them. */
function publish(event: TaskEvent) {
  return taskOutboxRoutes
    .filter((r) => r.categories.includes('task') && r.eventTypes.includes(event.type))
    .flatMap((r) => {
      const m = r.toMessage(recorded(event));
      if (!m) return [];
      expect(r.topic).toBe(TASK_TOPIC);
      if (!isEventTypeName(m.type)) throw new Error(`not an event type: ${m.type}`);
      return [{ id: m.id, event: decodeEvent(m.type, m.value) }];
    });
}

describe('task outbox routes', () => {
  it('TaskCreated: task and user, with the envelope of the recorded event', () => {
    const [{ event }] = publish({
      type: 'TaskCreated',
      data: { taskId: 't1', workspaceId: 'ws-1', userId: 'u-1', kind: 'persistent', brief: 'secret brief', at },
    });
    expect(event).toMatchObject({
      $typeName: 'lomo.task_runtime.v1.TaskCreated',
      taskId: 't1',
      userId: 'u-1',
      keyId: '',
    });
    expect(event.envelope).toMatchObject({
      eventId: 'evt-TaskCreated',
      streamId: taskStreamId('t1'),
      streamPosition: 3n,
      correlationId: 'corr-1',
      causationId: 'cause-1',
      workspaceId: 'ws-1',
      actor: 'user:u-1',
    });
    expect(timestampDate(event.envelope!.occurredAt!).toISOString()).toBe(at);
  });

  it('MessageDelivered: ids only, no payload (no key service yet)', () => {
    const [{ event }] = publish({ type: 'MessageDelivered', data: { messageId: 'm1', text: 'private words', at } });
    expect(event).toMatchObject({ $typeName: 'lomo.task_runtime.v1.MessageDelivered', taskId: 't1', messageId: 'm1' });
    expect((event as { message?: unknown }).message).toBeUndefined();
  });

  it('MessageConsumed: from a StepDecided that consumed messages, and nothing otherwise', () => {
    const step = { turn: 2, step: 1, generation: 1, output: 'model text', toolCalls: [], at };
    const [{ event }] = publish({ type: 'StepDecided', data: { ...step, consumedMessageIds: ['m1', 'm2'] } });
    expect(event).toMatchObject({
      $typeName: 'lomo.task_runtime.v1.MessageConsumed',
      taskId: 't1',
      messageIds: ['m1', 'm2'],
      turnNumber: 2,
      stepNumber: 1,
    });
    expect(publish({ type: 'StepDecided', data: { ...step, consumedMessageIds: [] } })).toEqual([]);
  });

  it('TurnCompleted: a status change and the turn (counts, next, stop reason, no free text), apart by message id', () => {
    const messages = publish({
      type: 'TurnCompleted',
      data: { turn: 2, generation: 3, next: 'waiting_external', reason: 'free text', steps: 4, toolCalls: 5, at },
    });
    expect(messages.map((m) => [m.event.$typeName, m.id])).toEqual([
      ['lomo.task_runtime.v1.TaskStatusChanged', 'evt-TurnCompleted:status'],
      ['lomo.task_runtime.v1.TurnCompleted', undefined],
    ]);
    expect(messages[0].event).toMatchObject({
      previousStatus: TaskStatus.RUNNING,
      status: TaskStatus.WAITING_EXTERNAL,
      stopReason: StopReason.WAITING_EXTERNAL,
      executionGeneration: 3n,
    });
    expect(messages[1].event).toMatchObject({
      turnNumber: 2,
      executionGeneration: 3n,
      stepCount: 4,
      toolCallCount: 5,
      nextTurnScheduled: false,
      stopReason: StopReason.WAITING_EXTERNAL,
    });
    const rescheduled = publish({
      type: 'TurnCompleted',
      data: { turn: 1, generation: 1, next: 'rescheduling', reason: 'more', at },
    });
    expect(rescheduled[1].event).toMatchObject({
      nextTurnScheduled: true,
      stopReason: StopReason.UNSPECIFIED,
      stepCount: 0,
      toolCallCount: 0,
    });
  });

  it.each<[TaskEvent, TaskStatus, TaskStatus, StopReason, bigint]>([
    [
      { type: 'TurnStarted', data: { turn: 1, generation: 2, at } },
      TaskStatus.UNSPECIFIED,
      TaskStatus.RUNNING,
      StopReason.UNSPECIFIED,
      2n,
    ],
    [
      { type: 'TaskPaused', data: { by: 'u-1', at } },
      TaskStatus.UNSPECIFIED,
      TaskStatus.PAUSED,
      StopReason.USER_PAUSED,
      0n,
    ],
    [{ type: 'TaskResumed', data: { by: 'u-1', at } }, TaskStatus.PAUSED, TaskStatus.IDLE, StopReason.UNSPECIFIED, 0n],
    [
      { type: 'TaskInterrupted', data: { by: 'u-1', generation: 4, at } },
      TaskStatus.UNSPECIFIED,
      TaskStatus.IDLE,
      StopReason.USER_INTERRUPTED,
      4n,
    ],
    [
      { type: 'TaskStopped', data: { by: 'u-1', reason: 'free text', generation: 5, at } },
      TaskStatus.UNSPECIFIED,
      TaskStatus.TERMINATED,
      StopReason.USER_STOPPED,
      5n,
    ],
    [
      { type: 'ExternalEventReceived', data: { source: 'genjob', eventId: 'e1', result: { secret: true }, at } },
      TaskStatus.WAITING_EXTERNAL,
      TaskStatus.RESCHEDULING,
      StopReason.UNSPECIFIED,
      0n,
    ],
  ])(
    'TaskStatusChanged from %#: previous/new status as far as the event tells',
    (domain, previousStatus, status, stopReason, executionGeneration) => {
      const [{ event, id }] = publish(domain);
      expect(id).toBe(`evt-${domain.type}:status`);
      expect(event).toMatchObject({
        $typeName: 'lomo.task_runtime.v1.TaskStatusChanged',
        taskId: 't1',
        previousStatus,
        status,
        stopReason,
        executionGeneration,
      });
    },
  );

  it('publishes nothing for execution-internal events', () => {
    expect(publish({ type: 'ExecutionTakenOver', data: { generation: 1, worker: 'w', at } })).toEqual([]);
    expect(taskOutboxRoutes.some((r) => r.eventTypes.includes('ToolCallCompleted'))).toBe(false);
  });
});

describe('task deletion → TaskPurged (R-10.8)', () => {
  const purgeRoute = taskOutboxRoutes.find((r) => r.categories.includes(PURGES_STREAM))!;
  const purged = (streamId: string): RecordedEvent => ({
    ...recorded({ type: 'TaskStopped', data: { generation: 1, at } } as TaskEvent),
    id: 'evt-purge',
    type: 'StreamPurged',
    streamId: PURGES_STREAM,
    data: { streamId, category: 'x', lastRevision: '4', actor: 'user:u-1' },
  });

  it('given the purge of a task stream, then it publishes TaskPurged with the task, its user and workspace', () => {
    const m = purgeRoute.toMessage(purged(taskStreamId('t1')))!;
    expect(purgeRoute.topic).toBe(TASK_TOPIC);
    const event = decodeEvent('lomo.task_runtime.v1.TaskPurged', m.value);
    expect(event).toMatchObject({ taskId: 't1', userId: 'u-1', envelope: { workspaceId: 'ws-1' } });
  });

  it('given the purge of another stream, then it publishes nothing', () => {
    expect(purgeRoute.toMessage(purged(objectStreamId('o1')))).toBeUndefined();
  });
});
