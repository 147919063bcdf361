/**
 * The pair model (issue #27, run 5): per (message, candidate task) pair, how likely the message
 * is for that task — and when the best pair is unsure, the router asks which task instead of
 * attaching. Trained on the SEEN routing sets only (bench/router-heldout … -heldout5: their
 * attach lines, the labelled task against every other live task, and their new work against
 * every live task); the act training set has no tasks, so it gives no pairs. Each seen set is
 * replayed offline (replay.ts: the labels' history, e5 cosines, the checked-in act and
 * continuation models, the real `decideRoute`) and read by a model trained on the other three;
 * the thresholds are chosen on those leave-one-set-out figures.
 *
 *   npm run bench:router-pairs             leave-one-set-out report
 *   npm run bench:router-pairs -- --build  also writes libs/services/router/src/routing/pair-weights.json
 *   npm run bench:router-pairs -- --languages  writes libs/services/router/src/language/language-baselines.json (languages.ts)
 *   npm run bench:router-pairs -- --romanised  writes libs/services/router/src/language/romanised-profiles.json (romanised.ts)
 *   npm run bench:router-pairs -- --latency  find + decide latency at 10, 1,000 and 10,000 tasks (latency.ts)
 *   npm run bench:router-pairs -- --grouped  the model trained per message (grouped.ts, route27f; how the checked-in one is built)
 *   … --at none,attach,margin,agree          one threshold point instead of the grid (and no sweep of `remember`)
 *   … --compare-span                         also the same replay without the naming span (ADR 0080), its own
 *                                            thresholds, all lines and those in another language than the brief
 *   … --acts-from-sets                       a what-if (route27g, not shipped: ADR 0068): the act model trained on
 *                                            the act set and the seen sets, each set's acts read by a model
 *                                            trained without it
 *   … --people-acts K                        route27h (ADR 0070): that model read only where the textbook act
 *                                            model's best act is below p = K (left out the same way); with
 *                                            --build also writes acts/people-act-weights.json
 *   … --people-thresholds p,m                the people model's own floor and lead (default: the textbook's)
 *                                            Without --people-acts the replay reads acts with the textbook model
 *                                            alone (route27g): the checked-in people file learnt from every seen
 *                                            set, so it cannot read a set left out; and a --build without it
 *                                            leaves people-act-weights.json as it is.
 *
 * Vectors are cached in the OS temp dir (one embedding per distinct line).
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { trainSoftmax, type SoftmaxModel } from '../../libs/search/src/embedding/softmax-classifier';
import checkedInActs from '../../libs/services/router/src/acts/act-weights.json';
import checkedInContinuation from '../../libs/services/router/src/acts/continuation-weights.json';
import checkedInPeople from '../../libs/services/router/src/acts/people-act-weights.json';
import checkedInKinds from '../../libs/services/router/src/routing/work-kind-weights.json';
import type { WorkKindModelFile } from '../../libs/services/router/src/routing/work-kind';
import type { ActModelFile, PeopleActModelFile } from '../../libs/services/router/src/acts/act-model';
import type { ContinuationModelFile } from '../../libs/services/router/src/acts/continuation';
import {
  PAIR_FEATURES,
  type PairModelFile,
  type PairThresholds,
} from '../../libs/services/router/src/routing/pair-score';
import { summarise, type Judged } from '../router-heldout/score';
import { buildLanguageCalibration } from './languages';
import { buildRomanised } from './romanised';
import { measureLatency } from './latency';
import { judgeMoment, moments, pairsOf, type Moment } from './replay';
import { fitGrouped } from './grouped';
import { loadSeen, SEEN_SETS } from './sets';
import { actLines } from './act-lines';
import { trainSoftmax as trainActs } from '../../libs/services/router/src/acts/act-softmax';
import { vectorsOf } from './vectors';
import { namingSpans } from '../../libs/services/router/src/routing/naming-span';

const FILE = join(__dirname, '../../libs/services/router/src/routing/pair-weights.json');
const PEOPLE_FILE = join(__dirname, '../../libs/services/router/src/acts/people-act-weights.json');
const TRAIN = { l2: 0.01, epochs: 400, rate: 0.5 };
/** `--quick`: the checked-in point only (a what-if of another input, not a choice of thresholds). */
const QUICK = process.argv.includes('--quick');
/** `--at none,attach,margin,agree`: that one point (a build at thresholds an earlier run chose). */
const AT = process.argv.includes('--at')
  ? process.argv[process.argv.indexOf('--at') + 1].split(',').map(Number)
  : undefined;
const ATTACH = AT ? [AT[1]] : QUICK ? [0] : process.argv.includes('--grouped') ? [0.45, 0.6] : [0, 0.45, 0.6];
const MARGIN = AT
  ? [AT[2]]
  : QUICK
    ? [0.4]
    : process.argv.includes('--grouped')
      ? [0.3, 0.4, 0.5]
      : [0.2, 0.3, 0.4, 0.5];
const AGREE = AT ? [AT[3]] : QUICK ? [0.2] : process.argv.includes('--grouped') ? [0.2, 0.3] : [0, 0.1, 0.2, 0.3];
// A grouped model's probabilities are shares among the live tasks and "none": lower floors too.
const NONE = AT ? [AT[0]] : QUICK ? [0.3] : process.argv.includes('--grouped') ? [0.4, 0.5, 0.6] : [0.3, 0.4];
/**
 * A wrong task without asking costs this many acceptable outcomes: it edits the wrong work, and
 * undoing it takes the person longer than answering a card (route27d: 1 → 2).
 */
const COST = 2;
/** Asking more often than this (of all lines, left out) is not a choice, whatever it gains: the aim is ≤ 12 %, kept a point below for drift on new users. */
const MAX_ASKED = 0.11;

/** `--acts-from-sets` (route27g, a what-if): the act model trained on the act set and the seen sets' labelled lines. */
const ACTS_FROM_SETS = process.argv.includes('--acts-from-sets');
const TRAIN_ACTS = { l2: 0.01, epochs: 200, rate: 0.5 };
/** `--act-set-weight N` (with --acts-from-sets): the act set counts N times (route27g tried 1 and 4). */
const ACT_SET_WEIGHT = process.argv.includes('--act-set-weight')
  ? Number(process.argv[process.argv.indexOf('--act-set-weight') + 1])
  : 1;

/** `--people-acts K` (route27h, ADR 0070): the people model is read where the textbook one's best act is below K. */
const PEOPLE_ACTS = process.argv.includes('--people-acts')
  ? Number(process.argv[process.argv.indexOf('--people-acts') + 1])
  : undefined;
const PEOPLE_THRESHOLDS = process.argv.includes('--people-thresholds')
  ? process.argv[process.argv.indexOf('--people-thresholds') + 1].split(',').map(Number)
  : undefined;

/** Every act line's vector, read once: each read parses the whole vector cache. */
const actVectors = (seen: Awaited<ReturnType<typeof loadSeen>>) => vectorsOf(actLines(seen).map((l) => l.text));

/** An act model trained on the act set and every seen set's lines but `leftOut`'s. */
function peopleActs(seen: Awaited<ReturnType<typeof loadSeen>>, vec: ReadonlyMap<string, number[]>, leftOut?: string) {
  const lines = actLines(seen, leftOut, ACT_SET_WEIGHT);
  const model = trainActs(
    lines.map((l) => ({ act: l.act, vector: vec.get(l.text) as number[] })),
    TRAIN_ACTS,
  );
  return { lines, model };
}

/**
 * One act reading per seen set, its people model trained without that set: the people model
 * alone (`--acts-from-sets`), or beside the textbook one (`--people-acts K`).
 */
async function crossFittedActs(
  seen: Awaited<ReturnType<typeof loadSeen>>,
  checked: ActModelFile,
): Promise<Map<string, ActModelFile & { people?: PeopleActModelFile }>> {
  const out = new Map<string, ActModelFile & { people?: PeopleActModelFile }>();
  const vec = await actVectors(seen);
  for (const set of SEEN_SETS) {
    const { model } = peopleActs(seen, vec, set);
    out.set(
      set,
      PEOPLE_ACTS === undefined ? { ...checked, model } : { ...checked, people: peopleFile(checked, model) },
    );
  }
  return out;
}

const peopleFile = (
  checked: ActModelFile,
  model: SoftmaxModel,
  trainingSha = '',
  builtAt = '',
): PeopleActModelFile => ({
  embedder: checked.embedder,
  keepTextbookAt: PEOPLE_ACTS ?? 1,
  thresholds: PEOPLE_THRESHOLDS
    ? { ...checked.thresholds, minProbability: PEOPLE_THRESHOLDS[0], minMargin: PEOPLE_THRESHOLDS[1] }
    : checked.thresholds,
  trainingSha,
  builtAt,
  model,
});

/** `--grouped` (route27f): the pair model trained per message (grouped.ts), not per pair. */
const GROUPED = process.argv.includes('--grouped');

const fitModel = (ms: readonly Moment[]) =>
  GROUPED
    ? fitGrouped(ms)
    : trainSoftmax(
        ms.flatMap(pairsOf).map((p) => ({ label: p.label, vector: p.vector })),
        2,
        TRAIN,
      );

const rounded = (m: SoftmaxModel): SoftmaxModel => {
  const r = (x: number) => Math.round(x * 1e5) / 1e5;
  return { mean: m.mean.map(r), std: m.std.map(r), weights: m.weights.map((w) => w.map(r)), bias: m.bias.map(r) };
};

const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)} %`;
const fileOf = (model: SoftmaxModel, thresholds: PairThresholds): PairModelFile => ({
  embedder: 'multilingual-e5-small-q4',
  trainingSha: '',
  builtAt: '',
  thresholds,
  model,
  ...(GROUPED ? { grouped: true } : {}),
});

async function main(): Promise<void> {
  if (process.argv.includes('--languages')) {
    await buildLanguageCalibration();
    process.exit(0);
  }
  if (process.argv.includes('--romanised')) {
    await buildRomanised();
    process.exit(0);
  }
  if (process.argv.includes('--latency')) {
    const ms = (x: { p50: number; p95: number }) => `${x.p50.toFixed(2)} / ${x.p95.toFixed(2)} ms`;
    console.log(
      '| live tasks | find + decide, rules alone (p50 / p95) | find + decide, with the pair model | decide alone, rules | decide alone, with the pair model |',
    );
    console.log('| ---: | ---: | ---: | ---: | ---: |');
    for (const count of [10, 1000, 10000]) {
      const r = await measureLatency(count);
      console.log(
        `| ${count} | ${ms(r.findDecideRules)} | ${ms(r.findDecidePairs)} | ${ms(r.decideRules)} | ${ms(r.decidePairs)} |`,
      );
    }
    process.exit(0);
  }
  const seen = await loadSeen();
  const all = [...seen.values()].flat();
  const texts = all.flatMap((c) => c.messages.map((m) => m.text));
  // Each line's naming span too (ADR 0080): the finder embeds it beside the message.
  const spans = texts.map((t) => namingSpans(t)[0]).filter((s): s is string => !!s);
  const vec = await vectorsOf([...texts, ...spans]);
  // --act-thresholds p,m: read acts at other thresholds than the checked-in ones (a what-if).
  const actAt = process.argv.indexOf('--act-thresholds');
  const [minProbability, minMargin] = actAt > 0 ? process.argv[actAt + 1].split(',').map(Number) : [];
  const checked = checkedInActs as ActModelFile;
  // --act-remember p: read a preference to remember only at p ≥ this (a what-if of minRemember).
  const actRememberAt = process.argv.indexOf('--act-remember');
  const acts: ActModelFile = {
    ...checked,
    thresholds: {
      ...checked.thresholds,
      ...(actAt > 0 ? { minProbability, minMargin } : {}),
      ...(actRememberAt > 0 ? { minRemember: Number(process.argv[actRememberAt + 1]) } : {}),
    },
  };
  const cont = checkedInContinuation as ContinuationModelFile;
  const kinds = checkedInKinds as WorkKindModelFile;
  // --acts-from-sets (route27g): each set's acts read by an act model trained without it.
  // --people-checked-in (ADR 0093): every set read by the checked-in people act model, as the
  // router reads it — a quick what-if of a decision change; that model learnt from these sets, so
  // its acts are surer here than on new lines (not a figure to choose the act thresholds on).
  const actsFor = process.argv.includes('--people-checked-in')
    ? new Map(SEEN_SETS.map((s) => [s as string, { ...acts, people: checkedInPeople as PeopleActModelFile }]))
    : ACTS_FROM_SETS || PEOPLE_ACTS !== undefined
      ? await crossFittedActs(seen, acts)
      : undefined;
  const bySet = new Map(
    SEEN_SETS.map(
      (s) => [s, (seen.get(s) ?? []).flatMap((c) => moments(s, c, vec, actsFor?.get(s) ?? acts, cont, kinds))] as const,
    ),
  );
  const everything = [...bySet.values()].flat();
  const grid = NONE.flatMap((none) =>
    ATTACH.flatMap((attach) =>
      MARGIN.flatMap((margin) =>
        AGREE.filter((agreeMargin) => agreeMargin <= margin).map((agreeMargin) => ({
          attach,
          margin,
          none,
          agreeMargin,
        })),
      ),
    ),
  );
  // Per set: the rules alone, and each threshold pair with a model trained on the other sets.
  const base = new Map<string, Judged[]>();
  const models = new Map<string, SoftmaxModel>();
  const loso = new Map<string, Judged[][]>();
  for (const set of SEEN_SETS) {
    const test = bySet.get(set) ?? [];
    const model = fitModel(everything.filter((m) => m.set !== set));
    models.set(set, model);
    base.set(
      set,
      test.map((m) => judgeMoment(m, null)),
    );
    loso.set(
      set,
      grid.map((t) => test.map((m) => judgeMoment(m, fileOf(model, t)))),
    );
  }
  const total = (i: number | undefined) => {
    const js = SEEN_SETS.flatMap((s) => (i === undefined ? (base.get(s) ?? []) : (loso.get(s) ?? [])[i]));
    return summarise(js);
  };
  const b = total(undefined);
  const gains = grid.map((_, i) => {
    const s = total(i);
    return s.asked > MAX_ASKED * s.messages ? -Infinity : s.lenient - COST * s.wrongTask;
  });
  const bestI = gains.indexOf(Math.max(...gains));
  // Then, at that point, how sure the pair model must be to take a line read as a preference
  // for an edit of one task (route27d; absent: never).
  const rememberAt = (AT ? [undefined] : [undefined, 0.6, 0.7, 0.8, 0.9]).map((remember) => {
    const t = { ...grid[bestI], ...(remember === undefined ? {} : { remember }) };
    const judged = new Map(
      SEEN_SETS.map((s) => {
        const model = models.get(s) as SoftmaxModel;
        return [s, (bySet.get(s) ?? []).map((m) => judgeMoment(m, fileOf(model, t)))] as const;
      }),
    );
    return { t, s: summarise([...judged.values()].flat()), judged };
  });
  const bestRemember = rememberAt.reduce((a, b) =>
    b.s.lenient - COST * b.s.wrongTask > a.s.lenient - COST * a.s.wrongTask ? b : a,
  );
  const chosen: PairThresholds = bestRemember.t;
  const chosenFor = (set: string) => bestRemember.judged.get(set as (typeof SEEN_SETS)[number]) ?? [];
  const row = (name: string, s: ReturnType<typeof summarise>) =>
    `| ${name} | ${s.messages} | ${pct(s.lenient, s.messages)} | ${pct(s.strict, s.messages)} | ${pct(s.wrongTask, s.messages)} | ${pct(s.asked, s.messages)} (${pct(s.labelledAsk, s.messages)}) |`;
  const lines = [
    `Replayed offline (labels' history), each set read by a pair model trained on the other ${SEEN_SETS.length - 1}; ${everything.flatMap(pairsOf).length} training pairs in all.`,
    '',
    '| set / router | messages | acceptable (lenient) | strict | wrong task, not asked | asked (labels ask) |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...SEEN_SETS.flatMap((s) => [
      row(`${s}: rules alone`, summarise(base.get(s) ?? [])),
      row(`${s}: + pair model (left out)`, summarise(chosenFor(s))),
    ]),
    row('all: rules alone', b),
    row(
      `all: + pair model (left out), new work below ${chosen.none}, attach ≥ ${chosen.attach}, lead ≥ ${chosen.margin} (agreeing ${chosen.agreeMargin}), a preference is an edit at ≥ ${chosen.remember ?? 'never'}`,
      bestRemember.s,
    ),
    '',
    '| a preference is an edit at p ≥ | acceptable | wrong task | asked |',
    '| ---: | ---: | ---: | ---: |',
    ...rememberAt.map(
      (r) =>
        `| ${r.t.remember ?? 'never'} | ${pct(r.s.lenient, r.s.messages)} | ${pct(r.s.wrongTask, r.s.messages)} | ${pct(r.s.asked, r.s.messages)} |`,
    ),
    '',
    '| new work below | attach ≥ | lead ≥ | lead ≥ (agreeing) | acceptable | wrong task | asked |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...grid.map((t, i) => {
      const s = total(i);
      return `| ${t.none} | ${t.attach} | ${t.margin} | ${t.agreeMargin} | ${pct(s.lenient, s.messages)} | ${pct(s.wrongTask, s.messages)} | ${pct(s.asked, s.messages)} |`;
    }),
    '',
    'The curve (left out, all sets): the least wrong task at each ceiling on asking, and its point.',
    '',
    '| asked ≤ | wrong task | acceptable | asked | new work below / attach ≥ / lead ≥ / agreeing |',
    '| ---: | ---: | ---: | ---: | --- |',
    ...[0.06, 0.08, 0.09, 0.1, 0.11, 0.12, 0.13, 0.15, 0.2].map((cap) => {
      const ok = grid.map((t, i) => ({ t, s: total(i) })).filter(({ s }) => s.asked <= cap * s.messages);
      const [b] = ok.sort((x, y) => x.s.wrongTask - y.s.wrongTask || y.s.lenient - x.s.lenient);
      return b
        ? `| ${pct(cap, 1)} | ${pct(b.s.wrongTask, b.s.messages)} | ${pct(b.s.lenient, b.s.messages)} | ${pct(b.s.asked, b.s.messages)} | ${b.t.none} / ${b.t.attach} / ${b.t.margin} / ${b.t.agreeMargin} |`
        : `| ${pct(cap, 1)} | – | – | – | – |`;
    }),
    '',
    `chosen (acceptable − ${COST} × wrong task, asking ≤ ${pct(MAX_ASKED, 1)}): new work below ${chosen.none}, attach ≥ ${chosen.attach}, lead ≥ ${chosen.margin} (agreeing ${chosen.agreeMargin})`,
  ];
  console.log(lines.join('\n'));
  // --rows FILE: every left-out judgement at the chosen thresholds, for error analysis by kind.
  const rowsAt = process.argv.indexOf('--rows');
  if (rowsAt > 0)
    await writeFile(
      process.argv[rowsAt + 1],
      JSON.stringify(
        SEEN_SETS.flatMap((s) =>
          chosenFor(s).map((j) => ({
            set: s,
            id: j.message.id,
            act: j.message.act,
            tags: j.message.tags ?? [],
            expect: j.message.expect,
            outcome: j.outcome,
            taskKey: j.taskKey,
            offered: j.offered,
            lenient: j.lenient,
            wrongTask: j.wrongTask,
            reason: j.reason,
          })),
        ),
      ),
    );
  if (process.argv.includes('--dump')) {
    for (const s of SEEN_SETS)
      chosenFor(s).forEach((j, k) => {
        const was = (base.get(s) ?? [])[k];
        const tag = j.wrongTask ? 'WRONG' : was.lenient && !j.lenient ? 'LOST' : !was.lenient && j.lenient ? 'WON' : '';
        if (tag)
          console.log(
            `${tag} ${j.message.id} ${j.message.act} [${j.message.expect.outcome}:${j.message.expect.task ?? ''}] "${j.message.text.slice(0, 80)}" → ${j.outcome}:${j.taskKey ?? j.offered?.join('|') ?? ''} (was ${was.outcome}:${was.taskKey ?? ''}); ${j.reason?.slice(-200)}`,
          );
      });
  }
  if (process.argv.includes('--compare-span')) {
    // ADR 0080: the same replay and act readings without the naming span, its own thresholds
    // chosen by the same rule; the lines in another language than their piece's brief apart.
    process.env.NAMING_SPAN = 'off';
    const off = new Map(
      SEEN_SETS.map(
        (s) =>
          [s, (seen.get(s) ?? []).flatMap((c) => moments(s, c, vec, actsFor?.get(s) ?? acts, cont, kinds))] as const,
      ),
    );
    delete process.env.NAMING_SPAN;
    const offJudged = grid.map(() => new Map<string, Judged[]>());
    for (const set of SEEN_SETS) {
      const model = fitModel([...off.values()].flat().filter((m) => m.set !== set));
      grid.forEach((t, i) =>
        offJudged[i].set(
          set,
          (off.get(set) ?? []).map((m) => judgeMoment(m, fileOf(model, t))),
        ),
      );
    }
    const offGains = offJudged.map((j) => {
      const s = summarise([...j.values()].flat());
      return s.asked > MAX_ASKED * s.messages ? -Infinity : s.lenient - COST * s.wrongTask;
    });
    const offI = offGains.indexOf(Math.max(...offGains));
    const switched = (js: readonly Judged[]) =>
      js.filter((j) => (j.message.tags ?? []).some((t) => t === 'cross_lang' || t === 'other_lang'));
    const cmp = (name: string, js: (set: string) => Judged[]) => {
      const all = SEEN_SETS.flatMap((s) => js(s));
      const a = summarise(all);
      const w = summarise(switched(all));
      const per = SEEN_SETS.slice(-3).map((s) => {
        const x = summarise(js(s));
        const y = summarise(switched(js(s)));
        return `${pct(x.lenient, x.messages)} / ${pct(x.wrongTask, x.messages)} / ${pct(x.asked, x.messages)}; other language ${y.lenient} of ${y.messages}`;
      });
      return `| ${name} | ${pct(a.lenient, a.messages)} | ${pct(a.wrongTask, a.messages)} | ${pct(a.asked, a.messages)} | ${w.lenient} of ${w.messages} (${pct(w.lenient, w.messages)}), wrong ${w.wrongTask}, asked ${w.asked} | ${per.join(' | ')} |`;
    };
    const t = grid[offI];
    console.log(
      [
        '',
        `| router (left out, ${SEEN_SETS.length} sets) | acceptable | wrong task | asked | other language: acceptable, wrong, asked | ${SEEN_SETS.slice(-3).join(' | ')} |`,
        '| --- | ---: | ---: | ---: | --- | --- | --- | --- |',
        cmp(
          `without the span (${t.none} / ${t.attach} / ${t.margin} / ${t.agreeMargin})`,
          (s) => offJudged[offI].get(s) ?? [],
        ),
        cmp(`with the span (${chosen.none} / ${chosen.attach} / ${chosen.margin} / ${chosen.agreeMargin})`, chosenFor),
      ].join('\n'),
    );
  }
  if (process.argv.includes('--build')) {
    const pairs = everything.flatMap((m) => pairsOf(m).map((p) => [m.set, m.message.id, p.key, p.label]));
    const file: PairModelFile = {
      embedder: 'multilingual-e5-small-q4',
      trainingSha: createHash('sha256').update(JSON.stringify(pairs)).digest('hex'),
      builtAt: new Date().toISOString(),
      thresholds: chosen,
      cv: {
        features: PAIR_FEATURES,
        cost: COST,
        sets: Object.fromEntries(
          SEEN_SETS.map((s) => [s, { rules: summarise(base.get(s) ?? []), pairs: summarise(chosenFor(s)) }]),
        ),
      },
      model: rounded(fitModel(everything)),
      ...(GROUPED ? { grouped: true } : {}),
    };
    await writeFile(FILE, await format(JSON.stringify(file), { ...(await resolveConfig(FILE)), filepath: FILE }));
    if (PEOPLE_ACTS !== undefined) {
      const { lines, model } = peopleActs(seen, await actVectors(seen));
      const sha = createHash('sha256')
        .update(JSON.stringify(lines.map((l) => [l.set, l.act, l.text])))
        .digest('hex');
      const people = peopleFile(acts, rounded(model), sha, new Date().toISOString());
      await writeFile(
        PEOPLE_FILE,
        await format(JSON.stringify(people), { ...(await resolveConfig(PEOPLE_FILE)), filepath: PEOPLE_FILE }),
      );
    }
  }
  process.exit(0);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
