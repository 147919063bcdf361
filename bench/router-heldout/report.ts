import { ACTS, OUTCOMES, REQUIRED_LANGUAGES } from './conversation';
import { summarise, summariseBy, type Judged, type Summary } from './score';

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)} %` : '–');
const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

const SLICE_HEAD = [
  '| messages | acceptable (lenient) | strict | wrong task, not asked | asked (labels ask) | answer-in-main recall | language kept |',
  '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
];

function sliceCells(s: Summary): string {
  return [
    s.messages,
    `**${pct(s.lenient, s.messages)}**`,
    pct(s.strict, s.messages),
    pct(s.wrongTask, s.messages),
    `${pct(s.asked, s.messages)} (${pct(s.labelledAsk, s.messages)})`,
    s.answerInMainExpected ? `${s.answerInMainGot} of ${s.answerInMainExpected}` : '–',
    s.languageChecked ? `${s.languageKept} of ${s.languageChecked}` : '–',
  ].join(' | ');
}

function sliceTable(title: string, rows: Array<[string, Summary]>): string[] {
  const [head, rule] = SLICE_HEAD;
  return [`| ${title} ${head}`, `| --- ${rule}`, ...rows.map(([k, s]) => `| ${k} | ${sliceCells(s)} |`), ''];
}

function confusion(rs: readonly Judged[]): string[] {
  const got = [...OUTCOMES, 'other'] as const;
  return [
    `| expected ↓ / got → | ${got.join(' | ')} |`,
    `| --- | ${got.map(() => '---:').join(' | ')} |`,
    ...OUTCOMES.map((e) => {
      const row = rs.filter((r) => r.message.expect.outcome === e);
      const cells = got.map((g) => row.filter((r) => (r.outcome ?? 'other') === g).length);
      return `| ${e} (${row.length}) | ${cells.join(' | ')} |`;
    }),
    '',
  ];
}

function aims(all: Summary, byLanguage: Array<[string, Summary]>): string[] {
  const rate = (s: Summary) => s.lenient / Math.max(1, s.messages);
  const english = byLanguage.find(([l]) => l === 'en')?.[1];
  const behind = byLanguage.filter(([l, s]) => english && l !== 'en' && rate(english) - rate(s) > 0.05);
  const mark = (ok: boolean) => (ok ? 'met' : '**not met**');
  return [
    'Aims of issue 27 on a held-out set (offline):',
    '',
    `- ≥ 90 % acceptable: ${pct(all.lenient, all.messages)} — ${mark(rate(all) >= 0.9)}`,
    `- wrong task without asking ≤ 3 %: ${pct(all.wrongTask, all.messages)} — ${mark(all.wrongTask <= 0.03 * all.messages)}`,
    `- asking ≤ 12 %: ${pct(all.asked, all.messages)} — ${mark(all.asked <= 0.12 * all.messages)}`,
    `- 0 duplicates on exact repeats: ${all.duplicates} of ${all.repeats} — ${mark(all.duplicates === 0)}`,
    `- language kept 100 %: ${all.languageKept} of ${all.languageChecked} entries carrying one — ${mark(all.languageKept === all.languageChecked && all.languageChecked > 0)}`,
    `- every language within 5 points of English: ${behind.length ? `behind: ${behind.map(([l, s]) => `${l} ${pct(s.lenient, s.messages)}`).join(', ')}` : 'all within'} — ${mark(behind.length === 0)}`,
    '',
  ];
}

/** Markdown tables of one run: overall, aims, per language, per act, per tag, outcome confusion, latency. */
export function renderReport(rs: readonly Judged[]): string {
  const all = summarise(rs);
  const byLanguage = summariseBy(rs, (r) => [r.message.lang], [...REQUIRED_LANGUAGES, 'fr']);
  const ms = rs.map((r) => r.ms);
  return [
    '| messages | users | acceptable (lenient) | strict | wrong task, not asked | asked (labels ask) | new tasks where none acceptable | duplicates on exact repeats | answer-in-main recall | language kept | answer in the message’s language | post p50 / p95 ms |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${all.messages} | ${new Set(rs.map((r) => r.user)).size} | **${pct(all.lenient, all.messages)}** | ${pct(all.strict, all.messages)} | ${pct(all.wrongTask, all.messages)} | ${pct(all.asked, all.messages)} (${pct(all.labelledAsk, all.messages)}) | ${all.strayTasks} | ${all.duplicates} of ${all.repeats} | ${pct(all.answerInMainGot, all.answerInMainExpected)} | ${all.languageKept} of ${all.languageChecked} | ${all.repliesKept} of ${all.repliesChecked} | ${percentile(ms, 50).toFixed(0)} / ${percentile(ms, 95).toFixed(0)} |`,
    '',
    ...aims(all, byLanguage),
    ...sliceTable('language', byLanguage),
    ...sliceTable(
      'act',
      summariseBy(rs, (r) => [r.message.act], ACTS),
    ),
    ...sliceTable(
      'tag',
      summariseBy(rs, (r) => r.message.tags ?? []),
    ),
    'Outcome confusion (rows: the label; columns: what the router did):',
    '',
    ...confusion(rs),
  ].join('\n');
}
