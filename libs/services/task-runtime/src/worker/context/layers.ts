import type { TaskEvent } from '../../task/task.events';
import type { Task } from '../../task/task.state';
import type { ChatTurn } from '../task-model';
import type { HistoryUnit } from './history';
import { turnTokens } from './tokens';

/** A segment summary as the stream holds it (R-8.4). */
export interface SummaryRef {
  from: number;
  to: number;
  text: string;
  tokens: number;
}

/** The segment summaries of a stream, in order. */
export function summariesIn(events: readonly TaskEvent[]): SummaryRef[] {
  return events.flatMap((e) =>
    e.type === 'HistorySummarised'
      ? [{ from: e.data.from, to: e.data.to, text: e.data.text, tokens: e.data.tokens }]
      : [],
  );
}

const RULES = [
  "You are Lomo's creative agent, working on one task for one person.",
  'Your context is layered: these rules and your tools; summaries of older history; the recent turns verbatim;',
  'then the task state from the runtime (checklist, waits, budget, changes by others) — trust it over your memory of the task.',
  'Summaries are lossy: read_history pages the original events by stream position whenever a detail matters.',
];

/**
 * Layer 1, the stable prefix (R-8.1): rules, the task's immutable brief and rubric, the
 * language and the memory snapshot (R-8.2: it changes only when the profile does). Nothing
 * here changes from step to step, so the provider's prompt cache can hit.
 */
export function stablePrefix(task: Task, memory: readonly string[]): string {
  return [
    ...RULES,
    `Task brief: ${task.brief}`,
    ...(task.rubric ? [`The result must meet this rubric: ${task.rubric}`] : []),
    // R-9.1: the profile snapshot and the memories relevant to the goal; the person can correct or forget them.
    ...(memory.length > 0 ? ['What you remember about this person:', ...memory.map((m) => `- ${m}`)] : []),
    task.language ? `Reply in the user's language (${task.language}).` : "Reply in the user's language.",
  ].join('\n');
}

/**
 * Layer 2, segment summaries: the newest that fit `budget` tokens; older ones are named by
 * their range only (the originals and those summaries stay in the stream, `read_history`).
 */
export function summaryLayer(
  summaries: readonly SummaryRef[],
  budget: number,
  gap?: { from: number; to: number },
): ChatTurn[] {
  const kept: SummaryRef[] = [];
  let used = 0;
  for (const s of [...summaries].reverse()) {
    if (used + s.tokens > budget && kept.length > 0) break;
    kept.unshift(s);
    used += s.tokens;
  }
  const dropped = summaries.length - kept.length;
  const lines = [
    ...(dropped > 0 ? [`Events 0–${kept[0].from - 1}: ${dropped} older summaries, not shown (read_history).`] : []),
    ...kept.map((s) => s.text),
    // A segment that outgrew the recent window and has no summary (it failed): never silently gone.
    ...(gap ? [`Events ${gap.from}–${gap.to - 1}: not summarised yet; read them with read_history.`] : []),
  ];
  return lines.length === 0
    ? []
    : [{ role: 'user', content: `[Earlier history, summarised]\n${lines.join('\n')}`, runtime: true }];
}

/** Layer 3, recent turns verbatim: the newest units within `budget` tokens, at least the last one. */
export function recentUnits(units: readonly HistoryUnit[], budget: number): HistoryUnit[] {
  let start = units.length;
  let used = 0;
  while (start > 0 && (start === units.length || used + units[start - 1].tokens <= budget)) {
    start -= 1;
    used += units[start].tokens;
  }
  return units.slice(start);
}

/** What the dynamic tail is made of (R-8.6): runtime state, never the model's retelling. */
export interface TailState {
  checklist: Task['checklist'];
  waitingFor: readonly string[];
  /** The spend limit's refusal, when the last call hit it. */
  budgetRefusal?: unknown;
  notices: readonly string[];
  /** Steps and turns so far, so the model knows where it is in a long task. */
  turn: number;
  /** Capability areas offered now and those `load_tools` can add (R-8.3). */
  areas?: { offered: readonly string[]; loadable: readonly string[] };
}

/** Layer 4, the dynamic tail: volatile state, last before the step's input, so it never breaks the cached prefix. */
export function dynamicTail(state: TailState): ChatTurn[] {
  const plan = state.checklist.map(
    (i) =>
      `- ${i.itemId} [${i.status}] ${i.title}${i.needsApproval ? " (needs the user's approval)" : ''}` +
      // A DAG node (R-11.3): what it waits for and why it stopped, so a revision keeps the graph.
      `${i.dependsOn?.length ? ` (after ${i.dependsOn.join(', ')})` : ''}${i.evidence?.startsWith('failed:') ? ` — ${i.evidence}` : ''}`,
  );
  const lines = [
    `[Task state from the runtime, turn ${state.turn}]`,
    ...(plan.length > 0 ? ['Execution checklist:', ...plan] : ['No checklist yet.']),
    ...(state.waitingFor.length > 0 ? [`Waiting for: ${state.waitingFor.join(', ')}`] : []),
    ...(state.areas && state.areas.loadable.length > 0
      ? [
          `Tool areas offered: ${state.areas.offered.join(', ') || 'none'}; load_tools adds: ${state.areas.loadable.join(', ')}.`,
        ]
      : []),
    ...(state.budgetRefusal ? [`The spend limit refused the last call: ${JSON.stringify(state.budgetRefusal)}`] : []),
    // R-7.2: what someone else changed in objects this task uses, since it last looked.
    ...(state.notices.length > 0
      ? ['Changed by someone else since you last read them:', ...state.notices.map((n) => `- ${n}`)]
      : []),
  ];
  return [{ role: 'user', content: lines.join('\n'), runtime: true }];
}

/** Tokens of a list of turns. */
export const turnsTokens = (turns: readonly ChatTurn[]) => turns.reduce((sum, t) => sum + turnTokens(t), 0);
