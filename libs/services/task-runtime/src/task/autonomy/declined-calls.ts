import { isDeepStrictEqual } from 'node:util';
import type { DeclinedCall, Task } from '../task.state';

/** Why a paid call the user declined was not asked about again: its refusal reason. */
export const DECLINED_BY_USER = 'declined_by_user';

/**
 * Declines still in force: a rejected cost card declines exactly its call (same tool,
 * same input) until a user message arrives after the rejection. The rejection's own note
 * ("I rejected: …", delivered with the answer) is the one message that does not lift it. Without
 * this a planner that reads the note as a request asked the same paid call again, forever
 * (docs/chaos.md, finding 3); a later, different message may ask again.
 */
export function declinesInForce(task: Task): DeclinedCall[] {
  return (task.declinedCalls ?? []).filter((d) => task.inbox.size <= d.inboxMark + 1);
}

/** The decline in force for exactly this call, if any. */
export function declinedCall(task: Task, tool: string, input: unknown): DeclinedCall | undefined {
  return declinesInForce(task).find((d) => d.tool === tool && isDeepStrictEqual(d.input, input));
}

/** The refusal a declined call completes with instead of opening its cost card again. */
export const declinedResult = (declined: DeclinedCall) => ({
  refused: true,
  reason: DECLINED_BY_USER,
  detail: `the user declined this paid call ("${declined.proposal}"); do not ask again unless they do`,
});
