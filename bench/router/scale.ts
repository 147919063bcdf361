import { performance } from 'node:perf_hooks';
import type { Embedder, SearchDocument, SearchIndex } from '@lomo/search';
import type { ApiCaller, TaskCardView, TaskRuntimeApi } from '@lomo/service-api';
import { CandidateFinder, decideRoute, promptTokens, routePrompt } from '@lomo/services/router';
import { fillerRequests } from './subjects';

/** Prompt size and candidate-finding time of one workspace size. */
export interface ScaleRow {
  tasks: number;
  promptTokensMean: number;
  promptTokensMax: number;
  candidatesMax: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** An idle persistent task's card as the task runtime lists it: its brief, no inbox or checklist yet. */
export function cardOf(workspaceId: string, taskId: string, brief: string, at: string): TaskCardView {
  return {
    taskId,
    workspaceId,
    kind: 'persistent',
    brief,
    status: 'idle',
    createdAt: at,
    updatedAt: at,
    turns: 1,
    inbox: [],
    checklist: [],
    checkpoints: [],
    artifacts: [],
    position: '0',
  };
}

/** `count` idle persistent tasks of one workspace, most recently active first, briefs taken in turn. */
export function workspaceCards(workspaceId: string, count: number, briefs: readonly string[]): TaskCardView[] {
  const now = Date.now();
  return Array.from({ length: count }, (_, i) =>
    cardOf(workspaceId, `t-${i}`, `${briefs[i % briefs.length]} #${i}`, new Date(now - i * 60_000).toISOString()),
  );
}

/**
 * R-2.3 "growth of the task count must grow the search scope, not the prompt": a workspace
 * of `count` active tasks — a task runtime double that lists them most recent first (as the
 * real one does, at most `limit`) and the real search index holding one task document each —
 * and the real `CandidateFinder` + `routePrompt` for the same messages at every size.
 */
export async function measureScale(
  search: SearchIndex,
  embedder: Embedder,
  count: number,
  messages: readonly string[],
  run: string,
): Promise<ScaleRow> {
  const caller: ApiCaller = { workspaceId: `ws-b10-scale-${count}-${run}`, userId: 'u' };
  const cards = workspaceCards(caller.workspaceId, count, fillerRequests(220).concat(messages));
  for (let i = 0; i < count; i += 500) {
    const batch = cards.slice(i, i + 500);
    const vectors = await embedder.embed(batch.map((c) => c.brief));
    const docs: SearchDocument[] = batch.map((c, k) => ({
      id: c.taskId,
      workspaceId: caller.workspaceId,
      kind: 'task',
      taskId: c.taskId,
      title: c.brief,
      body: '',
      vector: vectors[k],
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
    }));
    await search.upsert(docs);
  }
  const byId = new Map(cards.map((c) => [c.taskId, c]));
  const tasks = {
    listTasks: async (_c: ApiCaller, q?: { limit?: number }) => cards.slice(0, q?.limit ?? 50),
    getTask: async (_c: ApiCaller, id: string) => byId.get(id) as TaskCardView,
  } as unknown as TaskRuntimeApi;
  const finder = new CandidateFinder(tasks, embedder, search);
  const tokens: number[] = [];
  const times: number[] = [];
  let candidatesMax = 0;
  for (const text of messages) {
    const started = performance.now();
    const found = await finder.find(caller, text);
    decideRoute({ text, candidates: found.candidates });
    times.push(performance.now() - started);
    candidatesMax = Math.max(candidatesMax, found.candidates.length);
    tokens.push(promptTokens(routePrompt(text, found.candidates).input));
  }
  times.sort((a, b) => a - b);
  return {
    tasks: count,
    promptTokensMean: tokens.reduce((a, b) => a + b, 0) / tokens.length,
    promptTokensMax: Math.max(...tokens),
    candidatesMax,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
  };
}
