import type { LiveTask } from '../task.model';
import type { AutonomyEvent } from './autonomy.events';

export function evolveAutonomy(task: LiveTask, event: AutonomyEvent): LiveTask {
  switch (event.type) {
    case 'ExternalEventReceived':
      return received(task, event.data);
    case 'ChecklistSet': {
      const previous = new Map(task.checklist.map((item) => [item.itemId, item]));
      const listed = new Set(event.data.items.map((i) => i.itemId));
      // A revision keeps each item's status and results; items left out are dropped, not forgotten.
      // Progress comes from the item before; the node spec (dependencies, call) only from the revision.
      const items = event.data.items.map((i) => {
        const {
          status = 'open',
          results = [],
          evidence,
          runCallId,
          attempt,
          retryAt,
          failed,
        } = previous.get(i.itemId) ?? {};
        const run = { ...(attempt ? { attempt } : {}), ...(retryAt ? { retryAt } : {}), ...(failed ? { failed } : {}) };
        return {
          status,
          results,
          ...(evidence ? { evidence } : {}),
          ...(runCallId ? { runCallId } : {}),
          ...run,
          ...i,
        };
      });
      const dropped = task.checklist
        .filter((i) => !listed.has(i.itemId))
        .map((i) => ({ ...i, status: i.status === 'done' ? i.status : ('dropped' as const) }));
      return { ...task, checklist: [...items, ...dropped] };
    }
    case 'ChecklistItemUpdated': {
      const { itemId, status, evidence, addResults = [] } = event.data;
      const checklist = task.checklist.map((item) => {
        if (item.itemId !== itemId) return item;
        const results = [
          ...item.results,
          ...addResults.filter((r) => !item.results.some((x) => x.kind === r.kind && x.id === r.id)),
        ];
        return { ...item, status: status ?? item.status, evidence: evidence ?? item.evidence, results };
      });
      if (status === 'done') task.progressSinceCheck = true;
      return { ...task, checklist };
    }
    case 'CheckpointOpened':
      task.checkpoints.set(event.data.card.cardId, { ...event.data.card, state: 'open' });
      return task;
    case 'CheckpointAnswered':
      return answered(task, event.data);
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

type Data<T extends AutonomyEvent['type']> = Extract<AutonomyEvent, { type: T }>['data'];

function received(task: LiveTask, data: Data<'ExternalEventReceived'>): LiveTask {
  task.externalEvents.add(data.eventId);
  if (data.waitKey) {
    task.waitingFor.delete(data.waitKey);
    task.receivedResults.set(data.waitKey, {
      source: data.source,
      artifactIds: data.artifactIds ?? [],
      ...(data.artifactIds?.length ? {} : { result: data.result }),
    });
  }
  if ((data.artifactIds ?? []).length > 0) task.progressSinceCheck = true;
  const planDone =
    task.checklist.length > 0 && task.checklist.every((i) => i.status === 'done' || i.status === 'dropped');
  // The last result finished a task that had stopped meanwhile: its old stop reason is no longer true (issue 33).
  if (task.status === 'idle' && planDone && task.waitingFor.size === 0)
    return { ...task, stopReason: 'every checklist item is done' };
  if (task.status !== 'waiting_external') return task;
  // Older events carry no verdict: they ended the wait and woke the task.
  if (data.wakes ?? true) return { ...task, status: 'rescheduling', stopReason: undefined };
  if (task.waitingFor.size > 0) return task;
  return {
    ...task,
    status: 'idle',
    stopReason: planDone ? 'every checklist item is done' : 'results delivered; nothing depends on them',
  };
}

function answered(task: LiveTask, data: Data<'CheckpointAnswered'>): LiveTask {
  const card = task.checkpoints.get(data.cardId);
  if (!card) return task;
  const { action, candidateId, comment, by } = data;
  task.checkpoints.set(card.cardId, { ...card, state: 'answered', answer: { action, candidateId, comment, by } });
  // A confirmed permission or cost card lets exactly its call run.
  const approvedCall = (card.origin === 'tool_permission' || card.origin === 'cost') && action === 'confirm';
  const approvedCalls = approvedCall ? [...task.approvedCalls, card.cardId] : task.approvedCalls;
  // A rejected cost card declines its exact call until the person's next message (declined-calls.ts).
  const declined =
    card.origin === 'cost' && action === 'reject' && card.toolCall
      ? [{ tool: card.toolCall.tool, input: card.toolCall.input, proposal: card.proposal, inboxMark: task.inbox.size }]
      : [];
  const stillAsking = [...task.checkpoints.values()].some((c) => c.state === 'open');
  // The answer is the user's move: the task goes on by itself (no "continue" message, R-6.2).
  const status = task.status === 'awaiting_approval' && !stillAsking ? 'rescheduling' : task.status;
  return {
    ...task,
    approvedCalls,
    declinedCalls: [...(task.declinedCalls ?? []), ...declined],
    status,
    stopReason: status === 'rescheduling' ? undefined : task.stopReason,
    noProgressTurns: 0,
  };
}
