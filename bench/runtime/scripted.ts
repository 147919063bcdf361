import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';

/**
 * The one scripted model and tool both runtimes get, so the only difference measured is
 * the runtime around them. Zero latency, and stateless: the decision depends only on
 * whether the context already holds the tool's result, so any number of turns can run at
 * once without a shared script.
 */
export const TOOL_NAME = 'echo';
export const TOOL_INPUT = { text: 'a red cat, watercolour' };
export const FINAL_TEXT = 'Here is your cat.';

export interface ScriptedDecision {
  text: string;
  toolCalls: Array<{ tool: string; input: { text: string } }>;
}

/** Step 1: one tool call; step 2 (the tool result is in context): the final text. */
export function scriptedDecision(hasToolResult: boolean): ScriptedDecision {
  if (hasToolResult) return { text: FINAL_TEXT, toolCalls: [] };
  return { text: 'Calling the tool.', toolCalls: [{ tool: TOOL_NAME, input: TOOL_INPUT }] };
}

/** The trivial tool: no I/O, so its cost is the runtime's bookkeeping around it. */
export const echo = (input: { text: string }) => ({ echoed: input.text });

/**
 * Per-turn decision timestamps. Carried in AsyncLocalStorage rather than through the
 * frameworks' APIs, so neither runtime is changed to be measured: the model reads the
 * store of the turn it was called from.
 */
const marks = new AsyncLocalStorage<number[]>();

export function markDecision(): void {
  marks.getStore()?.push(performance.now());
}

export interface TimedTurn<T> {
  result: T;
  start: number;
  end: number;
  /** When each model decision was asked for, in turn order. */
  decisions: number[];
}

/** Runs one turn and returns its start, end and the time of each model decision. */
export async function timedTurn<T>(run: () => Promise<T>): Promise<TimedTurn<T>> {
  const decisions: number[] = [];
  const start = performance.now();
  const result = await marks.run(decisions, run);
  return { result, start, end: performance.now(), decisions };
}

/**
 * Step spans of a turn: a step starts when the turn starts (the first) or when the model is
 * called for it, and ends when the next decision starts or the turn returns. So step 1
 * carries the wake-up, lease and load; the last carries the turn's close.
 */
export function stepSpans(turn: { start: number; end: number; decisions: number[] }): number[] {
  const bounds = [turn.start, ...turn.decisions.slice(1), turn.end];
  return bounds.slice(1).map((end, i) => end - bounds[i]);
}
