import { TaskError } from '../task/task.errors';
import { applyJobResult } from './job-results.decider';
import type { TaskCommand } from '../task/task.commands';
import type { TaskEvent } from '../task/task.events';
import type { Task } from '../task/task.state';

type Answer = Extract<TaskCommand, { type: 'AnswerCheckpoint' }>;
type External = Extract<TaskCommand, { type: 'ReceiveExternalEvent' }>;

/**
 * The user's answer to a card, routed by its id. Confirming or picking on a plan card
 * closes its item with the user's choice as evidence; an adjustment becomes a message the
 * next step reads; a confirmed permission card lets exactly the shown call run.
 */
export function decideAnswer(command: Answer, task: Task): TaskEvent[] {
  const card = task.checkpoints.get(command.cardId);
  if (!card) throw new TaskError('card_not_found', `no approval card ${command.cardId}`);
  if (card.state === 'answered') {
    if (card.answer?.action === command.action && card.answer.candidateId === command.candidateId) return [];
    throw new TaskError(
      'card_already_answered',
      `card ${command.cardId} was already answered (${card.answer?.action})`,
    );
  }
  if (task.status === 'terminated') throw new TaskError('task_terminated', 'the task is terminated');
  if (!card.actions.includes(command.action) && !(command.action === 'reject' && card.origin === 'tool_permission')) {
    throw new TaskError('action_not_offered', `card ${card.cardId} offers ${card.actions.join(', ')}`);
  }
  const candidate =
    command.candidateId === undefined ? undefined : card.candidates.find((c) => c.candidateId === command.candidateId);
  if (command.action === 'pick' && !candidate)
    throw new TaskError(
      'unknown_candidate',
      `card ${card.cardId} has no candidate ${command.candidateId ?? '(none given)'}`,
    );

  const { cardId, action, candidateId, comment, by, at } = command;
  const events: TaskEvent[] = [{ type: 'CheckpointAnswered', data: { cardId, action, candidateId, comment, by, at } }];
  if (card.itemId && (action === 'confirm' || action === 'pick')) {
    const evidence = candidate ? `the user picked ${candidate.label}` : 'the user approved';
    const addResults = candidate?.artifactId ? [{ kind: 'artifact' as const, id: candidate.artifactId }] : [];
    events.push({
      type: 'ChecklistItemUpdated',
      data: { itemId: card.itemId, status: 'done', evidence, addResults, by: `user:${by}`, at },
    });
  }
  const note =
    action === 'reject' ? `I rejected: ${card.proposal}` : comment ? `About "${card.proposal}": ${comment}` : undefined;
  if (note && command.messageId)
    events.push({ type: 'MessageDelivered', data: { messageId: command.messageId, text: note, at } });
  return events;
}

/**
 * An external event: recorded once by event id, never reviving a stopped task
 * . A generation result closes the checklist item its job is linked to, with the
 * artifact as evidence. Wake policy: wake only when nothing else is awaited and the plan has
 * open items (or a rubric to check) — a single "draw a cat" just shows the result.
 */
export function decideExternalEvent(command: External, task: Task): TaskEvent[] {
  if (task.externalEvents.has(command.eventId) || task.status === 'terminated') return [];
  const { source, eventId, result, waitKey, artifactIds = [], at } = command;
  // The item update comes first so the received event's fold sees the plan as it now is.
  const events = waitKey ? applyJobResult(task, waitKey, { source, artifactIds }, at) : [];
  const closed = new Set(
    events.flatMap((e) => (e.type === 'ChecklistItemUpdated' && e.data.status ? [e.data.itemId] : [])),
  );
  const openItems = task.checklist.filter(
    (i) => i.status !== 'done' && i.status !== 'dropped' && !closed.has(i.itemId),
  );
  const othersAwaited = [...task.waitingFor].some((key) => key !== waitKey);
  const wakes =
    task.status === 'waiting_external' && !othersAwaited && (openItems.length > 0 || task.rubric !== undefined);
  return [
    ...events,
    { type: 'ExternalEventReceived', data: { source, eventId, result, waitKey, artifactIds, wakes, at } },
  ];
}
