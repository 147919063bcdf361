import type { ModelDecision } from '@lomo/llm';
import type { Route } from '../route';
import type { PromptCandidate } from './route-prompt';

const OUTCOMES = new Set(['answer_in_main', 'create_lightweight', 'attach', 'create_persistent', 'ask_user']);

/**
 * The model's `route` call as a `Route` (pure), or why it cannot be one: no call, an unknown
 * outcome, a ref that was not offered. A bad answer is never acted on — the caller falls
 * back to the offline rules and records why.
 */
export function routeFromModel(decision: ModelDecision, refs: readonly PromptCandidate[]): Route | { invalid: string } {
  const call = decision.toolCalls.find((c) => c.tool === 'route');
  if (!call) return { invalid: 'the model did not call the route tool' };
  const input = (call.input ?? {}) as Record<string, unknown>;
  const outcome = String(input['outcome'] ?? '');
  if (!OUTCOMES.has(outcome)) return { invalid: `unknown outcome ${JSON.stringify(outcome).slice(0, 40)}` };
  const reason = `model: ${String(input['reason'] ?? '').slice(0, 300)}`;
  const idOf = (ref: unknown) => refs.find((r) => r.ref === ref || r.taskId === ref)?.taskId;
  switch (outcome) {
    case 'answer_in_main':
      return { outcome, intent: intentOf(input['intent']), reason };
    case 'attach': {
      const taskId = idOf(input['task']);
      return taskId
        ? { outcome, taskId, reason }
        : { invalid: `attach to ${JSON.stringify(input['task']).slice(0, 40)}, not a listed task` };
    }
    case 'ask_user': {
      const listed = Array.isArray(input['tasks']) ? input['tasks'] : [];
      const taskIds = [...new Set(listed.map(idOf).filter((id): id is string => !!id))];
      if (taskIds.length === 0) return { invalid: 'ask_user without a listed task' };
      const question =
        taskIds.length > 1
          ? 'Which task is this for?'
          : 'This looks like work already under way. Continue it, or start a new task?';
      return { outcome, taskIds, question, reason };
    }
    default:
      return { outcome: outcome as 'create_lightweight' | 'create_persistent', reason };
  }
}

/** The model's intent for an answer in main; anything unknown is a status question (the safe answer). */
function intentOf(value: unknown): 'status' | 'where' | 'greeting' {
  return value === 'where' || value === 'greeting' ? value : 'status';
}
