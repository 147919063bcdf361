import type { TaskEvent } from '../task/task.events';
import type { Task } from '../task/task.state';
import type { ChatTurn, StepInput, ToolSpec } from './task-model';

/**
 * Builds the model's context from the task's own events (R-8.6: brief and state from the
 * runtime, not the model's retelling). Order follows R-8.1: stable prefix (rules, brief)
 * first; history; then the messages this step will consume. Only consumed messages are in
 * history, so the model never appears to have seen an instruction it did not (R-3.2).
 */
export function buildStepInput(
  task: Task,
  events: readonly TaskEvent[],
  pendingMessageIds: readonly string[],
  tools: ToolSpec[],
  notices: readonly string[] = [],
  memory: readonly string[] = [],
): StepInput {
  const messages: ChatTurn[] = [];
  const texts = new Map<string, string>();
  for (const event of events) {
    switch (event.type) {
      case 'MessageDelivered':
      case 'MessageReplaced':
        texts.set(event.data.messageId, event.data.text);
        break;
      case 'StepDecided':
        for (const id of event.data.consumedMessageIds) messages.push({ role: 'user', content: texts.get(id) ?? '' });
        messages.push({
          role: 'assistant',
          content: event.data.output,
          toolCalls: event.data.toolCalls.map((c) => ({ id: c.id, tool: c.tool, input: c.input })),
        });
        break;
      case 'ToolCallCompleted':
        messages.push({ role: 'tool', callId: event.data.callId, content: JSON.stringify(event.data.result) });
        break;
      case 'CheckpointAnswered':
        messages.push({
          role: 'user',
          content: `[approval card ${event.data.cardId}] ${event.data.action}${event.data.candidateId ? ` ${event.data.candidateId}` : ''}`,
        });
        break;
      case 'ExternalEventReceived':
        messages.push({
          role: 'user',
          content: `[${event.data.source} ${event.data.eventId}] ${JSON.stringify(event.data.result)}`,
        });
        break;
      case 'ToolCallOutcomeUnknown':
        // R-4.3: the model must check the current state before trying again.
        messages.push({
          role: 'tool',
          callId: event.data.callId,
          content: JSON.stringify({ outcome: 'unknown', advice: 'check current state before retrying' }),
        });
        break;
      default:
        break;
    }
  }
  for (const id of pendingMessageIds) messages.push({ role: 'user', content: task.inbox.get(id)?.text ?? '' });
  const plan = task.checklist.map(
    (i) => `- ${i.itemId} [${i.status}] ${i.title}${i.needsApproval ? " (needs the user's approval)" : ''}`,
  );
  return {
    system: [
      "You are Lomo's creative agent, working on one task for one person.",
      `Task brief: ${task.brief}`,
      ...(task.rubric ? [`The result must meet this rubric: ${task.rubric}`] : []),
      // R-9.1: the profile snapshot and the memories relevant to the goal; the person can correct or forget them.
      ...(memory.length > 0 ? ['What you remember about this person:', ...memory.map((m) => `- ${m}`)] : []),
      ...(plan.length > 0 ? ['Execution checklist:', ...plan] : []),
      // R-7.2: what someone else changed in objects this task uses, since it last looked.
      ...(notices.length > 0
        ? ['Changed by someone else since you last read them:', ...notices.map((n) => `- ${n}`)]
        : []),
      task.language ? `Reply in the user's language (${task.language}).` : "Reply in the user's language.",
    ].join('\n'),
    messages,
    tools,
    language: task.language,
  };
}

/** Messages delivered and not yet consumed or withdrawn, in delivery order. */
export function pendingMessageIds(task: Task): string[] {
  return [...task.inbox.entries()].filter(([, entry]) => entry.state === 'pending').map(([id]) => id);
}
