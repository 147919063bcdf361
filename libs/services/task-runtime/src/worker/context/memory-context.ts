import { timeout, TimeoutStrategy } from 'cockatiel';
import type { EpisodeView, MemoryApi } from '@lomo/service-api';
import type { StepContextFacts } from '../../task/execution/execution.events';
import type { Task } from '../../task/task.state';

/** What a step's context carries from long-term memory: lines for the prompt, and which memories they came from. */
export interface MemoryContext {
  /** Lines for the system prompt; empty when memory has nothing, or is slow or down. */
  lines: string[];
  /** Ids only (never the words), recorded with the step: `StepContextFacts.memory`. */
  refs?: NonNullable<StepContextFacts['memory']>;
}

/** What a step's context carries from long-term memory: profile snapshot, relevant memories and episodes. */
export interface MemorySource {
  contextFor(task: Task): Promise<MemoryContext>;
}

/** How long a step waits for memory before going on without it. @default 1500 */
export const MEMORY_CONTEXT_TIMEOUT_MS = 1_500;

/**
 * The share of the stable prefix earlier tasks' episodes may take: at most 2 episodes, each
 * its last 6 lines in at most 600 characters (~150 tokens). Memories say what holds; an
 * episode only says what a stretch of work established, so it gets the smaller share.
 */
export const EPISODE_CONTEXT = { episodes: 2, lines: 6, chars: 600 } as const;

/** One episode as one prompt line: "earlier task (2026-12-01): stated …; refined …". */
function episodeLine(episode: EpisodeView): string {
  const text = `earlier task (${episode.until.slice(0, 10)}): ${episode.lines
    .slice(-EPISODE_CONTEXT.lines)
    .map((l) => l.text)
    .join('; ')}`;
  return text.length <= EPISODE_CONTEXT.chars ? text : `${text.slice(0, EPISODE_CONTEXT.chars - 1)}…`;
}

/**
 * Memory through its API: the profile, a recall by the task's brief (its goal) and the
 * episodes of earlier tasks relevant to it, read fresh for every step and never recorded in
 * the task's log (only their ids are) — so a forgotten memory is gone from the next step's
 * context without touching the task. A slow or failing memory service degrades to
 * no memory; the step goes on.
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
      const query = { query: task.brief, taskId: task.taskId };
      try {
        return await deadline.execute(async () => {
          const [profile, recalled, episodes] = await Promise.all([
            api.getProfile(caller),
            api.recall(caller, { ...query, limit: 5 }),
            api.recallEpisodes(caller, { ...query, limit: EPISODE_CONTEXT.episodes }),
          ]);
          const seen = new Set(profile.entries.map((e) => e.memoryId));
          const memories = recalled.filter((r) => !seen.has(r.memory.memoryId)).map((r) => r.memory);
          const memoryIds = [...profile.entries.map((e) => e.memoryId), ...memories.map((m) => m.memoryId)];
          const shown = episodes.slice(0, EPISODE_CONTEXT.episodes).map((r) => r.episode);
          return {
            lines: [
              ...profile.entries.map((e) => `${e.subject}: ${e.content}`),
              ...memories.map(
                (m) => `${m.subject}: ${m.content}${m.origin === 'model_inferred' ? ' (your inference)' : ''}`,
              ),
              ...shown.map(episodeLine),
            ],
            ...(memoryIds.length + shown.length > 0
              ? { refs: { memoryIds, episodeTaskIds: shown.map((e) => e.taskId) } }
              : {}),
          };
        });
      } catch (error) {
        onMiss(error);
        return { lines: [] };
      }
    },
  };
}
