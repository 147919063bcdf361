import { TaskError } from '../task.errors';
import type { TaskEvent } from '../task.events';
import type { Task } from '../task.state';
import type { ExecutionCommand } from './execution.commands';
import { fence } from '../fence';

type SummaryCommand = Extract<ExecutionCommand, { type: 'RecordHistorySummary' | 'RecordHistorySummaryFailure' }>;

/**
 * Segment summaries. Segments follow each other without gaps or overlaps: a summary
 * starts where the last one ended, so every stream position is summarised at most once and
 * a replay can tell which summary covers what. A failure is a fact too (issue 17: never a lost history).
 */
export function decideSummary(command: SummaryCommand, task: Task): TaskEvent[] {
  fence(task, command.generation);
  const through = task.summarisedThrough ?? 0;
  if (command.from !== through)
    throw new TaskError('summary_not_contiguous', `the next summary starts at ${through}, not ${command.from}`);
  if (command.to <= command.from)
    throw new TaskError('summary_empty', `a summary covers at least one position (${command.from}–${command.to})`);
  const { generation, from, to, at } = command;
  if (command.type === 'RecordHistorySummaryFailure')
    return [{ type: 'HistorySummaryFailed', data: { generation, from, to, reason: command.reason, at } }];
  const { text, tokens, summariser } = command;
  return [{ type: 'HistorySummarised', data: { generation, from, to, text, tokens, summariser, at } }];
}
