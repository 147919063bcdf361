import {
  earlierValues,
  forgetGaps,
  inside,
  liveFactGaps,
  namedAnswers,
  nested,
  unsaid,
  unusualScopes,
} from './harder-checks';
import { fillerNotes, LANGS, type Kind } from './harder-people';
import { labels as labels4, TRANSCRIPTS4 } from './harder4-people';
import { labels as labels5, TRANSCRIPTS5 } from './harder5-people';
import { labels as labels6, TRANSCRIPTS6 } from './harder6-people';
import { buildPeople7, labels, othersOf, TRANSCRIPTS7, type Said } from './harder7-people';

// Holds the B11h7 set (facts riding inside creative requests, beside the job's content and a
// client's values) to its labels: every label is in the text it claims, and nothing the bench counts
// is said where the labels do not say.

const people = LANGS.flatMap((lang) => TRANSCRIPTS7[lang].map((t, i) => ({ id: `${lang}-${i}`, t, l: labels(t) })));
/** The person's own values: live, replaced, forgotten, one-off, the agent's guess. */
const ownOf = ({ t, l }: (typeof people)[number]) => [
  ...Object.values(l.live),
  ...l.replaced.map((r) => r.value),
  t.forget.value,
  l.oneOff,
  t.guess,
];
/** Every value B11h–B11h6 label, lower-cased: the shared checks' B11h–B11h3, and B11h4's to B11h6's read the same way. */
const earlier = new Set([
  ...earlierValues(),
  ...[
    ...Object.values(TRANSCRIPTS4).flat().map(labels4),
    ...Object.values(TRANSCRIPTS5).flat().map(labels5),
    ...Object.values(TRANSCRIPTS6).flat().map(labels6),
  ]
    .flatMap((l) => [...Object.values(l.live), ...l.replaced.map((r) => r.value), l.oneOff])
    .map((v) => v.toLocaleLowerCase()),
  ...[
    ...Object.values(TRANSCRIPTS4).flat(),
    ...Object.values(TRANSCRIPTS5).flat(),
    ...Object.values(TRANSCRIPTS6).flat(),
  ]
    .flatMap((t) => [t.forget.value, t.guess])
    .map((v) => v.toLocaleLowerCase()),
]);
/** A message that asks for work: it carries the job's content or a client's values. */
const brief = ([, , , aside]: Said) => !!(aside?.content?.length || aside?.client?.length);
/** The person's facts a message states (not the one-off). */
const facts = ([, , states = {}]: Said) => Object.keys(states).filter((k) => k !== 'oneOff');

describe('B11h7, the seventh harder memory set (facts inside creative requests)', () => {
  it('has 9 people in each of the six languages, in the runner’s shape, every turn the person’s own', () => {
    for (const lang of LANGS) expect([lang, TRANSCRIPTS7[lang].length]).toEqual([lang, 9]);
    const built = buildPeople7();
    expect(built).toHaveLength(54);
    expect(new Set(built.map((p) => p.userId)).size).toBe(54);
    expect(built.flatMap((p) => p.turns.filter((turn) => 'by' in turn))).toEqual([]);
  });

  it('asks for work in each of three tasks, with the person’s facts riding inside the briefs', () => {
    for (const { id, t } of people) {
      const tasks = t.says.map(([task]) => task);
      expect([id, t.says.length >= 8, [...new Set(tasks)], [...tasks].sort()]).toEqual([id, true, [1, 2, 3], tasks]);
      for (const task of [1, 2, 3])
        expect([id, task, t.says.some((said) => said[0] === task && brief(said))]).toEqual([id, task, true]);
      // At least two briefs state a fact of the person's beside the job's content.
      expect([id, t.says.filter((said) => brief(said) && facts(said).length > 0).length >= 2]).toEqual([id, true]);
    }
    expect(people.filter(({ t }) => t.says.some(([, , , a]) => a?.client?.length)).length).toBeGreaterThanOrEqual(30);
  });

  it('puts every labelled value inside the text of the message that states it', () => {
    for (const p of people) expect([p.id, unsaid(p)]).toEqual([p.id, []]);
  });

  it('says the job’s content and a client’s values only in messages marked with them, never as a fact of the person’s', () => {
    for (const { id, t } of people) {
      const theirs = othersOf(t);
      expect([id, theirs.length >= 3]).toEqual([id, true]);
      const stated = t.says.flatMap(([, , states = {}]) => Object.values(states));
      for (const value of theirs) {
        const naming = t.says.filter(([, text]) => inside(text, value));
        const marked = ([, , , aside]: Said) => othersOf({ ...t, says: [[1, '', {}, aside]] }).includes(value);
        expect([id, value, naming.length > 0 && naming.every(marked)]).toEqual([id, value, true]);
        // A request's content is never labelled as one of the person's facts, nor holds one, nor is held by one.
        expect([id, value, stated.filter((s) => inside(s, value) || inside(value, s))]).toEqual([id, value, []]);
        expect([id, value, inside(value, t.guess) || inside(t.guess, value)]).toEqual([id, value, false]);
      }
    }
    expect(people.reduce((n, { t }) => n + othersOf(t).length, 0)).toBeGreaterThanOrEqual(150);
  });

  it('keeps at least four live facts, the company’s name and colour and the person’s name among them, each with a scope', () => {
    for (const p of people) expect([p.id, liveFactGaps(p)]).toEqual([p.id, []]);
    // A house rule on format or on what to avoid is the workspace's; a typeface that is "just my taste" the person's.
    expect(people.flatMap(unusualScopes).length).toBeGreaterThanOrEqual(15);
  });

  it('replaces one value per person and says a live fact twice', () => {
    for (const { id, l } of people) {
      expect([id, l.replaced.length]).toEqual([id, 1]);
      expect([id, Object.values(l.live).some((v) => inside(v, l.replaced[0].value))]).toEqual([id, false]);
      expect([id, l.twice.length > 0]).toEqual([id, true]);
    }
    expect(new Set(people.map(({ l }) => l.replaced[0].kind)).size).toBeGreaterThanOrEqual(4);
  });

  it('forgets a value stated before the forget and never after, asked in another language than the person’s', () => {
    for (const p of people) expect([p.id, forgetGaps(p)]).toEqual([p.id, []]);
    // Asked at the end, after every message, in another language than the person's.
    for (const { id, t } of people)
      expect([id, t.forget.after, t.forget.saidIn === t.lang, t.forget.text.length > 0]).toEqual([
        id,
        t.says.length,
        false,
        true,
      ]);
    expect(new Set(people.map(({ t }) => t.forget.kind))).toEqual(new Set(['font', 'format', 'avoid']));
  });

  it('says the one-off in one message only, of its own for some and inside a brief beside a fact for others', () => {
    for (const { id, t, l } of people) {
      const own = t.says.filter(([, , states = {}]) => states.oneOff);
      const saying = t.says.filter(([, text]) => inside(text, l.oneOff)).length;
      expect([id, own.length, saying]).toEqual([id, 1, 1]);
    }
    const where = people.map(({ t }) => t.says.find(([, , states = {}]) => states.oneOff) as Said);
    const alone = where.filter((said) => !brief(said) && facts(said).length === 0).length;
    const inBrief = where.filter((said) => brief(said) || facts(said).length > 0).length;
    // Beside a standing fact in the same message: a memory of that fact must not carry the one-off.
    const besideFact = where.filter((said) => facts(said).length > 0).length;
    expect([alone >= 15, inBrief >= 20, besideFact >= 10]).toEqual([true, true, true]);
  });

  it('never says the guess, and keeps every value apart from the person’s other values and their filler', () => {
    for (const p of people) {
      const values = [...ownOf(p), ...othersOf(p.t)];
      const filler = JSON.stringify(fillerNotes(`b11h7-${p.id}`, 20));
      expect([p.id, p.t.says.filter(([, text]) => inside(text, p.t.guess)).length]).toEqual([p.id, 0]);
      expect([p.id, nested(values), values.filter((v) => inside(filler, v))]).toEqual([p.id, [], []]);
    }
  });

  it('uses no value of B11h–B11h6', () => {
    expect(
      people.flatMap((p) =>
        ownOf(p)
          .filter((v) => earlier.has(v.toLocaleLowerCase()))
          .map((v) => `${p.id}: ${v}`),
      ),
    ).toEqual([]);
  });

  it('asks a later question per live fact and for the forgotten one, naming neither the value nor a piece of it', () => {
    for (const { id, t, l } of people) {
      const answer = (kind: Kind) => (kind === t.forget.kind ? t.forget.value : (l.live[kind] as string));
      expect([id, Object.keys(t.ask).sort()]).toEqual([id, [...Object.keys(l.live), t.forget.kind].sort()]);
      expect([id, namedAnswers(t.ask, answer)]).toEqual([id, []]);
    }
  });
});
