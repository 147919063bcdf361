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
import { labels as labels7, TRANSCRIPTS7 } from './harder7-people';
import { labels as labels8, TRANSCRIPTS8 } from './harder8-people';
import { buildPeople9, labels, othersOf, TRANSCRIPTS9, type Said } from './harder9-people';

// Holds the B11h9 set (people writing in a language not their own) to its labels: every label is
// in the text it claims, a slot per person changes, a joke, a hypothetical or a negation rides
// beside the facts, and nothing the bench counts is said where the labels do not say.

const people = LANGS.flatMap((lang) => TRANSCRIPTS9[lang].map((t, i) => ({ id: `${lang}-${i}`, t, l: labels(t) })));
/** The person's own values: live, replaced, forgotten, one-offs, the agent's guess. */
const ownOf = ({ t, l }: (typeof people)[number]) => [
  ...Object.values(l.live),
  ...l.replaced.map((r) => r.value),
  t.forget.value,
  ...l.oneOffs,
  t.guess,
];
/** Every value B11h–B11h8 label, lower-cased: the shared checks' B11h–B11h3, and B11h4's to B11h8's read the same way. */
const earlier = new Set([
  ...earlierValues(),
  ...[
    ...Object.values(TRANSCRIPTS4).flat().map(labels4),
    ...Object.values(TRANSCRIPTS5).flat().map(labels5),
    ...Object.values(TRANSCRIPTS6).flat().map(labels6),
    ...Object.values(TRANSCRIPTS7).flat().map(labels7),
    ...Object.values(TRANSCRIPTS8).flat().map(labels8),
  ]
    .flatMap((l) => [...Object.values(l.live), ...l.replaced.map((r) => r.value), l.oneOff])
    .map((v) => v.toLocaleLowerCase()),
  ...Object.values(TRANSCRIPTS8)
    .flat()
    .flatMap((t) => labels8(t).oneOffs.map((v) => v.toLocaleLowerCase())),
  ...[
    ...Object.values(TRANSCRIPTS4).flat(),
    ...Object.values(TRANSCRIPTS5).flat(),
    ...Object.values(TRANSCRIPTS6).flat(),
    ...Object.values(TRANSCRIPTS7).flat(),
    ...Object.values(TRANSCRIPTS8).flat(),
  ]
    .flatMap((t) => [t.forget.value, t.guess])
    .map((v) => v.toLocaleLowerCase()),
]);
/** The person's facts a message states (not the one-off). */
const facts = ([, , states = {}]: Said) => Object.keys(states).filter((k) => k !== 'oneOff');
/** A message carrying values that are not the person's. */
const carries = ([, , , aside]: Said) => othersOf({ says: [[1, '', {}, aside]] }).length > 0;

describe('B11h9, the ninth harder memory set (people writing in a language not their own)', () => {
  it('has 9 people in each of the six languages, in the runner’s shape, every turn the person’s own', () => {
    for (const lang of LANGS) expect([lang, TRANSCRIPTS9[lang].length]).toEqual([lang, 9]);
    const built = buildPeople9();
    expect(built).toHaveLength(54);
    expect(new Set(built.map((p) => p.userId)).size).toBe(54);
    expect(built.flatMap((p) => p.turns.filter((turn) => 'by' in turn))).toEqual([]);
    const messages = people.reduce((n, { t }) => n + t.says.length, 0);
    expect([messages >= 480, messages <= 560]).toEqual([true, true]);
  });

  it('gives every writer a first language other than the one they write in, at least six per language', () => {
    for (const { id, t } of people)
      expect([id, /^[a-z]{2}$/.test(t.from), t.from !== t.lang]).toEqual([id, true, true]);
    for (const lang of LANGS) {
      const from = new Set(people.filter(({ t }) => t.lang === lang).map(({ t }) => t.from));
      expect([lang, from.size >= 6]).toEqual([lang, true]);
    }
  });

  it('spreads each session over at least three days, in order, each day its own task', () => {
    for (const { id, t } of people) {
      const days = t.says.map(([day]) => day);
      expect([id, new Set(days).size >= 3, [...days].sort((a, b) => a - b)]).toEqual([id, true, days]);
    }
  });

  it('puts every labelled value inside the text of the message that states it', () => {
    for (const p of people) expect([p.id, unsaid(p)]).toEqual([p.id, []]);
  });

  it('says a picture’s subject, a client’s, a competitor’s and an unreal value only in messages marked with them, never as the person’s', () => {
    for (const { id, t } of people) {
      const theirs = othersOf(t);
      expect([id, theirs.length >= 5]).toEqual([id, true]);
      const stated = t.says.flatMap(([, , states = {}]) => Object.values(states));
      for (const value of theirs) {
        const naming = t.says.filter(([, text]) => inside(text, value));
        const marked = ([, , , aside]: Said) => othersOf({ says: [[1, '', {}, aside]] }).includes(value);
        expect([id, value, naming.length > 0 && naming.every(marked)]).toEqual([id, value, true]);
        expect([id, value, stated.filter((s) => inside(s, value) || inside(value, s))]).toEqual([id, value, []]);
        expect([id, value, inside(value, t.guess) || inside(t.guess, value)]).toEqual([id, value, false]);
      }
    }
    // At least as many per message as B11h8 (374 in 565 messages).
    const messages = people.reduce((n, { t }) => n + t.says.length, 0);
    const others = people.reduce((n, { t }) => n + othersOf(t).length, 0);
    expect([others >= 370, others / messages >= 374 / 565]).toEqual([true, true]);
    for (const kind of ['content', 'client', 'rival', 'unreal'] as const)
      expect([kind, people.filter(({ t }) => t.says.some(([, , , a]) => a?.[kind]?.length)).length >= 20]).toEqual([
        kind,
        true,
      ]);
    // A joke, a hypothetical or a negation for every person, and many values beside a fact of the person's.
    for (const { id, t } of people)
      expect([id, t.says.some(([, , , a]) => a?.unreal?.length || a?.rival?.length)]).toEqual([id, true]);
    const beside = people.flatMap(({ t }) => t.says.filter((said) => carries(said) && facts(said).length > 0));
    expect(beside.length).toBeGreaterThanOrEqual(90);
  });

  it('keeps five live facts, the company’s name and colour and the person’s name among them, each with a scope', () => {
    for (const p of people) {
      expect([p.id, liveFactGaps(p)]).toEqual([p.id, []]);
      expect([p.id, Object.keys(p.l.live).length]).toEqual([p.id, 5]);
    }
    expect(people.flatMap(unusualScopes).length).toBeGreaterThanOrEqual(5);
    const scopes = people.flatMap(({ l }) => Object.values(l.scopes));
    expect([scopes.includes('user'), scopes.includes('workspace')]).toEqual([true, true]);
  });

  it('changes a slot for every person over the days, the new value said after the old one', () => {
    const changed = people.map(({ id, t, l }) => {
      const slots = (Object.entries(l.changes) as Array<[Kind, string[]]>).filter(
        ([kind, values]) => kind !== t.forget.kind && values.length >= 2,
      );
      expect([id, slots.length >= 1]).toEqual([id, true]);
      for (const [kind, values] of slots) {
        expect([id, l.live[kind]]).toEqual([id, values.at(-1)]);
        const stating = t.says.map(([, , s = {}]) => s[kind]);
        const days = (v: string) => t.says.filter(([, , s = {}]) => s[kind] === v).map(([day]) => day);
        expect([id, stating.indexOf(values.at(-1)) > stating.lastIndexOf(values[0])]).toEqual([id, true]);
        expect([id, Math.min(...days(values.at(-1) as string)) > Math.min(...days(values[0]))]).toEqual([id, true]);
      }
      for (const { value } of l.replaced)
        expect([id, value, Object.values(l.live).some((v) => inside(v, value) || inside(value, v))]).toEqual([
          id,
          value,
          false,
        ]);
      return slots[0][0];
    });
    expect(new Set(changed).size).toBeGreaterThanOrEqual(5);
    expect(people.reduce((n, { l }) => n + l.replaced.length, 0)).toBeGreaterThanOrEqual(54);
  });

  it('forgets a value stated before the forget and never after, in the writer’s first language for some', () => {
    for (const p of people) expect([p.id, forgetGaps(p)]).toEqual([p.id, []]);
    for (const { id, t } of people) {
      expect([id, t.forget.after, t.forget.text.length > 0]).toEqual([id, t.says.length, true]);
      expect([id, t.forget.saidIn === t.lang || t.forget.saidIn === t.from]).toEqual([id, true]);
    }
    const first = people.filter(({ t }) => t.forget.saidIn === t.from).length;
    expect([first >= 15, first <= 30]).toEqual([true, true]);
    expect(new Set(people.map(({ t }) => t.forget.kind))).toEqual(new Set(['font', 'format', 'avoid']));
  });

  it('says each one-off in one message only, alone for some and beside a standing fact for others', () => {
    for (const { id, t, l } of people) {
      expect([id, l.oneOffs.length >= 1]).toEqual([id, true]);
      for (const value of l.oneOffs) {
        const own = t.says.filter(([, , states = {}]) => states.oneOff === value).length;
        const saying = t.says.filter(([, text]) => inside(text, value)).length;
        expect([id, value, own, saying]).toEqual([id, value, 1, 1]);
        expect([id, value, Object.values(l.live).some((v) => inside(v, value) || inside(value, v))]).toEqual([
          id,
          value,
          false,
        ]);
      }
    }
    const where = people.flatMap(({ t }) => t.says.filter(([, , states = {}]) => states.oneOff));
    expect(where.filter((said) => facts(said).length === 0 && !carries(said)).length).toBeGreaterThanOrEqual(15);
    expect(where.filter((said) => facts(said).length > 0 || carries(said)).length).toBeGreaterThanOrEqual(9);
  });

  it('never says the guess, and keeps every value apart from the person’s other values and their filler', () => {
    for (const p of people) {
      const values = [...ownOf(p), ...othersOf(p.t)];
      const filler = JSON.stringify(fillerNotes(`b11h9-${p.id}`, 20));
      expect([p.id, p.t.says.filter(([, text]) => inside(text, p.t.guess)).length]).toEqual([p.id, 0]);
      expect([p.id, nested(values), values.filter((v) => inside(filler, v))]).toEqual([p.id, [], []]);
    }
  });

  it('never gives a person a value that is someone else’s for another person of the set', () => {
    const others = new Set(people.flatMap(({ t }) => othersOf(t).map((v) => v.toLocaleLowerCase())));
    expect(
      people.flatMap((p) =>
        ownOf(p)
          .filter((v) => others.has(v.toLocaleLowerCase()))
          .map((v) => `${p.id}: ${v}`),
      ),
    ).toEqual([]);
  });

  it('uses no value of B11h–B11h8', () => {
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
