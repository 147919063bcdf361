import { performance } from 'node:perf_hooks';
import type { ApiCaller, MainThreadEntry, RouterApi, TaskRuntimeApi } from '@lomo/service-api';
import type { Case, Kind, Outcome } from './dataset';

const OUTCOME_OF: Record<string, Outcome> = {
  answered_in_main: 'answer_in_main',
  created_lightweight_task: 'create_lightweight',
  attached_to_task: 'attach',
  created_task: 'create_persistent',
  asked_user: 'ask_user',
};

/** What one labelled message did. */
export interface CaseResult {
  case: Case;
  messageId: string;
  reason?: string;
  got: Outcome | string;
  correct: boolean;
  ms: number;
  /** A duplicate case that started a persistent task of its own. */
  duplicateTask: boolean;
}

/**
 * Posts every case, in order, through the real router (`RouterApi.postMessage`) and scores
 * it. A case that should have started a task but did not gets its task made explicitly
 * (created, then the request delivered by task id) so later follow-ups have their target:
 * one miss is counted once, not again in every case after it.
 */
export async function runCases(
  router: RouterApi,
  tasks: TaskRuntimeApi,
  caller: ApiCaller,
  cases: readonly Case[],
  prefix: string,
): Promise<CaseResult[]> {
  const ids = new Map<string, string>();
  const results: CaseResult[] = [];
  for (const c of cases) {
    const started = performance.now();
    const entry = await router.postMessage(caller, { messageId: `${prefix}-${c.n}`, text: c.text });
    const ms = performance.now() - started;
    const got = OUTCOME_OF[entry.decision] ?? entry.decision;
    const correct = isCorrect(c, got, entry, ids);
    if (c.creates) {
      if (got === c.expect) ids.set(c.creates, entry.taskIds[0]);
      else ids.set(c.creates, await makeTask(router, tasks, caller, c, prefix));
    }
    const duplicateTask = (c.kind === 'duplicate' || c.kind === 'near_duplicate') && got === 'create_persistent';
    results.push({ case: c, messageId: entry.messageId, got, correct, ms, duplicateTask, reason: entry.reason });
  }
  return results;
}

function isCorrect(c: Case, got: string, entry: MainThreadEntry, ids: ReadonlyMap<string, string>): boolean {
  const accepted = [c.expect, ...(c.alsoCorrect ?? [])];
  if (!accepted.includes(got as Outcome)) return false;
  if (got === 'attach') return !c.task || entry.taskIds[0] === ids.get(c.task);
  if (got === 'ask_user') {
    const offered = new Set(entry.card?.options.map((o) => o.taskId) ?? []);
    return (c.tasks ?? []).every((key) => offered.has(ids.get(key)));
  }
  return true;
}

async function makeTask(router: RouterApi, tasks: TaskRuntimeApi, caller: ApiCaller, c: Case, prefix: string) {
  const { taskId } = await tasks.createTask(caller, { text: c.text, messageId: `${prefix}-${c.n}-fix` });
  await router.postMessage(caller, { messageId: `${prefix}-${c.n}-fix-post`, text: c.text, taskId });
  return taskId;
}

/** Accuracy of a subset. */
export const accuracy = (rs: readonly CaseResult[]) => (rs.length ? rs.filter((r) => r.correct).length / rs.length : 0);

/** Groups results by the label's outcome or kind. */
export function groupBy<K extends string>(rs: readonly CaseResult[], key: (r: CaseResult) => K): Map<K, CaseResult[]> {
  const groups = new Map<K, CaseResult[]>();
  for (const r of rs) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  return groups;
}

export type { Kind };
