import { createHash } from 'node:crypto';
import type { StepContextFacts } from '../../task/execution/execution.events';
import { budgetRefusal, openWaits } from '../../task/autonomy/stop-check.decider';
import type { TaskEvent } from '../../task/task.events';
import type { Task } from '../../task/task.state';
import { historyUnits } from './history';
import { dynamicTail, recentUnits, stablePrefix, summariesIn, summaryLayer, turnsTokens } from './layers';
import type { SegmentToSummarise } from './summariser';
import { countTokens, toolTokens } from './tokens';
import { LOAD_TOOLS, offeredAreas, offeredTools, type CatalogueTool } from './tool-areas';
import type { ChatTurn, StepInput, ToolSpec } from '../task-model';

/** Token budgets of one step's input (issue 17), counted with js-tiktoken. */
export interface ContextBudget {
  /** Recent history kept verbatim; above it the older part is summarised. @default 6000 */
  recent: number;
  /** Segment summaries shown; older ones are named by range only. @default 2000 */
  summaries: number;
  /** A tool result above this is a handle with a preview. @default 1500 */
  largeResult: number;
}

export const DEFAULT_CONTEXT_BUDGET: ContextBudget = { recent: 6_000, summaries: 2_000, largeResult: 1_500 };

/** Everything one step's context is built from. */
export interface StepContextSource {
  task: Task;
  events: readonly TaskEvent[];
  pendingMessageIds: readonly string[];
  /** The catalogue: core tools and capability-area tools, of which the step offers the loaded areas' (R-8.3). */
  tools: readonly CatalogueTool[];
  /** Workspace change notices. */
  notices?: readonly string[];
  /** Profile snapshot and recalled memories: part of the stable prefix. */
  memory?: readonly string[];
  budget?: Partial<ContextBudget>;
}

/** A step's model input, its facts for the StepDecided event, and the segment to summarise first, if any. */
export interface StepContext {
  input: StepInput;
  facts: StepContextFacts;
  toSummarise?: SegmentToSummarise;
}

/**
 * Builds the model's input in the layers of, pure: stable prefix (rules, brief,
 * memory snapshot, tools) → segment summaries → recent turns verbatim → dynamic tail from
 * runtime state → the messages this step consumes. Only consumed messages are in
 * history, so the model never appears to have seen an instruction it did not. When
 * the unsummarised history outgrows `budget.recent`, `toSummarise` names the older half for
 * the worker to compress into a summary event before it asks the model.
 */
export function composeStepContext(source: StepContextSource): StepContext {
  const { task, events } = source;
  const pendingTexts = source.pendingMessageIds.map((id) => task.inbox.get(id)?.text ?? '');
  const catalogueAreas = new Set(source.tools.flatMap((t) => (t.area ? [t.area] : [])));
  const areas = offeredAreas(events, source.tools, pendingTexts).filter((a) => catalogueAreas.has(a));
  // load_tools only where the catalogue has areas to load.
  const tools = offeredTools(
    source.tools.filter((t) => t.name !== LOAD_TOOLS || catalogueAreas.size > 0),
    areas,
  );
  const budget = { ...DEFAULT_CONTEXT_BUDGET, ...source.budget };
  const summaries = summariesIn(events);
  const through = summaries.at(-1)?.to ?? 0;
  const units = historyUnits(events, through, { largeResultTokens: budget.largeResult });
  const unsummarised = units.reduce((sum, u) => sum + u.tokens, 0);
  const recent = recentUnits(units, budget.recent);
  const verbatimFrom = recent[0]?.position ?? events.length;
  let toSummarise: SegmentToSummarise | undefined;
  if (unsummarised > budget.recent) {
    // Keep half the window verbatim after a summary: the next one comes after another half of growth, not every step.
    const keep = recentUnits(units, budget.recent / 2);
    const to = keep[0].position;
    if (to > through) toSummarise = { from: through, to, units: units.filter((u) => u.position < to) };
  }
  const system = stablePrefix(task, source.memory ?? []);
  const gap =
    verbatimFrom > through && units[0] && units[0].position < verbatimFrom
      ? { from: through, to: verbatimFrom }
      : undefined;
  const messages: ChatTurn[] = [
    ...summaryLayer(summaries, budget.summaries, gap),
    ...recent.flatMap((u) => u.turns),
    ...dynamicTail({
      checklist: task.checklist,
      waitingFor: openWaits(task),
      budgetRefusal: budgetRefusal(task)?.detail,
      notices: source.notices ?? [],
      turn: task.turns,
      ...(catalogueAreas.size > 0
        ? { areas: { offered: areas, loadable: [...catalogueAreas].filter((a) => !areas.includes(a)) } }
        : {}),
    }),
    ...pendingTexts.map((content): ChatTurn => ({ role: 'user', content })),
  ];
  const prefixTokens = countTokens(system) + toolTokens(tools);
  const facts: StepContextFacts = {
    prefixHash: prefixHash(system, tools),
    tokens: prefixTokens + turnsTokens(messages),
    prefixTokens,
    summaries: summaries.length,
    verbatimFrom,
    ...(catalogueAreas.size > 0 ? { areas } : {}),
  };
  return { input: { system, messages, tools: [...tools], language: task.language }, facts, toSummarise };
}

/** sha256 of the stable prefix as the provider receives it: equal hashes mean a cacheable prefix. */
export function prefixHash(system: string, tools: readonly ToolSpec[]): string {
  return createHash('sha256').update(system).update('\u0000').update(JSON.stringify(tools)).digest('hex');
}
