import { NEAR_DAYS, byKind, summarise, type MessageResult, type Summary, type Tally } from './score';

const pct = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)} %` : '–');
const recall = (t: Tally) => `${pct(t.held, t.facts)} (${t.held}/${t.facts})`;
const recallAnyScope = (t: Tally) => `${pct(t.heldAnyScope, t.facts)} (${t.heldAnyScope}/${t.facts})`;
const precision = (s: Summary) =>
  s.precision === null
    ? '– (no candidates)'
    : `${(100 * s.precision).toFixed(1)} % (${s.candidates - s.strayCandidates}/${s.candidates})`;

function overall(s: Summary): string[] {
  const v = s.validity;
  const heldLabelled = v.exact + v.near + v.wrong + v.missing;
  return [
    '| measure | value |',
    '| --- | ---: |',
    `| people · messages · live facts | ${s.people} · ${s.messages} · ${s.facts} |`,
    `| **recall of live facts** (content holds the value, scope matches) | **${recall(s)}** |`,
    `| recall, any scope | ${recallAnyScope(s)} |`,
    `| false memories: distractors with a candidate | ${s.distractorsWithMemory} of ${s.distractors} (${pct(s.distractorsWithMemory, s.distractors)}), ${s.falseMemories} candidates |`,
    `| one-off leaks (task-scoped value kept as user/workspace) | ${s.oneOffLeaks} of ${s.oneOffs} |`,
    `| validUntil of time-bounded facts held (labelled ${v.labelled}) | exact ${v.exact}, within ${NEAR_DAYS} days ${v.near}, wrong ${v.wrong}, none ${v.missing} of ${heldLabelled} held |`,
    `| validUntil on a fact without one | ${s.spuriousValidity} |`,
    `| precision (candidates holding an expected value) | ${precision(s)} |`,
    `| candidates that are the whole message (every value in it counts as held) | ${s.verbatimCandidates} of ${s.candidates} |`,
    `| malformed candidates · extractor errors | ${s.malformed} · ${s.errors} |`,
  ];
}

function languageRows(results: MessageResult[]): string[] {
  const languages = [...new Set(results.map((r) => r.language))];
  return [
    '| language | people | facts | recall | any scope | distractors with a candidate | one-off leaks | precision |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...languages.map((language) => {
      const s = summarise(results.filter((r) => r.language === language));
      return `| ${language} | ${s.people} | ${s.facts} | ${recall(s)} | ${recallAnyScope(s)} | ${s.distractorsWithMemory} of ${s.distractors} | ${s.oneOffLeaks} of ${s.oneOffs} | ${precision(s)} |`;
    }),
  ];
}

function kindRows(results: MessageResult[]): string[] {
  return [
    '| kind | facts | recall | any scope |',
    '| --- | ---: | ---: | ---: |',
    ...byKind(results).map((t) => `| ${t.kind} | ${t.facts} | ${recall(t)} | ${recallAnyScope(t)} |`),
  ];
}

/** The run as markdown: the overall figures, then per language and per kind. */
export function renderReport(results: MessageResult[]): string {
  return [...overall(summarise(results)), '', ...languageRows(results), '', ...kindRows(results)].join('\n');
}
