import { cosine } from '../../libs/search/src/embedding/embedder.port';
import { readAct, type ActModelFile, type PeopleActModelFile } from '../../libs/services/router/src/acts/act-model';
import { ROUTE_GROUP } from '../../libs/services/router/src/acts/dialogue-act';
import { continuation, type ContinuationModelFile } from '../../libs/services/router/src/acts/continuation';
import { pairFeatures, scriptOf, type PairModelFile } from '../../libs/services/router/src/routing/pair-score';
import checkedInLanguages from '../../libs/services/router/src/language/language-baselines.json';
import {
  calibrated,
  languageOf,
  type LanguageCalibrationFile,
} from '../../libs/services/router/src/language/language-calibration';
import { entitiesOf, sharedEntities } from '../../libs/services/router/src/routing/entities';
import { referenceFrames } from '../../libs/services/router/src/routing/reference-frames';
import { namingSpans } from '../../libs/services/router/src/routing/naming-span';
import { kindFit, kindsOf, type WorkKindModelFile } from '../../libs/services/router/src/routing/work-kind';
import type { RouteCandidate, RouteMessage } from '../../libs/services/router/src/routing/route';
import { decideRoute } from '../../libs/services/router/src/routing/route.decider';
import {
  contentWords,
  duplicateScore,
  sameWords,
  sharedWords,
  similarity,
} from '../../libs/services/router/src/routing/similarity';
import { keysOf, type Conversation, type HeldOutMessage, type Outcome } from '../router-heldout/conversation';
import { typedAnswer, type Observation } from '../router-heldout/play';
import { judge, type Judged } from '../router-heldout/score';

/** Each text's language, read once (the replay reads a task's texts again for every later line). */
const langOf = new Map<string, number>();

/** The finder keeps this many candidates (and the latest, exact and duplicate-like ones). */
const KEEP = 5;
const TEXTS = 24;

interface Task {
  key: string;
  brief: string;
  said: string[];
}

/** One message as the router would see it, with the history the labels give (an oracle history). */
export interface Moment {
  set: string;
  message: HeldOutMessage;
  user: string;
  route: RouteMessage;
  /** The candidates' task keys, in the candidates' order. */
  keys: string[];
}

const OUTCOME: Record<string, Outcome> = {
  attach: 'attach',
  ask_user: 'ask_user',
  create_persistent: 'create_persistent',
  create_lightweight: 'create_lightweight',
  answer_in_main: 'answer_in_main',
};

/**
 * Replays one conversation offline: per message, the candidates the finder would score (live
 * tasks, their briefs and the messages routed to them, meaning by e5 cosines) and the act and
 * continuation readings, with the history the labels give — every earlier message went where its
 * label says. An approximation of the B10h harness (no task runtime: no checklists, no task's
 * open cards, the router's card open only for the typed answer to a labelled ask; no misroutes
 * carried forward), fast enough to tune on.
 */
export function moments(
  set: string,
  c: Conversation,
  vec: ReadonlyMap<string, number[]>,
  // With `people`: the people-trained act model where the textbook one is not sure (ADR 0070).
  acts: ActModelFile & { people?: PeopleActModelFile },
  cont: ContinuationModelFile,
  kinds?: WorkKindModelFile,
  // Off with LANGUAGE_CALIBRATION=off: the same replay without it (route27e's "before").
  languages: LanguageCalibrationFile | undefined = process.env.LANGUAGE_CALIBRATION === 'off'
    ? undefined
    : (checkedInLanguages as LanguageCalibrationFile),
): Moment[] {
  const tasks: Task[] = [];
  let touched: string[] = [];
  const out: Moment[] = [];
  const touch = (key: string) => (touched = [key, ...touched.filter((k) => k !== key)]);
  for (const [i, m] of c.messages.entries()) {
    const v = vec.get(m.text) as number[];
    // The person's typed answer to the ask before it finds that ask's card open, as in the
    // harness (play.ts): the pieces the labels asked between are offered.
    const prev = c.messages[i - 1];
    const offered = prev && typedAnswer(prev, m) ? keysOf(prev.expect.task) : [];
    const words = contentWords(m.text);
    const script = scriptOf(m.text);
    const briefs = new Map(tasks.map((t) => [t.key, vec.get(t.brief) as number[]]));
    const kindOfMessage = kinds ? kindsOf(v, kinds) : undefined;
    const objects = entitiesOf(m.text);
    const lm = languages ? languageOf(v, languages) : 0;
    // As the finder: the words naming a piece against each brief (off with NAMING_SPAN=off).
    const span = process.env.NAMING_SPAN === 'off' ? undefined : namingSpans(m.text)[0];
    const spanVector = span ? vec.get(span) : undefined;
    let cands = tasks.map((t): RouteCandidate & { key: string } => {
      const texts = [...new Set([t.brief, ...t.said])];
      const kept = texts.length > TEXTS ? [texts[0], ...texts.slice(1 - TEXTS)] : texts;
      const meaning = Math.max(...kept.map((x) => cosine(v, vec.get(x) as number[])));
      const taskWords = contentWords([t.brief, ...t.said].join('\n'));
      const briefWords = contentWords(t.brief);
      const recency = touched.indexOf(t.key);
      const bs = scriptOf(t.brief);
      return {
        key: t.key,
        taskId: t.key,
        brief: t.brief,
        status: 'running',
        score: Number(similarity(words, taskWords, { message: v, task: briefs.get(t.key) as number[] }).toFixed(3)),
        source: 'recent',
        exact: sameWords(words, briefWords),
        shared: sharedWords(words, briefWords),
        jaccard: Number(duplicateScore(m.text, t.brief).toFixed(3)),
        ...(recency >= 0 ? { recency } : {}),
        ...(offered.includes(t.key) ? { offered: true } : {}),
        meaning: Number(meaning.toFixed(3)),
        meaningBrief: Number(cosine(v, briefs.get(t.key) as number[]).toFixed(3)),
        ...(script && bs ? { sameScript: script === bs } : {}),
        entities: sharedEntities(objects, kept),
        // Off with REFERENCE_FRAMES=off: the same replay without them (route27g's ablation).
        ...(process.env.REFERENCE_FRAMES === 'off' ? {} : referenceFrames(m.text, kept)),
        ...(languages
          ? (() => {
              const cal = kept.map((x) => {
                const xv = vec.get(x) as number[];
                if (!langOf.has(x)) langOf.set(x, languageOf(xv, languages));
                return calibrated(cosine(v, xv), lm, langOf.get(x) as number, languages);
              });
              return { meaningCal: Number(Math.max(...cal).toFixed(3)), briefCal: Number(cal[0].toFixed(3)) };
            })()
          : {}),
        ...(spanVector ? { spanSimilarity: Number(cosine(spanVector, briefs.get(t.key) as number[]).toFixed(3)) } : {}),
        ...(kinds && kindOfMessage
          ? { kindFit: Number(kindFit(kindOfMessage, kindsOf(briefs.get(t.key) as number[], kinds)).toFixed(3)) }
          : {}),
      };
    });
    cands = cands
      .sort(
        (a, b) =>
          (b.meaning ?? 0) - (a.meaning ?? 0) ||
          (b.shared ?? 0) - (a.shared ?? 0) ||
          b.score - a.score ||
          (a.recency ?? 50) - (b.recency ?? 50),
      )
      .filter((x, i) => i < KEEP || x.recency === 0 || x.exact || (x.jaccard ?? 0) > 0);
    // As the finder: `kin` over the kept candidates' briefs.
    for (const x of cands)
      x.kin = Number(
        Math.max(
          0,
          ...cands
            .filter((o) => o !== x)
            .map((o) => cosine(briefs.get(x.key) as number[], briefs.get(o.key) as number[])),
        ).toFixed(3),
      );
    const read = readAct(v, acts, acts.people);
    const asks = !read.act || read.act === 'new_request' || read.act === 'one_off';
    const reading = asks ? { ...read, continuation: continuation(v, cont) } : read;
    const route: RouteMessage = {
      text: m.text,
      candidates: cands.map(({ key: _k, ...x }) => x),
      ...(reading.act ? { act: reading } : {}),
      ...(!reading.act && reading.continuation ? { continuation: reading.continuation } : {}),
      ...(!reading.act && reading.leaning ? { leaning: reading.leaning } : {}),
    };
    out.push({ set, message: m, user: c.user, route, keys: cands.map((x) => x.key) });
    // The labels' history.
    const e = m.expect;
    if ((e.outcome === 'create_persistent' || e.outcome === 'create_lightweight') && e.task) {
      tasks.push({ key: e.task, brief: m.text, said: [] });
      touch(e.task);
    } else if (e.outcome === 'attach' && e.task) {
      const t = tasks.find((x) => x.key === e.task);
      if (t) {
        t.said.push(m.text);
        touch(t.key);
      }
    }
  }
  return out;
}

/** Routes one moment with the given pair model (none: the rules alone) and judges it. */
export function judgeMoment(mo: Moment, pairs: PairModelFile | null): Judged {
  const r = decideRoute(mo.route, undefined, pairs);
  const o: Observation = {
    message: mo.message,
    user: mo.user,
    decision: r.outcome,
    outcome: OUTCOME[r.outcome],
    ms: 0,
    ...(r.outcome === 'attach' ? { taskKey: r.taskId } : {}),
    ...(r.outcome === 'ask_user' ? { offered: r.taskIds, offeredNew: true } : {}),
    reason: r.reason,
  };
  return judge(o);
}

/** The features of a moment's candidates, with what the message says of itself, as the router reads them. */
export function featuresOf(mo: Moment): number[][] {
  const act = mo.route.act;
  const cont = act?.continuation ?? mo.route.continuation;
  return pairFeatures(mo.route.candidates, {
    aboutWork: act !== undefined && ROUTE_GROUP[act.act] !== 'new' && ROUTE_GROUP[act.act] !== 'one_off',
    ...(cont ? { continues: cont.p } : {}),
  });
}

/** Training pairs of one moment: its label's task against every other candidate; new work against all. */
export function pairsOf(mo: Moment): Array<{ label: 0 | 1; vector: number[]; key: string }> {
  const e = mo.message.expect;
  const feats = featuresOf(mo);
  if (feats.length === 0) return [];
  if (e.outcome === 'attach') {
    const [key] = keysOf(e.task);
    if (!mo.keys.includes(key)) return [];
    return feats.map((f, i) => ({ label: mo.keys[i] === key ? 1 : 0, vector: f, key: mo.keys[i] }));
  }
  if (e.outcome.startsWith('create') && !(e.acceptable ?? []).some((a) => a.startsWith('attach')))
    return feats.map((f, i) => ({ label: 0, vector: f, key: mo.keys[i] }));
  return [];
}
