import { DeciderSpecification } from '@lomo/event-store/testing';
import { TaskError } from '../task.errors';
import { taskDecider } from '../task.decider';
import type { TaskEvent } from '../task.events';
import type { CheckpointCard } from '../task.types';

/** Event builders the slices' given/when/then specs share: one task `t1` in workspace `ws`. */
export const at = '2026-11-29T10:00:00.000Z';
export const spec = DeciderSpecification.for(taskDecider);

/** `thenThrows` for a refusal with this stable code. */
export const refusedWith = (code: string) => [TaskError, (e: TaskError) => expect(e.code).toBe(code)] as const;

export const created: TaskEvent = {
  type: 'TaskCreated',
  data: {
    taskId: 't1',
    workspaceId: 'ws',
    userId: 'u',
    kind: 'persistent',
    brief: 'retro posters',
    language: 'en',
    at,
  },
};
export const delivered = (messageId: string, text = 'make them warmer'): TaskEvent => ({
  type: 'MessageDelivered',
  data: { messageId, text, at },
});
export const takenOver = (generation: number): TaskEvent => ({
  type: 'ExecutionTakenOver',
  data: { generation, worker: `w${generation}`, at },
});
export const turnStarted = (turn: number, generation: number): TaskEvent => ({
  type: 'TurnStarted',
  data: { turn, generation, at },
});
export type ProposedCall = { tool: string; input: unknown; idempotent: boolean; approvedBy?: string };
export const generate: ProposedCall = { tool: 'generate_image', input: { prompt: 'poster' }, idempotent: false };
export const stepDecided = (
  generation: number,
  calls: ProposedCall[] = [generate],
  consumed: string[] = [],
): TaskEvent => ({
  type: 'StepDecided',
  data: {
    turn: 1,
    step: 1,
    generation,
    output: 'drafting',
    toolCalls: calls.map((c, i) => ({ ...c, id: `1:1:${i}` })),
    consumedMessageIds: consumed,
    at,
  },
});
export const started = (callId: string, generation: number): TaskEvent => ({
  type: 'ToolCallStarted',
  data: { callId, generation, at },
});
export const toolCompleted = (callId: string, generation: number, result: unknown = {}): TaskEvent => ({
  type: 'ToolCallCompleted',
  data: { callId, generation, result, at },
});
export const turnCompleted = (next: 'idle' | 'rescheduling' | 'waiting_external' | 'awaiting_approval'): TaskEvent => ({
  type: 'TurnCompleted',
  data: { turn: 1, generation: 1, next, reason: `now ${next}`, at },
});
export const paused: TaskEvent = { type: 'TaskPaused', data: { by: 'u', at } };
export const stopped = (generation = 2): TaskEvent => ({
  type: 'TaskStopped',
  data: { by: 'u', reason: 'user stopped', generation, at },
});
export const checklistSet = (
  ...items: Array<{ itemId: string; title: string; needsApproval?: boolean }>
): TaskEvent => ({
  type: 'ChecklistSet',
  data: { items: items.map((i) => ({ needsApproval: false, ...i })), by: 'agent:t1', at },
});
export const cardOpened = (card: Partial<CheckpointCard> & { cardId: string }): TaskEvent => ({
  type: 'CheckpointOpened',
  data: { card: { proposal: 'Go on?', candidates: [], actions: ['confirm', 'adjust'], origin: 'model', ...card }, at },
});

/** A task whose worker (generation 1) has turn 1 open. */
export const running: TaskEvent[] = [created, takenOver(1), turnStarted(1, 1)];
