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
import { buildPeople8, labels, othersOf, TRANSCRIPTS8, type Said } from './harder8-people';

// Holds the B11h8 set (messages typed on a phone over several days) to its labels: every label is
// in the text it claims, a slot per person changes twice, and nothing the bench counts is said
// where the labels do not say.

const people = LANGS.flatMap((lang) => TRANSCRIPTS8[lang].map((t, i) => ({ id: `${lang}-${i}`, t, l: labels(t) })));
/** The person's own values: live, replaced, forgotten, one-offs, the agent's guess. */
const ownOf = ({ t, l }: (typeof people)[number]) => [
  ...Object.values(l.live),
  ...l.replaced.map((r) => r.value),
  t.forget.value,
  ...l.oneOffs,
  t.guess,
];
/** Every value B11h–B11h7 label, lower-cased: the shared checks' B11h–B11h3, and B11h4's to B11h7's read the same way. */
const earlier = new Set([
  ...earlierValues(),
  ...[
    ...Object.values(TRANSCRIPTS4).flat().map(labels4),
    ...Object.values(TRANSCRIPTS5).flat().map(labels5),
    ...Object.values(TRANSCRIPTS6).flat().map(labels6),
    ...Object.values(TRANSCRIPTS7).flat().map(labels7),
  ]
    .flatMap((l) => [...Object.values(l.live), ...l.replaced.map((r) => r.value), l.oneOff])
    .map((v) => v.toLocaleLowerCase()),
  ...[
    ...Object.values(TRANSCRIPTS4).flat(),
    ...Object.values(TRANSCRIPTS5).flat(),
    ...Object.values(TRANSCRIPTS6).flat(),
    ...Object.values(TRANSCRIPTS7).flat(),
  ]
    .flatMap((t) => [t.forget.value, t.guess])
    .map((v) => v.toLocaleLowerCase()),
]);
/** The person's facts a message states (not the one-off). */
const facts = ([, , states = {}]: Said) => Object.keys(states).filter((k) => k !== 'oneOff');
/** A message carrying values that are not the person's. */
const carries = ([, , , aside]: Said) => othersOf({ says: [[1, '', {}, aside]] }).length > 0;
/** What is left of a text without the given values, their punctuation, emoji and spaces. */
const rest = (text: string, values: string[]) =>
  values
    .reduce((s, v) => s.toLocaleLowerCase().split(v.toLocaleLowerCase()).join(''), text)
    .replace(/[\p{P}\p{S}\p{Z}\s]/gu, '');

describe('B11h8, the eighth harder memory set (messages typed on a phone over several days)', () => {
  it('has 9 people in each of the six languages, in the runner’s shape, every turn the person’s own', () => {
    for (const lang of LANGS) expect([lang, TRANSCRIPTS8[lang].length]).toEqual([lang, 9]);
    const built = buildPeople8();
    expect(built).toHaveLength(54);
    expect(new Set(built.map((p) => p.userId)).size).toBe(54);
    expect(built.flatMap((p) => p.turns.filter((turn) => 'by' in turn))).toEqual([]);
    const messages = people.reduce((n, { t }) => n + t.says.length, 0);
    expect([messages >= 480, messages <= 580]).toEqual([true, true]);
  });

  it('spreads each session over at least three days, in order, each day its own task', () => {
    for (const { id, t } of people) {
      const days = t.says.map(([day]) => day);
      expect([id, new Set(days).size >= 3, [...days].sort((a, b) => a - b)]).toEqual([id, true, days]);
    }
  });

  it('types like a phone: lowercase Latin and Cyrillic text, and facts split over two short messages', () => {
    // Besides the values (spelled as the person spells them), at most a few capitals in a message of en, es, de, ru.
    const cased = people.filter(({ t }) => ['en', 'es', 'de', 'ru'].includes(t.lang));
    const capitals = cased.flatMap(({ t }) => t.says.map(([, text, states = {}]) => rest(text, Object.values(states))));
    const shouting = capitals.filter((text) => (text.match(/\p{Lu}/gu) ?? []).length > 2);
    expect(shouting.length).toBeLessThanOrEqual(capitals.length / 20);
    // "our colour is" / "mustard": a message stating nothing, then one holding little but the value.
    const split = people.filter(({ t }) =>
      t.says.some(
        (said, n) =>
          n > 0 &&
          facts(said).length === 1 &&
          facts(t.says[n - 1]).length === 0 &&
          !t.says[n - 1][2]?.oneOff &&
          said[0] === t.says[n - 1][0] &&
          rest(said[1], Object.values(said[2] ?? {})).length <= 4,
      ),
    );
    expect(split.length).toBeGreaterThanOrEqual(12);
  });

  it('puts every labelled value inside the text of the message that states it', () => {
    for (const p of people) expect([p.id, unsaid(p)]).toEqual([p.id, []]);
  });

  it('says a picture’s subject, a client’s and a friend’s values only in messages marked with them, never as the person’s', () => {
    for (const { id, t } of people) {
      const theirs = othersOf(t);
      expect([id, theirs.length >= 4]).toEqual([id, true]);
      const stated = t.says.flatMap(([, , states = {}]) => Object.values(states));
      for (const value of theirs) {
        const naming = t.says.filter(([, text]) => inside(text, value));
        const marked = ([, , , aside]: Said) => othersOf({ says: [[1, '', {}, aside]] }).includes(value);
        expect([id, value, naming.length > 0 && naming.every(marked)]).toEqual([id, value, true]);
        expect([id, value, stated.filter((s) => inside(s, value) || inside(value, s))]).toEqual([id, value, []]);
        expect([id, value, inside(value, t.guess) || inside(t.guess, value)]).toEqual([id, value, false]);
      }
    }
    const all = people.flatMap(({ t }) => t.says.flatMap(([, , , a]) => [a?.content, a?.client, a?.friend]));
    expect(people.reduce((n, { t }) => n + othersOf(t).length, 0)).toBeGreaterThanOrEqual(370);
    // All three kinds, and many riding in a run-on beside a fact of the person's.
    expect(all.filter(Boolean).length).toBeGreaterThan(0);
    for (const kind of ['content', 'client', 'friend'] as const)
      expect([kind, people.filter(({ t }) => t.says.some(([, , , a]) => a?.[kind]?.length)).length >= 20]).toEqual([
        kind,
        true,
      ]);
    const beside = people.flatMap(({ t }) => t.says.filter((said) => carries(said) && facts(said).length > 0));
    expect(beside.length).toBeGreaterThanOrEqual(60);
  });

  it('keeps five live facts, the company’s name and colour and the person’s name among them, each with a scope', () => {
    for (const p of people) {
      expect([p.id, liveFactGaps(p)]).toEqual([p.id, []]);
      expect([p.id, Object.keys(p.l.live).length]).toEqual([p.id, 5]);
    }
    expect(people.flatMap(unusualScopes).length).toBeGreaterThanOrEqual(15);
    const scopes = people.flatMap(({ l }) => Object.values(l.scopes));
    expect([scopes.includes('user'), scopes.includes('workspace')]).toEqual([true, true]);
  });

  it('changes a slot twice for every person (only the third value current), besides single corrections', () => {
    const twice = people.map(({ id, t, l }) => {
      const slots = (Object.entries(l.changes) as Array<[Kind, string[]]>).filter(
        ([kind, values]) => kind !== t.forget.kind && values.length >= 3,
      );
      expect([id, slots.length >= 1]).toEqual([id, true]);
      for (const [kind, values] of slots) {
        expect([id, l.live[kind]]).toEqual([id, values.at(-1)]);
        expect([
          id,
          values.slice(0, -1).every((v) => l.replaced.some((r) => r.kind === kind && r.value === v)),
        ]).toEqual([id, true]);
        // The current value is said after both of the earlier ones.
        const last = (v: string) => t.says.map(([, , s = {}]) => s[kind]).lastIndexOf(v);
        const first = (v: string) => t.says.map(([, , s = {}]) => s[kind]).indexOf(v);
        expect([id, first(values[2]) > last(values[0]) && first(values[2]) > last(values[1])]).toEqual([id, true]);
      }
      for (const { value } of l.replaced)
        expect([id, value, Object.values(l.live).some((v) => inside(v, value) || inside(value, v))]).toEqual([
          id,
          value,
          false,
        ]);
      return slots[0][0];
    });
    expect(new Set(twice).size).toBeGreaterThanOrEqual(5);
    const single = people.filter(({ t, l }) =>
      Object.entries(l.changes).some(([kind, values]) => kind !== t.forget.kind && values.length === 2),
    );
    expect(single.length).toBeGreaterThanOrEqual(10);
  });

  it('restates a live value on a later day (a reference back) for every person', () => {
    for (const { id, t, l } of people) {
      const again = (Object.entries(l.live) as Array<[Kind, string]>).filter(([kind, value]) => {
        const days = t.says.filter(([, , s = {}]) => s[kind] === value).map(([day]) => day);
        return new Set(days).size >= 2;
      });
      expect([id, again.length > 0, l.twice.length > 0]).toEqual([id, true, true]);
    }
  });

  it('forgets a value stated before the forget and never after, asked casually, in another language for some', () => {
    for (const p of people) expect([p.id, forgetGaps(p)]).toEqual([p.id, []]);
    for (const { id, t } of people)
      expect([id, t.forget.after, t.forget.text.length > 0]).toEqual([id, t.says.length, true]);
    const elsewhere = people.filter(({ t }) => t.forget.saidIn !== t.lang).length;
    expect([elsewhere >= 15, elsewhere <= 40]).toEqual([true, true]);
    expect(new Set(people.map(({ t }) => t.forget.kind))).toEqual(new Set(['font', 'format', 'avoid']));
  });

  it('says each one-off in one message only, alone for some and in a run-on beside a standing fact for others', () => {
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
    expect(where.filter((said) => facts(said).length === 0).length).toBeGreaterThanOrEqual(15);
    expect(where.filter((said) => facts(said).length > 0).length).toBeGreaterThanOrEqual(15);
  });

  it('never says the guess, and keeps every value apart from the person’s other values and their filler', () => {
    for (const p of people) {
      const values = [...ownOf(p), ...othersOf(p.t)];
      const filler = JSON.stringify(fillerNotes(`b11h8-${p.id}`, 20));
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

  it('uses no value of B11h–B11h7', () => {
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
