import type { ToolRisk } from '@lomo/agent-tools';
import type { Task } from '../task.model';

/** Why a lightweight task's second paid call is refused (the model reads it in the tool result). */
export const ONE_GENERATION = 'lightweight_one_generation';

/**
 * a lightweight task is one generation and its result card. Its first paid call runs as
 * any other; a further one is refused before anything is quoted or paid, so a model that wants
 * "a few variants" of a quick request cannot turn it into a series the user never asked for.
 * Reads and writes stay open (the result card, a look at the artifact).
 */
export function lightweightRefusal(
  task: Pick<Task, 'kind' | 'generations'>,
  risk: ToolRisk | undefined,
): { reason: string; detail: string } | undefined {
  if (task.kind !== 'lightweight' || risk !== 'paid' || (task.generations ?? 0) < 1) return undefined;
  return {
    reason: ONE_GENERATION,
    detail:
      'this is a lightweight task: it makes one generation, which it already made; show that result, ' +
      'or the user promotes the task to a persistent one to go on',
  };
}

/**
 * A message that reaches a lightweight task after its generation was submitted continues the
 * work ("make it warmer"): the task is promoted then, keeping its context and records,
 * instead of refusing the edit the person just asked for. The first message (the request itself)
 * arrives before any generation and promotes nothing.
 */
export function promotedByFollowUp(task: Pick<Task, 'kind' | 'generations'>): boolean {
  return task.kind === 'lightweight' && (task.generations ?? 0) >= 1;
}
