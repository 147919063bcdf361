/**
 * Which offered task a typed answer to the router's question goes to (route27i, ADR 0072): on
 * the seen sets' replay, every `reply_to_agent` line right after a labelled ask sees that ask's
 * pieces offered (replay.ts, as the harness's `typedAnswer`); each ordering of the offered
 * candidates is scored by how often its first is the line's labelled task.
 *
 *   node -r @swc-node/register bench/router-pairs/replies.ts   (EMBEDDER vectors: e5-small, cached)
 */
import type { ActModelFile, PeopleActModelFile } from '../../libs/services/router/src/acts/act-model';
import checkedInActs from '../../libs/services/router/src/acts/act-weights.json';
import type { ContinuationModelFile } from '../../libs/services/router/src/acts/continuation';
import checkedInContinuation from '../../libs/services/router/src/acts/continuation-weights.json';
import checkedInPeople from '../../libs/services/router/src/acts/people-act-weights.json';
import type { RouteCandidate } from '../../libs/services/router/src/routing/route';
import { moments } from './replay';
import { loadSeen, SEEN_SETS } from './sets';
import { vectorsOf } from './vectors';

type Order = (a: RouteCandidate, b: RouteCandidate) => number;
const by =
  (...keys: ((c: RouteCandidate) => number)[]): Order =>
  (a, b) => {
    for (const key of keys) if (key(b) !== key(a)) return key(b) - key(a);
    return 0;
  };
const shared = (c: RouteCandidate) => c.shared ?? 0;
const meaning = (c: RouteCandidate) => c.meaningCal ?? c.meaning ?? 0;
const brief = (c: RouteCandidate) => c.briefCal ?? c.meaningBrief ?? 0;

const ORDERS: Record<string, Order> = {
  'meaning, then shared words (route27h)': by(meaning, shared, (c) => c.score),
  'shared words, then meaning': by(shared, meaning),
  'meaning of the brief': by(brief),
  'shared words, then meaning of the brief, then meaning (route27i)': by(shared, brief, meaning),
  'score (words and meaning)': by((c) => c.score),
};

async function main() {
  const seen = await loadSeen();
  const vec = await vectorsOf([...seen.values()].flat().flatMap((c) => c.messages.map((m) => m.text)));
  const acts = { ...(checkedInActs as ActModelFile), people: checkedInPeople as PeopleActModelFile };
  const right = new Map<string, number>();
  let replies = 0;
  for (const set of SEEN_SETS)
    for (const c of seen.get(set) ?? [])
      for (const mo of moments(set, c, vec, acts, checkedInContinuation as ContinuationModelFile)) {
        const offered = mo.route.candidates.flatMap((x, i) => (x.offered ? [{ x, key: mo.keys[i] }] : []));
        if (offered.length < 2) continue;
        replies++;
        for (const [name, order] of Object.entries(ORDERS)) {
          const [first] = [...offered].sort((a, b) => order(a.x, b.x));
          if (first.key === mo.message.expect.task) right.set(name, (right.get(name) ?? 0) + 1);
        }
      }
  console.log(`| ordering of the offered tasks | first is the labelled task (of ${replies}) |\n| --- | ---: |`);
  for (const name of Object.keys(ORDERS)) {
    const n = right.get(name) ?? 0;
    console.log(`| ${name} | ${n} (${((100 * n) / replies).toFixed(1)} %) |`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
