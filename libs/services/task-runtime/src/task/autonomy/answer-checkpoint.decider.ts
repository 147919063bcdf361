import { REJECTION_NOTE_PREFIX } from '@lomo/llm';
import { TaskError } from '../task.errors';
import type { TaskEvent } from '../task.events';
import type { Task } from '../task.state';
import type { AutonomyCommand } from './autonomy.commands';

type Answer = Extract<AutonomyCommand, { type: 'AnswerCheckpoint' }>;

/**
 * The user's answer to a card, routed by its id. Confirming or picking on a plan card
 * closes its item with the user's choice as evidence; an adjustment becomes a message the
 * next step reads; a confirmed permission card lets exactly the shown call run.
 * The same answer again is a no-op; a different one is `card_already_answered`.
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
    action === 'reject'
      ? `${REJECTION_NOTE_PREFIX}${card.proposal}`
      : comment
        ? `About "${card.proposal}": ${comment}`
        : undefined;
  if (note && command.messageId)
    events.push({ type: 'MessageDelivered', data: { messageId: command.messageId, text: note, at } });
  return events;
}
