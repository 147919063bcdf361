import type { TaskCommand } from '../task.commands';
import type { TaskEvent } from '../task.events';
import { at, created, refusedWith, spec, takenOver } from '../testing/task-fixtures';

type Command<T extends TaskCommand['type']> = Extract<TaskCommand, { type: T }>;
const summarise = (from: number, to: number, generation = 1): Command<'RecordHistorySummary'> => ({
  type: 'RecordHistorySummary',
  generation,
  from,
  to,
  text: `events ${from}–${to - 1}`,
  tokens: 5,
  summariser: 'extractive-v1',
  at,
});
const summarised = (from: number, to: number): TaskEvent => ({
  type: 'HistorySummarised',
  data: { generation: 1, from, to, text: `events ${from}–${to - 1}`, tokens: 5, summariser: 'extractive-v1', at },
});

describe('segment summaries (R-8.4)', () => {
  it('given no summary yet, when positions 0–40 are summarised, then HistorySummarised is appended', () => {
    spec
      .given([created, takenOver(1)])
      .when(summarise(0, 40))
      .then([summarised(0, 40)]);
  });

  it('given a summary up to 40, when the next starts at 40, then it is appended after it (never rewriting)', () => {
    spec
      .given([created, takenOver(1), summarised(0, 40)])
      .when(summarise(40, 90))
      .then([summarised(40, 90)]);
  });

  it('given a summary up to 40, when another starts at 0 (an overlap), then it is refused', () => {
    spec
      .given([created, takenOver(1), summarised(0, 40)])
      .when(summarise(0, 90))
      .thenThrows(...refusedWith('summary_not_contiguous'));
  });

  it('given no summary, when a summary covers nothing, then it is refused', () => {
    spec
      .given([created, takenOver(1)])
      .when(summarise(0, 0))
      .thenThrows(...refusedWith('summary_empty'));
  });

  it('given generation 2 took over, when generation 1 records a summary, then the fence refuses it', () => {
    spec
      .given([created, takenOver(1), takenOver(2)])
      .when(summarise(0, 40, 1))
      .thenThrows(...refusedWith('stale_generation'));
  });

  it('given the summariser failed, when the failure is recorded, then HistorySummaryFailed and nothing is marked summarised', () => {
    spec
      .given([created, takenOver(1)])
      .when({ type: 'RecordHistorySummaryFailure', generation: 1, from: 0, to: 40, reason: 'timeout', at })
      .then([{ type: 'HistorySummaryFailed', data: { generation: 1, from: 0, to: 40, reason: 'timeout', at } }]);
    spec
      .given([
        created,
        takenOver(1),
        { type: 'HistorySummaryFailed', data: { generation: 1, from: 0, to: 40, reason: 'timeout', at } },
      ])
      .when(summarise(0, 40))
      .then([summarised(0, 40)]);
  });
});
