import { statusMapper, statusMetadata, type TaskStatusFactV1 } from '@lomo/contracts';
import type { TaskEvent } from '../task/task.events';

/** A fact for every type of the event union `E`: a missing, renamed or extra type does not compile. */
export type StatusFactsOf<E extends { type: string; data: unknown }> = {
  [K in E['type']]: (data: Extract<E, { type: K }>['data']) => TaskStatusFactV1;
};

/**
 * Every task event type → its status fact (status contract v1). A mapped type over
 * `TaskEvent['type']`: renaming, adding or removing a private event fails the compile here
 * until its fact is said, so the gateway's status lines cannot break silently.
 */
export const TASK_STATUS_FACTS: StatusFactsOf<TaskEvent> = {
  TaskCreated: (d) => ({
    kind: 'task.created',
    brief: d.brief,
    ...(d.parent ? { parentTaskId: d.parent.taskId } : {}),
  }),
  TaskPromoted: () => ({ kind: 'noted', label: 'promoted to a persistent task' }),
  TaskArchived: () => ({ kind: 'noted', label: 'archived' }),
  MessageDelivered: (d) => ({ kind: 'message.received', messageId: d.messageId }),
  MessageWithdrawn: () => ({ kind: 'noted', label: 'message withdrawn' }),
  MessageReplaced: () => ({ kind: 'noted', label: 'message replaced' }),
  ExecutionTakenOver: () => ({ kind: 'noted', label: 'execution taken over' }),
  TurnStarted: () => ({ kind: 'turn.started' }),
  StepDecided: (d) => ({
    kind: 'step.decided',
    toolCalls: d.toolCalls.map((c) => ({ callId: c.id, tool: c.tool })),
    consumedMessageIds: d.consumedMessageIds,
  }),
  ToolCallStarted: (d) => ({ kind: 'tool.started', callId: d.callId }),
  ToolCallCompleted: (d) => ({
    kind: 'tool.completed',
    callId: d.callId,
    ...(d.progress === 'generation_submitted' ? { submitted: true } : {}),
    ...(d.waitingFor?.startsWith('generation:') ? { jobId: d.waitingFor.slice('generation:'.length) } : {}),
    ...(d.waitingFor?.startsWith('subagent:') ? { childTaskId: d.waitingFor.slice('subagent:'.length) } : {}),
  }),
  HistorySummarised: () => ({ kind: 'noted', label: 'history summarised' }),
  HistorySummaryFailed: () => ({ kind: 'noted', label: 'history summary failed' }),
  ToolCallOutcomeUnknown: (d) => ({ kind: 'tool.outcome_unknown', callId: d.callId }),
  ToolCallDeferred: (d) => ({ kind: 'noted', label: `waiting for the ${d.peer} service (${d.reason})` }),
  TurnCompleted: (d) => ({ kind: 'turn.completed', next: d.next }),
  ExternalEventReceived: (d) => ({
    kind: 'result.received',
    source: d.source,
    artifacts: (d.artifactIds ?? (d.result as { objectIds?: unknown[] } | undefined)?.objectIds ?? []).length,
    wakes: d.wakes !== false,
  }),
  ChecklistSet: (d) => ({ kind: 'plan.set', items: d.items.map((i) => ({ itemId: i.itemId, title: i.title })) }),
  ChecklistItemUpdated: (d) => ({ kind: 'plan.item', itemId: d.itemId, ...(d.status ? { status: d.status } : {}) }),
  CheckpointOpened: (d) => ({ kind: 'checkpoint.opened', proposal: d.card.proposal }),
  CheckpointAnswered: (d) => ({ kind: 'checkpoint.answered', action: d.action }),
  PlanNodeStarted: (d) => ({ kind: 'noted', label: d.line ?? 'plan node started' }),
  PlanNodesInvalidated: ({ changed = [], nodeIds = [] }) => ({
    kind: 'noted',
    label: `${changed.join(', ')} changed · redoing ${nodeIds.length} node${nodeIds.length === 1 ? '' : 's'}: ${nodeIds.join(', ')}`,
  }),
  PlanNodeRetryScheduled: (d) => ({
    kind: 'noted',
    label: `${d.nodeId}: retrying (attempt ${d.attempt} of ${d.attempts}) after ${d.reason}`,
  }),
  PlanNodeFailed: (d) => ({ kind: 'noted', label: `${d.nodeId} failed: ${d.reason}` }),
  TaskPaused: () => ({ kind: 'control', action: 'paused' }),
  TaskResumed: () => ({ kind: 'control', action: 'resumed' }),
  TaskInterrupted: () => ({ kind: 'control', action: 'interrupted' }),
  TaskStopped: (d) => ({ kind: 'control', action: 'stopped', reason: d.reason }),
};

/** The status fact of one event; undefined for a type this service does not record. */
export const taskStatusFact = statusMapper<TaskStatusFactV1>(TASK_STATUS_FACTS);

/** Metadata the streams' appends carry: the status fact under `status`. */
export const taskStatusMetadata = statusMetadata(taskStatusFact);
