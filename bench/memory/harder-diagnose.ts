/**
 * Why the harder B11 misses what it misses (a development aid, not a benchmark): each turn of
 * bench/memory/harder-people.ts through the offline extractor the memory module builds for the
 * process's embedder, with every sentence's reading (kind, probability, scope, topic, or why it
 * abstained) and every candidate, then a fold that behaves as the memory decider (one current
 * statement per subject, scope and task; a later one on the same slot replaces it). The set is
 * seen (B11h has run), so this reads it for development only.
 *
 *   EMBEDDER=e5-small node -r @swc-node/register bench/memory/harder-diagnose.ts [--misses] [--set h2|h3|…|h23]
 *     --set h2: B11h2 (seen since its run on 4b28bab); its turns carry no labels, so a live fact is
 *     looked for in every turn that holds its value. --set h3: B11h3 (seen since its run on
 *     0295a9b), labelled the same way, with each fact's labelled scope and the teammate's turns
 *     folded in their own user slots. --set h4: B11h4 (seen since its run on d71c286), labelled the
 *     same way; a value of someone else's in pasted text (a client's, a supplier's) that any
 *     statement holds is counted as `othersHeld`. --set h5: B11h5 (seen since its run on fb549ff),
 *     the same way; its `others` are the quoted values of a stockist, sponsor, client or author.
 *     --set h6: B11h6 (seen since its run on the ADR 0061 extractor), the same way; its `others`
 *     are a draft's values the person turns down and the values of the client a draft is for.
 *     --set h7: B11h7 (seen since its run on the ADR 0067 extractor), the same way; its `others`
 *     are what a brief is about (the job's content) and the values of the client it is for.
 *     --set h8: B11h8 (seen since its run on the ADR 0069 extractor), the same way; its `others`
 *     are a picture's subject and a client's or friend's values. --set h9: B11h9, the same way; its
 *     `others` are a picture's subject, a client's and a competitor's values, and values said only
 *     as a joke, a hypothetical or a negation.
 *     --set h10: B11h10, the same way; its `others` are also values taken back mid-sentence and
 *     values said by someone else in the room.
 *     --set h11: B11h11, the same way; its `others` are also values quoted from a secretary, a
 *     spouse or a colleague.
 *     --set h12: B11h12, the same way; its `others` are also a partner's or relative's own values.
 *     --set h13: B11h13, the same way; its `others` are a client's, competitor's or relative's
 *     values marked in the person's own notes.
 *     --set h14: B11h14, the same way; its `others` are also the assistant's read-back or guess
 *     that the person turns down.
 *     --set h15: B11h15, the same way; its `others` are a new partner's, a client's, a competitor's
 *     or a hypothetical's values beside the person's catch-up after a gap.
 *     --set h16: B11h16, the same way; its `others` are a client's, a colleague's or relative's, a
 *     competitor's or neighbour's or a hypothetical's values the person sets their own against.
 *     --set h17: B11h17, the same way; its `others` are a teammate's wish not adopted or own
 *     name, a client's, a competitor's or a hypothetical's values beside the person's and the team's.
 *     --set h18: B11h18, the same way; its `others` are also hedges and values tried and dropped
 *     before the person settles. --set h19: B11h19, the same way (seen since its run on 3c7dfa8); its
 *     `others` are also the wrong renderings of a value the person corrects. --set h20: B11h20, the
 *     same way (seen since its after run); its `others` are also slips and mishearings put right.
 *     BENCH_HARDER_PER_LANGUAGE (10), EMBEDDER_PATH
 */
import { embedderFor, type EmbedderSettings } from '../../libs/search/src/embedding/embedder.config';
import type { Candidate } from '../../libs/services/memory/src/extraction/candidates';
import { MeaningExtractor } from '../../libs/services/memory/src/extraction/meaning/meaning-extractor';
import { holdingValue } from '../../libs/services/memory/src/domain/ended-values';
import { buildPeople, type Kind, type Person, type Turn } from './harder-people';
import { SEEN_SETS } from './harder-sets';

const PER_LANGUAGE = Number(process.env.BENCH_HARDER_PER_LANGUAGE ?? 10);
const SET = process.argv.includes('--set') ? process.argv[process.argv.indexOf('--set') + 1] : 'h';
const scopeOfKind = (kind: Kind): 'user' | 'workspace' =>
  ['name', 'format', 'avoid'].includes(kind) ? 'user' : 'workspace';

/** The set's people; B11h2's turns get their labels from the live facts and one-offs whose values they hold. */
type Labelled = Turn & { by?: string; all?: Array<NonNullable<Turn['states']>> };
function people(): Array<Omit<Person, 'turns'> & { turns: Labelled[]; others?: string[] }> {
  // B11h's own turns are labelled already; every other seen set is labelled here.
  if (SET === 'h' || !SEEN_SETS[SET]) return buildPeople(PER_LANGUAGE);
  const set = SEEN_SETS[SET](PER_LANGUAGE);
  return set.map((p) => ({
    ...p,
    turns: p.turns.map((turn): Labelled => {
      const scopes: Partial<Record<Kind, 'user' | 'workspace'>> = 'scopes' in p ? (p.scopes ?? {}) : {};
      const all = (Object.entries(p.live) as Array<[Kind, string]>)
        .filter(([, v]) => has(turn.text, v))
        .map(([kind, value]) => ({ kind, value, scope: scopes[kind] ?? scopeOfKind(kind) }));
      const once = p.oneOffs.find((v) => has(turn.text, v));
      // A one-off typed beside a standing fact is checked too: a lasting memory quoting it is a leak.
      const states = [...all, ...(once ? [{ kind: 'oneoff' as const, value: once, scope: 'task' as const }] : [])];
      return { ...turn, ...(states[0] ? { states: states[0] } : {}), all: states };
    }),
  }));
}
const has = (text: string, value: string) => text.toLowerCase().includes(value.toLowerCase());

type Outcome = 'held' | 'wrong scope' | 'not extracted' | 'replaced later';

/** The fold's `correctionInScope`: a lasting correction on a subject held in exactly one other lasting scope (by the same person) takes it. */
function inHeldScope(c: Candidate, slots: Array<[string, { c: Candidate }]>, whose: string): Candidate {
  if (c.scope === 'task') return c;
  const scopes = new Set(
    slots
      .filter(([key, s]) => key.endsWith(`|${whose}`) && s.c.scope !== 'task')
      .filter(([, s]) => s.c.subject.toLowerCase() === c.subject.toLowerCase())
      .map(([, s]) => s.c.scope),
  );
  return scopes.has(c.scope) || scopes.size !== 1 ? c : { ...c, scope: [...scopes][0] };
}

interface TurnReport {
  person: string;
  lang: string;
  kind: string;
  value: string;
  text: string;
  readings: string[];
  candidates: string[];
  outcome?: Outcome;
  /** For a fact replaced later: what holds its slot at the end. */
  replacedBy?: string[];
  ms: number;
}

async function main(): Promise<void> {
  const embedder = await embedderFor({
    EMBEDDER: (process.env.EMBEDDER ?? 'hashed') as EmbedderSettings['EMBEDDER'],
    ...(process.env.EMBEDDER_PATH ? { EMBEDDER_PATH: process.env.EMBEDDER_PATH } : {}),
  });
  const extractor = new MeaningExtractor(embedder);
  const now = new Date('2026-12-02T12:00:00Z');
  const reports: TurnReport[] = [];
  const tally: Record<string, Record<Outcome | 'leak', number>> = {};
  const count = (key: string, o: Outcome | 'leak') => {
    tally[key] ??= { held: 0, 'wrong scope': 0, 'not extracted': 0, 'replaced later': 0, leak: 0 };
    tally[key][o]++;
  };
  const times: number[] = [];
  let forgottenInOlderVersion = 0;
  let others = 0;
  let replaced = 0;
  let replacedCurrent = 0;
  let othersHeld = 0;
  try {
    for (const p of people()) {
      // The decider's slots: subject + scope + task → the current statement.
      const slots = new Map<string, { c: Candidate; turn: Labelled }>();
      const perTurn: Array<{ turn: Labelled; found: Candidate[]; report: TurnReport }> = [];
      for (const turn of p.turns) {
        const t0 = performance.now();
        const found = (await extractor.extract(turn.text, { now })) as Candidate[];
        const ms = performance.now() - t0;
        times.push(ms);
        const readings = ((await extractor.readings(turn.text)) ?? []).map(({ sentence, reading }) =>
          'abstained' in reading
            ? `ABSTAIN ${reading.abstained} | ${sentence}`
            : `${reading.kind} p=${reading.probability.toFixed(2)} ${reading.scope}/${reading.topic} | ${sentence}`,
        );
        const report: TurnReport = {
          person: p.userId,
          lang: p.lang,
          kind: turn.states?.kind ?? '-',
          value: turn.states?.value ?? '',
          text: turn.text,
          readings,
          candidates: found.map((c) => `${c.scope}:${c.subject} = ${c.content}`),
          ms: Math.round(ms),
        };
        perTurn.push({ turn, found, report });
        const before = [...slots.entries()];
        for (const said of found) {
          // A teammate's statements are in their own stream: they never version the person's…
          const whose = turn.by ?? '';
          // A value said to be finished ends what held it before this message, as the decider's EndValue does (ADR 0095).
          if (said.ends) {
            const held = before.filter(([key, s]) => key.endsWith(`|${whose}`) && s.c.scope !== 'task');
            const ended = holdingValue(
              said.content,
              held.map(([key, s]) => ({ id: key, subject: s.c.subject, content: s.c.content })),
            );
            for (const key of ended) if (slots.get(key) === before.find(([k]) => k === key)?.[1]) slots.delete(key);
            continue;
          }
          // A correction takes the scope of the one lasting memory it corrects, as the service's
          // `correctionInScope` does when a message is observed (ADR 0052).
          const c = said.correction ? inHeldScope(said, [...slots.entries()], whose) : said;
          const slot = `${c.subject.toLowerCase()}|${c.scope}|${c.scope === 'task' ? turn.taskId : ''}|`;
          // …but a member's correction of a workspace slot replaces what another member stated on it
          // (workspace-slots.ts, ADR 0059).
          if (c.scope === 'workspace' && c.correction)
            for (const other of [...slots.keys()])
              if (other.startsWith(slot) && other !== slot + whose) slots.delete(other);
          slots.set(slot + whose, { c, turn });
        }
      }
      const current = [...slots.values()].map((s) => s.c);
      // The forget finds the memory whose current statement holds the value: one replaced on its slot keeps it in an older version.
      const forgotten = p.forget.value;
      const stated = perTurn.flatMap((x) => x.found);
      if (stated.some((c) => has(c.content, forgotten)) && !current.some((c) => has(c.content, forgotten))) {
        forgottenInOlderVersion++;
        console.error(`forgotten value kept in an older version: ${p.userId} "${forgotten}"`);
      }
      // A replaced value the fold still holds as current: the correction did not version it.
      for (const value of p.replaced) {
        replaced++;
        if (!current.some((c) => has(c.content, value) && !Object.values(p.live).some((v) => has(c.content, v!))))
          continue;
        replacedCurrent++;
        if (process.argv.includes('--misses')) console.log(`— ${p.userId} replaced "${value}" still current`);
      }
      for (const value of p.others ?? []) {
        others++;
        if (!stated.some((c) => has(c.content, value))) continue;
        othersHeld++;
        if (!process.argv.includes('--misses')) continue;
        console.log(`— ${p.userId} others "${value}" held as the person's`);
        // Which turn and which statement hold it: the sentence to read for the class of phrasing.
        for (const { turn, found } of perTurn)
          for (const c of found.filter((x) => has(x.content, value)))
            console.log(`    ${turn.text}\n    → ${c.scope}:${c.subject} = ${c.content}`);
      }
      for (const { turn, found, report: whole } of perTurn)
        for (const s of turn.all ?? (turn.states ? [turn.states] : [])) {
          const report = { ...whole, kind: `${s.kind}${turn.by ? ' (by the teammate)' : ''}`, value: s.value };
          const key = `${p.lang}:${s.kind}`;
          if (s.kind === 'oneoff') {
            const leaked = current.some((c) => c.scope !== 'task' && has(c.content, s.value));
            if (leaked) count(key, 'leak');
            if (leaked && process.argv.includes('--misses'))
              console.log(`— ${p.userId} one-off "${s.value}" kept as lasting: ${turn.text}`);
            report.outcome = found.some((c) => c.scope === 'task' && has(c.content, s.value))
              ? 'held'
              : 'not extracted';
            count(key, report.outcome);
            reports.push(report);
            continue;
          }
          if (!(s.value === p.live[s.kind as Kind])) continue; // replaced or forgotten: not live
          const right = s.scope;
          report.outcome = current.some((c) => c.scope === right && has(c.content, s.value))
            ? 'held'
            : found.some((c) => c.scope === right && has(c.content, s.value))
              ? 'replaced later'
              : found.some((c) => has(c.content, s.value))
                ? 'wrong scope'
                : 'not extracted';
          if (report.outcome === 'replaced later')
            report.replacedBy = found
              .filter((c) => c.scope === right && has(c.content, s.value))
              .flatMap((c) => current.filter((x) => x.subject === c.subject && x.scope === c.scope))
              .map((x) => `${x.scope}:${x.subject} = ${x.content}`);
          count(key, report.outcome);
          reports.push(report);
        }
    }
  } finally {
    await embedder.close?.();
  }
  if (process.argv.includes('--misses'))
    for (const r of reports.filter((x) => x.outcome !== 'held'))
      console.log(
        [
          `— ${r.person} ${r.kind} "${r.value}" → ${r.outcome} (${r.ms} ms)`,
          `  ${r.text}`,
          ...r.readings.map((x) => `    ${x}`),
          ...r.candidates.map((x) => `    → ${x}`),
          ...(r.replacedBy ?? []).map((x) => `    ⇢ replaced by ${x}`),
        ].join('\n'),
      );
  const total = { held: 0, 'wrong scope': 0, 'not extracted': 0, 'replaced later': 0, leak: 0 };
  const byKind: Record<string, typeof total> = {};
  for (const [key, t] of Object.entries(tally)) {
    const kind = key.split(':')[1];
    byKind[kind] ??= { held: 0, 'wrong scope': 0, 'not extracted': 0, 'replaced later': 0, leak: 0 };
    for (const [o, n] of Object.entries(t)) {
      total[o as keyof typeof total] += n;
      byKind[kind][o as keyof typeof total] += n;
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    JSON.stringify(
      {
        extractor: extractor.name,
        total,
        byKind,
        byLanguageKind: tally,
        forgottenInOlderVersion,
        others: { others, othersHeld },
        replaced: { replaced, replacedCurrent },
        msPerMessage: {
          p50: Math.round(sorted[Math.floor(sorted.length / 2)]),
          p95: Math.round(sorted[Math.floor(sorted.length * 0.95)]),
          max: Math.round(sorted.at(-1) ?? 0),
        },
      },
      null,
      1,
    ),
  );
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
