import type { TaskCommand } from '../../task/task.commands';
import type { TaskEvent } from '../../task/task.events';
import type { Task, TaskState } from '../../task/task.state';
import { composeStepContext, type StepContext, type StepContextSource } from './step-context';
import type { HistorySummariser } from './summariser';
import { countTokens } from './tokens';

/** What compaction needs from the worker: its fenced writes and a fresh read. */
export interface CompactionDeps {
  execute(command: TaskCommand): Promise<TaskState>;
  load(): Promise<{ state: TaskState; events: TaskEvent[] }>;
  summariser?: HistorySummariser;
  generation: number;
  at: () => string;
  onSummary?: (outcome: 'appended' | 'failed') => void;
}

/**
 * The step's context, compacted first when history outgrew its budget: the older part
 * becomes a `HistorySummarised` event (appended; the originals stay), and the context is built
 * again on the stream that holds it. A summariser that throws is recorded as
 * `HistorySummaryFailed` and the step runs with the last good summaries plus a pointer to the
 * unsummarised range — never a lost history, never a step that does not run.
 */
export async function compactedContext(
  deps: CompactionDeps,
  source: StepContextSource,
): Promise<{ context: StepContext; task: Task; events: readonly TaskEvent[] }> {
  const context = composeStepContext(source);
  const segment = context.toSummarise;
  if (!segment || !deps.summariser || recentlyFailed(source.events, segment.from))
    return { context, task: source.task, events: source.events };
  const { generation } = deps;
  const range = { generation, from: segment.from, to: segment.to };
  let text: string;
  try {
    text = await deps.summariser.summarise(segment);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await deps.execute({ type: 'RecordHistorySummaryFailure', ...range, reason, at: deps.at() });
    deps.onSummary?.('failed');
    return { context, task: source.task, events: source.events };
  }
  await deps.execute({
    type: 'RecordHistorySummary',
    ...range,
    text,
    tokens: countTokens(text),
    summariser: deps.summariser.name,
    at: deps.at(),
  });
  deps.onSummary?.('appended');
  const { state, events } = await deps.load();
  const task = state as Task;
  return { context: composeStepContext({ ...source, task, events }), task, events };
}

/** Steps to wait after a failed summary before asking again: a summariser that is down costs one event per this many steps, not one per step. */
export const SUMMARY_RETRY_STEPS = 8;

/** True while a summary from `from` failed fewer than `SUMMARY_RETRY_STEPS` steps ago. */
function recentlyFailed(events: readonly TaskEvent[], from: number): boolean {
  let steps = 0;
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i];
    if (event.type === 'HistorySummaryFailed' && event.data.from === from) return steps < SUMMARY_RETRY_STEPS;
    if (event.type === 'HistorySummarised') return false;
    if (event.type === 'StepDecided') steps += 1;
  }
  return false;
}
