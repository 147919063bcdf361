import { earlierValues, forgetGaps, inside, liveFactGaps, unusualScopes } from './harder-checks';
import { describeHarderSetChecks } from './harder-set-checks';
import { LANGS, type Kind } from './harder-people';
import { labels as labels10, TRANSCRIPTS10 } from './harder10-people';
import { labels as labels11, TRANSCRIPTS11 } from './harder11-people';
import { labels as labels12, TRANSCRIPTS12 } from './harder12-people';
import { labels as labels13, TRANSCRIPTS13 } from './harder13-people';
import { labels as labels14, TRANSCRIPTS14 } from './harder14-people';
import { buildPeople15, labels, othersIn, othersOf, TRANSCRIPTS15, type Said } from './harder15-people';
import { labels as labels4, TRANSCRIPTS4 } from './harder4-people';
import { labels as labels5, TRANSCRIPTS5 } from './harder5-people';
import { labels as labels6, TRANSCRIPTS6 } from './harder6-people';
import { labels as labels7, TRANSCRIPTS7 } from './harder7-people';
import { labels as labels8, TRANSCRIPTS8 } from './harder8-people';
import { labels as labels9, TRANSCRIPTS9 } from './harder9-people';

// Holds the B11h15 set (people back after a gap of weeks or months who catch the assistant up on what
// changed and what stayed the same, with a one-off for one campaign and a new partner's or a client's
// values) to its labels: every label is in the text it claims, every chat has a gap, the replaced value
// is said before it and its successor after it, the values not the person's are marked as such, and
// nothing the bench counts is said where the labels do not say.

const people = LANGS.flatMap((lang) => TRANSCRIPTS15[lang].map((t, i) => ({ id: `${lang}-${i}`, t, l: labels(t) })));
/** The person's own values: live, replaced, forgotten, one-offs, the agent's guess. */
const ownOf = ({ t, l }: (typeof people)[number]) => [
  ...Object.values(l.live),
  ...l.replaced.map((r) => r.value),
  t.forget.value,
  ...l.oneOffs,
  t.guess,
];
const sets = [
  TRANSCRIPTS4,
  TRANSCRIPTS5,
  TRANSCRIPTS6,
  TRANSCRIPTS7,
  TRANSCRIPTS8,
  TRANSCRIPTS9,
  TRANSCRIPTS10,
  TRANSCRIPTS11,
  TRANSCRIPTS12,
  TRANSCRIPTS13,
  TRANSCRIPTS14,
].map((s) => Object.values(s).flat());
/** Every value B11h–B11h14 label, lower-cased: the shared checks' B11h–B11h3, and B11h4's to B11h14's read the same way. */
const earlier = new Set([
  ...earlierValues(),
  ...[
    ...Object.values(TRANSCRIPTS4).flat().map(labels4),
    ...Object.values(TRANSCRIPTS5).flat().map(labels5),
    ...Object.values(TRANSCRIPTS6).flat().map(labels6),
    ...Object.values(TRANSCRIPTS7).flat().map(labels7),
    ...Object.values(TRANSCRIPTS8).flat().map(labels8),
    ...Object.values(TRANSCRIPTS9).flat().map(labels9),
    ...Object.values(TRANSCRIPTS10).flat().map(labels10),
    ...Object.values(TRANSCRIPTS11).flat().map(labels11),
    ...Object.values(TRANSCRIPTS12).flat().map(labels12),
    ...Object.values(TRANSCRIPTS13).flat().map(labels13),
    ...Object.values(TRANSCRIPTS14).flat().map(labels14),
  ]
    .flatMap((l) => [...Object.values(l.live), ...l.replaced.map((r) => r.value), l.oneOff])
    .map((v) => v.toLocaleLowerCase()),
  ...[
    ...Object.values(TRANSCRIPTS8).flat().map(labels8),
    ...Object.values(TRANSCRIPTS9).flat().map(labels9),
    ...Object.values(TRANSCRIPTS10).flat().map(labels10),
    ...Object.values(TRANSCRIPTS11).flat().map(labels11),
    ...Object.values(TRANSCRIPTS12).flat().map(labels12),
    ...Object.values(TRANSCRIPTS13).flat().map(labels13),
    ...Object.values(TRANSCRIPTS14).flat().map(labels14),
  ].flatMap((l) => l.oneOffs.map((v) => v.toLocaleLowerCase())),
  ...sets
    .flat()
    .flatMap((t) => [t.forget.value, t.guess])
    .map((v) => v.toLocaleLowerCase()),
]);
/** The person's facts a message states (not the one-off). */
const facts = ([, , states = {}]: Said) => Object.keys(states).filter((k) => k !== 'oneOff');
/** A message carrying values that are not the person's. */
const carries = ([, , , aside]: Said) => othersIn(aside).length > 0;

/** The day after which the chat's gap falls: the first pair of consecutive message days two or more apart. */
const gapAfter = (t: { says: Said[] }): number | undefined => {
  const days = t.says.map(([day]) => day);
  const at = days.findIndex((day, i) => i > 0 && day - days[i - 1] >= 2);
  return at > 0 ? days[at - 1] : undefined;
};
/** A message of a few words: a terse answer, a thanks, a greeting. */
const terse = (text: string) => [...text].length <= 60;

describe('B11h15, the fifteenth harder memory set (people catching the assistant up after a gap)', () => {
  it('has 9 people writing each of the six languages, in the runner’s shape, every turn the person’s own', () => {
    for (const lang of LANGS) expect([lang, TRANSCRIPTS15[lang].length]).toEqual([lang, 9]);
    const built = buildPeople15();
    expect(built).toHaveLength(54);
    expect(new Set(built.map((p) => p.userId)).size).toBe(54);
    expect(built.flatMap((p) => p.turns.filter((turn) => 'by' in turn))).toEqual([]);
    const messages = people.reduce((n, { t }) => n + t.says.length, 0);
    expect([messages >= 324, messages <= 486]).toEqual([true, true]);
    for (const { id, t } of people) expect([id, t.says.length >= 6, t.says.length <= 9]).toEqual([id, true, true]);
  });

  it('gives every chat a gap with messages before and after it, restates what stayed, and chats tersely at times', () => {
    let restated = 0;
    for (const { id, t } of people) {
      expect([id, t.writer.role.length > 0, t.writer.manner.length > 0]).toEqual([id, true, true]);
      const gap = gapAfter(t);
      expect([id, gap !== undefined]).toEqual([id, true]);
      const before = t.says.filter(([day]) => day <= (gap ?? 0));
      const after = t.says.filter(([day]) => day > (gap ?? 0));
      expect([id, before.length >= 2, after.length >= 2]).toEqual([id, true, true]);
      // Something that stayed the same, said before the gap and again after it.
      const early = new Set(before.flatMap(([, , s = {}]) => Object.entries(s).map(([k, v]) => `${k}=${v}`)));
      if (after.some(([, , s = {}]) => Object.entries(s).some(([k, v]) => k !== 'oneOff' && early.has(`${k}=${v}`))))
        restated++;
    }
    expect(restated).toBeGreaterThanOrEqual(27);
    for (const lang of LANGS)
      expect([
        lang,
        people.filter(({ t }) => t.lang === lang).flatMap(({ t }) => t.says.filter(([, text]) => terse(text))).length >=
          9,
      ]).toEqual([lang, true]);
  });

  it('says a client’s, competitor’s, relative’s or hypothetical value only in messages marked with them, never as the person’s', () => {
    for (const { id, t } of people) {
      const theirs = othersOf(t);
      expect([id, theirs.length >= 1]).toEqual([id, true]);
      const stated = t.says.flatMap(([, , states = {}]) => Object.values(states));
      for (const value of theirs) {
        const naming = t.says.filter(([, text]) => inside(text, value));
        const marked = ([, , , aside]: Said) => othersIn(aside).includes(value);
        expect([id, value, naming.length > 0 && naming.every(marked)]).toEqual([id, value, true]);
        expect([id, value, stated.filter((s) => inside(s, value) || inside(value, s))]).toEqual([id, value, []]);
        expect([id, value, inside(value, t.guess) || inside(t.guess, value)]).toEqual([id, value, false]);
      }
    }
    const others = people.reduce((n, { t }) => n + othersOf(t).length, 0);
    expect(others).toBeGreaterThanOrEqual(54);
    for (const kind of ['client', 'partner'] as const)
      expect([kind, people.filter(({ t }) => t.says.some(([, , , a]) => a?.[kind]?.length)).length >= 12]).toEqual([
        kind,
        true,
      ]);
    // Values not the person's in the same list as a fact or the one-off of the person's.
    const beside = people.flatMap(({ t }) =>
      t.says.filter((said) => carries(said) && (facts(said).length > 0 || said[2]?.oneOff)),
    );
    expect(beside.length).toBeGreaterThanOrEqual(18);
  });

  it('keeps five live facts — the company’s name and colour and the person’s name among them — each with a scope', () => {
    for (const p of people) {
      expect([p.id, liveFactGaps(p)]).toEqual([p.id, []]);
      expect([p.id, Object.keys(p.l.live).length]).toEqual([p.id, 5]);
    }
    expect(people.flatMap(unusualScopes).length).toBeGreaterThanOrEqual(6);
    const scopes = people.flatMap(({ l }) => Object.values(l.scopes));
    expect([scopes.includes('user'), scopes.includes('workspace')]).toEqual([true, true]);
  });

  it('gives every person one replaced value of a slot other than the forgotten one, the old before the gap, the new after it naming the old', () => {
    const changed = people.flatMap(({ id, t, l }) => {
      const slots = (Object.entries(l.changes) as Array<[Kind, string[]]>).filter(
        ([kind, values]) => kind !== t.forget.kind && values.length >= 2,
      );
      expect([id, slots.length]).toEqual([id, 1]);
      expect([id, l.replaced.length]).toEqual([id, 1]);
      for (const [kind, values] of slots) {
        expect([id, l.live[kind]]).toEqual([id, values.at(-1)]);
        const stating = t.says.map(([, , s = {}]) => s[kind]);
        const days = (v: string) => t.says.filter(([, , s = {}]) => s[kind] === v).map(([day]) => day);
        expect([id, stating.indexOf(values.at(-1)) > stating.lastIndexOf(values[0])]).toEqual([id, true]);
        expect([id, Math.min(...days(values.at(-1) as string)) > Math.min(...days(values[0]))]).toEqual([id, true]);
        const [day, correcting] = t.says[stating.indexOf(values.at(-1))];
        expect([id, inside(correcting, values[0])]).toEqual([id, true]);
        const gap = gapAfter(t) ?? 0;
        expect([id, Math.max(...days(values[0])) <= gap, day > gap]).toEqual([id, true, true]);
      }
      for (const { value } of l.replaced)
        expect([id, value, Object.values(l.live).some((v) => inside(v, value) || inside(value, v))]).toEqual([
          id,
          value,
          false,
        ]);
      return slots.map(([kind]) => kind);
    });
    expect(new Set(changed)).toEqual(new Set(['colour', 'font', 'company', 'name', 'format', 'avoid']));
    expect(changed.filter((k) => k === 'colour').length).toBeGreaterThanOrEqual(12);
  });

  it('forgets a value stated before the forget and never after, asked in the chat’s language', () => {
    for (const p of people) expect([p.id, forgetGaps(p)]).toEqual([p.id, []]);
    for (const { id, t } of people) {
      expect([id, t.forget.after, t.forget.text.length > 0, t.forget.saidIn]).toEqual([
        id,
        t.says.length,
        true,
        t.lang,
      ]);
      expect([id, inside(t.forget.text, t.forget.value)]).toEqual([id, true]);
    }
    for (const kind of ['font', 'format', 'avoid'])
      expect([kind, people.filter(({ t }) => t.forget.kind === kind).length]).toEqual([kind, 18]);
  });

  it('says each one-off in one message only, after the gap, alone for some and beside a fact or others’ values for some', () => {
    for (const { id, t, l } of people) {
      expect([id, l.oneOffs.length]).toEqual([id, 1]);
      for (const value of l.oneOffs) {
        const own = t.says.filter(([, , states = {}]) => states.oneOff === value).length;
        const saying = t.says.filter(([, text]) => inside(text, value)).length;
        expect([id, value, own, saying]).toEqual([id, value, 1, 1]);
        const [day] = t.says.find(([, , states = {}]) => states.oneOff === value) as Said;
        expect([id, value, day > (gapAfter(t) ?? 0)]).toEqual([id, value, true]);
        expect([id, value, Object.values(l.live).some((v) => inside(v, value) || inside(value, v))]).toEqual([
          id,
          value,
          false,
        ]);
      }
    }
    const where = people.flatMap(({ t }) => t.says.filter(([, , states = {}]) => states.oneOff));
    expect(where.filter((said) => facts(said).length === 0 && !carries(said)).length).toBeGreaterThanOrEqual(24);
    expect(where.filter((said) => facts(said).length > 0 || carries(said)).length).toBeGreaterThanOrEqual(5);
  });

  describeHarderSetChecks(people, { set: 15, ownOf, othersOf, earlier });
});
