import { timeout, TimeoutStrategy } from 'cockatiel';
import type { MemoryApi } from '@lomo/service-api';
import type { Task } from '../task/task.state';

/** What a step's context carries from long-term memory: profile snapshot plus memories relevant to the goal. */
export interface MemorySource {
  /** Lines for the system prompt; empty when memory has nothing, or is slow or down. */
  contextFor(task: Task): Promise<string[]>;
}

/** How long a step waits for memory before going on without it. @default 1500 */
export const MEMORY_CONTEXT_TIMEOUT_MS = 1_500;

/**
 * Memory through its API: the profile and a recall by the task's brief (its goal), read
 * fresh for every step and never recorded in the task's log — so a forgotten memory is gone
 * from the next step's context without touching the task. A slow or failing memory
 * service degrades to no memory; the step goes on.
 */
export function memoryContextSource(
  api: MemoryApi,
  onMiss: (error: unknown) => void = () => undefined,
  timeoutMs = MEMORY_CONTEXT_TIMEOUT_MS,
): MemorySource {
  const deadline = timeout(timeoutMs, TimeoutStrategy.Aggressive);
  return {
    async contextFor(task) {
      const caller = { workspaceId: task.workspaceId, userId: task.userId };
      try {
        return await deadline.execute(async () => {
          const [profile, recalled] = await Promise.all([
            api.getProfile(caller),
            api.recall(caller, { query: task.brief, taskId: task.taskId, limit: 5 }),
          ]);
          const seen = new Set(profile.entries.map((e) => e.memoryId));
          return [
            ...profile.entries.map((e) => `${e.subject}: ${e.content}`),
            ...recalled
              .filter((r) => !seen.has(r.memory.memoryId))
              .map(
                (r) =>
                  `${r.memory.subject}: ${r.memory.content}${r.memory.origin === 'model_inferred' ? ' (your inference)' : ''}`,
              ),
          ];
        });
      } catch (error) {
        onMiss(error);
        return [];
      }
    },
  };
}
