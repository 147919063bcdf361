/**
 * Route find + decide latency with the pair model (issue #27, runs 5–6), at 10, 1,000 and 10,000 live
 * tasks: the real `CandidateFinder` (meaning scores, `kin`, `meaningBrief`) and `decideRoute`
 * with the checked-in pair model, against `decideRoute` with the rules alone, on the same found
 * candidates. The embedder is the hashed one under e5-small's name and size (384), cached as
 * the real one is: this measures the router's own work, not the engine (about 150 ms a new
 * sentence here; docs/routing.md, Embedder). A task runtime double lists the tasks (at most 50,
 * as the real one), with a few messages routed to each.
 *
 *   npm run bench:router-pairs -- --latency
 */
import { performance } from 'node:perf_hooks';
import type { ApiCaller, TaskCardView, TaskRuntimeApi } from '@lomo/service-api';
import { CachedEmbedder } from '../../libs/search/src/embedding/cached.embedder';
import type { Embedder } from '../../libs/search/src/embedding/embedder.port';
import { HashedNgramEmbedder } from '../../libs/search/src/embedding/hashed-ngram.embedder';
import actWeights from '../../libs/services/router/src/acts/act-weights.json';
import { ActReader } from '../../libs/services/router/src/acts/act-reader';
import { CandidateFinder } from '../../libs/services/router/src/routing/candidates';
import { decideRoute } from '../../libs/services/router/src/routing/route.decider';
import { workspaceCards } from '../router/scale';
import { fillerRequests } from '../router/subjects';

const MESSAGES = [
  'make the poster warmer',
  'frame three needs a wider shot',
  'the banner: thicker letters please',
  'сделай логотип ярче',
  'ポスターの文字をもっと大きく',
  '海报的背景换成蓝色',
  'pon el horario abajo, de 7 a 14',
  'Auf dem Plakat fehlt noch das Logo',
  'for the dog bowl, a scruffy terrier drinking from it',
  'pause the certificates for now',
];
const ROUNDS = 20;

/** The hashed embedder under e5-small's name: the act reader and the pair model read its vectors. */
class AsE5 implements Embedder {
  readonly name = actWeights.embedder;
  readonly dimensions = 384;
  private readonly inner = new HashedNgramEmbedder({ dimensions: 384 });
  embed(texts: string[]) {
    return this.inner.embed(texts);
  }
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

export async function measureLatency(count: number) {
  const caller: ApiCaller = { workspaceId: `ws-pairs-${count}`, userId: 'u' };
  const cards = workspaceCards(caller.workspaceId, count, fillerRequests(220)).map((card, i): TaskCardView => ({
    ...card,
    inbox: [0, 1, 2].map((k) => ({
      messageId: `m-${i}-${k}`,
      text: `${MESSAGES[(i + k) % MESSAGES.length]} (${i})`,
      state: 'taken',
    })) as unknown as TaskCardView['inbox'],
  }));
  const byId = new Map(cards.map((c) => [c.taskId, c]));
  const tasks = {
    listTasks: async (_c: ApiCaller, q?: { limit?: number }) => cards.slice(0, q?.limit ?? 50),
    getTask: async (_c: ApiCaller, id: string) => byId.get(id) as TaskCardView,
  } as unknown as TaskRuntimeApi;
  const embedder = new CachedEmbedder(new AsE5());
  const finder = new CandidateFinder(tasks, embedder, undefined, undefined, new ActReader(embedder));
  const withPairs: number[] = [];
  const rulesAlone: number[] = [];
  const decideOnly = { pairs: [] as number[], rules: [] as number[] };
  for (const text of MESSAGES) await finder.find(caller, text, ['t-0']); // warm the cache, as a long-lived process is
  for (let r = 0; r < ROUNDS; r++)
    for (const text of MESSAGES) {
      const started = performance.now();
      const found = await finder.find(caller, text, ['t-0']);
      const message = {
        text,
        candidates: found.candidates,
        ...(found.act?.act ? { act: found.act } : {}),
        ...(found.act && !found.act.act && found.act.continuation ? { continuation: found.act.continuation } : {}),
      };
      const found_ = performance.now();
      decideRoute(message, undefined, null);
      const ruled = performance.now();
      decideRoute(message);
      const paired = performance.now();
      rulesAlone.push(ruled - started);
      withPairs.push(found_ - started + (paired - ruled));
      decideOnly.rules.push(ruled - found_);
      decideOnly.pairs.push(paired - ruled);
    }
  return {
    tasks: count,
    findDecideRules: { p50: percentile(rulesAlone, 50), p95: percentile(rulesAlone, 95) },
    findDecidePairs: { p50: percentile(withPairs, 50), p95: percentile(withPairs, 95) },
    decideRules: { p50: percentile(decideOnly.rules, 50), p95: percentile(decideOnly.rules, 95) },
    decidePairs: { p50: percentile(decideOnly.pairs, 50), p95: percentile(decideOnly.pairs, 95) },
  };
}
