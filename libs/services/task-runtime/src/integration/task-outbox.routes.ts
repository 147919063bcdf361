import { TOPICS } from '@lomo/messaging';
import { create } from '@bufbuild/protobuf';
import {
  encodeEvent,
  MessageConsumedSchema,
  MessageDeliveredSchema,
  StopReason,
  TaskCreatedSchema,
  TaskPurgedSchema,
  TaskStatus,
  TaskStatusChangedSchema,
  TurnCompletedSchema,
  TASK_STREAMS,
} from '@lomo/contracts';
import { PURGES_STREAM, type OutboxRoute, type RecordedEvent, type StreamPurged } from '@lomo/event-store';
import type { TaskEvent, TaskStatus as DomainStatus } from '../task/task.events';
import { envelopeOf } from './event-message-type';

export const TASK_TOPIC = TOPICS.taskRuntime.task;
const T = 'lomo.task_runtime.v1';

type Of<K extends TaskEvent['type']> = RecordedEvent<K, Extract<TaskEvent, { type: K }>['data']>;
const taskIdOf = (event: RecordedEvent) => TASK_STREAMS.idOf(event.streamId) ?? event.streamId;

const STATUS: Record<DomainStatus, TaskStatus> = {
  idle: TaskStatus.IDLE,
  running: TaskStatus.RUNNING,
  rescheduling: TaskStatus.RESCHEDULING,
  waiting_external: TaskStatus.WAITING_EXTERNAL,
  awaiting_approval: TaskStatus.AWAITING_APPROVAL,
  paused: TaskStatus.PAUSED,
  terminated: TaskStatus.TERMINATED,
};

/** Why a turn's stop check left RUNNING; a rescheduled turn runs on, so it has none. */
const TURN_STOP: Record<Of<'TurnCompleted'>['data']['next'], StopReason> = {
  idle: StopReason.COMPLETED,
  rescheduling: StopReason.UNSPECIFIED,
  waiting_external: StopReason.WAITING_EXTERNAL,
  awaiting_approval: StopReason.CHECKPOINT,
};

interface Transition {
  previous: TaskStatus;
  status: TaskStatus;
  stopReason?: StopReason;
  generation?: number;
}

/**
 * The transition a domain event causes, as far as the event alone tells (the publisher is
 * stateless: it sees one event, not the task). `previous` is UNSPECIFIED where several
 * statuses could precede the event; consumers that need it keep the last status they saw
 * per stream (events arrive in stream order). `generation` is 0 on events that carry none.
 * Known limits, documented in docs/topics.md: a TurnCompleted of a turn paused mid-way
 * reports the stop check's status although the task stays PAUSED (the TaskPaused before it
 * said PAUSED); an ExternalEventReceived reports WAITING_EXTERNAL → RESCHEDULING, the
 * transition it causes when the task waits — a result arriving while the turn still runs
 * changes no status.
 */
function transitionOf(event: RecordedEvent): Transition | undefined {
  const e = event as Of<TaskEvent['type']>;
  switch (e.type) {
    case 'TurnStarted':
      return {
        previous: TaskStatus.UNSPECIFIED,
        status: TaskStatus.RUNNING,
        generation: (e as Of<'TurnStarted'>).data.generation,
      };
    case 'TurnCompleted': {
      const { next, generation } = (e as Of<'TurnCompleted'>).data;
      return { previous: TaskStatus.RUNNING, status: STATUS[next], stopReason: TURN_STOP[next], generation };
    }
    case 'TaskPaused':
      return { previous: TaskStatus.UNSPECIFIED, status: TaskStatus.PAUSED, stopReason: StopReason.USER_PAUSED };
    case 'TaskResumed':
      return { previous: TaskStatus.PAUSED, status: TaskStatus.IDLE };
    case 'TaskInterrupted':
      return {
        previous: TaskStatus.UNSPECIFIED,
        status: TaskStatus.IDLE,
        stopReason: StopReason.USER_INTERRUPTED,
        generation: (e as Of<'TaskInterrupted'>).data.generation,
      };
    case 'TaskStopped':
      return {
        previous: TaskStatus.UNSPECIFIED,
        status: TaskStatus.TERMINATED,
        stopReason: StopReason.USER_STOPPED,
        generation: (e as Of<'TaskStopped'>).data.generation,
      };
    case 'ExternalEventReceived':
      return { previous: TaskStatus.WAITING_EXTERNAL, status: TaskStatus.RESCHEDULING };
    default:
      return undefined;
  }
}

const route = (eventTypes: TaskEvent['type'][], toMessage: OutboxRoute['toMessage']): OutboxRoute => ({
  categories: [TASK_STREAMS.category],
  eventTypes,
  topic: TASK_TOPIC,
  toMessage,
});

/**
 * Task domain events → `task-runtime.task.v1` integration events (ids, statuses, counts;
 * never user text, R-10.8). MessageDelivered leaves `message` (EncryptedPayload) unset and
 * TaskCreated leaves `key_id` empty: no per-task key service exists yet to encrypt with.
 * A TurnCompleted yields two messages, TaskStatusChanged then TurnCompleted (route order);
 * every TaskStatusChanged has the message id `<event id>:status`, its envelope the event id.
 */
export const taskOutboxRoutes: readonly OutboxRoute[] = [
  route(['TaskCreated'], (event) => {
    const { taskId, userId } = (event as Of<'TaskCreated'>).data;
    const value = encodeEvent(
      `${T}.TaskCreated`,
      create(TaskCreatedSchema, { envelope: envelopeOf(event), taskId, userId }),
    );
    return { type: `${T}.TaskCreated`, value };
  }),
  route(['MessageDelivered'], (event) => {
    const { messageId } = (event as Of<'MessageDelivered'>).data;
    // user_id: the task's user is on TaskCreated; the delivering actor is in the envelope.
    const value = encodeEvent(
      `${T}.MessageDelivered`,
      create(MessageDeliveredSchema, { envelope: envelopeOf(event), taskId: taskIdOf(event), messageId }),
    );
    return { type: `${T}.MessageDelivered`, value };
  }),
  route(['StepDecided'], (event) => {
    const { consumedMessageIds, turn, step } = (event as Of<'StepDecided'>).data;
    if (consumedMessageIds.length === 0) return undefined;
    const payload = create(MessageConsumedSchema, {
      envelope: envelopeOf(event),
      taskId: taskIdOf(event),
      messageIds: consumedMessageIds,
      turnNumber: turn,
      stepNumber: step,
    });
    return { type: `${T}.MessageConsumed`, value: encodeEvent(`${T}.MessageConsumed`, payload) };
  }),
  route(
    [
      'TurnStarted',
      'TurnCompleted',
      'TaskPaused',
      'TaskResumed',
      'TaskInterrupted',
      'TaskStopped',
      'ExternalEventReceived',
    ],
    (event) => {
      const t = transitionOf(event);
      if (!t) return undefined;
      const payload = create(TaskStatusChangedSchema, {
        envelope: envelopeOf(event),
        taskId: taskIdOf(event),
        previousStatus: t.previous,
        status: t.status,
        stopReason: t.stopReason ?? StopReason.UNSPECIFIED,
        executionGeneration: BigInt(t.generation ?? 0),
      });
      // A TurnCompleted also yields the TurnCompleted message: a derived message id keeps the two apart in inboxes.
      return {
        type: `${T}.TaskStatusChanged`,
        value: encodeEvent(`${T}.TaskStatusChanged`, payload),
        id: `${event.id}:status`,
      };
    },
  ),
  route(['TurnCompleted'], (event) => {
    const { turn, generation, next, steps, toolCalls } = (event as Of<'TurnCompleted'>).data;
    // made_progress stays false: the runtime does not assess progress yet. The free-text `reason` is not published.
    const payload = create(TurnCompletedSchema, {
      envelope: envelopeOf(event),
      taskId: taskIdOf(event),
      turnNumber: turn,
      executionGeneration: BigInt(generation),
      stepCount: steps ?? 0,
      toolCallCount: toolCalls ?? 0,
      nextTurnScheduled: next === 'rescheduling',
      stopReason: TURN_STOP[next],
    });
    return { type: `${T}.TurnCompleted`, value: encodeEvent(`${T}.TurnCompleted`, payload) };
  }),
  {
    // A purge of a task stream is the task's deletion: every consumer deletes what it derived.
    categories: [PURGES_STREAM],
    eventTypes: ['StreamPurged'],
    topic: TASK_TOPIC,
    toMessage: (event) => {
      const taskId = TASK_STREAMS.idOf((event.data as StreamPurged).streamId);
      if (!taskId) return undefined;
      const actor = event.metadata.actor ?? '';
      const userId = actor.startsWith('user:') ? actor.slice('user:'.length) : '';
      const payload = create(TaskPurgedSchema, { envelope: envelopeOf(event), taskId, userId });
      return { type: `${T}.TaskPurged`, value: encodeEvent(`${T}.TaskPurged`, payload) };
    },
  },
];
