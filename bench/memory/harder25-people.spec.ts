import { forgetGaps, inside, liveFactGaps } from './harder-checks';
import { valuesBefore } from './harder-earlier';
import { LANGS, type Kind } from './harder-people';
import { describeHarderSetChecks } from './harder-set-checks';
import { labels as labels24, othersOf as othersOf24, TRANSCRIPTS24 } from './harder24-people';
import { buildPeople25, labels, othersIn, othersOf, TRANSCRIPTS25, type Said } from './harder25-people';

// Holds the B11h25 set (the onboarding brain-dump and the long message: a long first paragraph holding
// the person's name, business and colour beside a value that is not theirs, then ordinary work talk,
// one more long message for some; with one value changed on a later day, a one-off for one piece, a
// forget said obliquely or in another language, and a client's, friend's or partner's, competitor's or
// supposed values) to its labels: every label is in the text it claims, and nothing the bench counts is
// said where the labels do not say.

const people = LANGS.flatMap((lang) => TRANSCRIPTS25[lang].map((t, i) => ({ id: `${lang}-${i}`, t, l: labels(t) })));
/** The person's own values: live, replaced, forgotten, one-offs, the agent's guess. */
const ownOf = ({ t, l }: (typeof people)[number]) => [
  ...Object.values(l.live),
  ...l.replaced.map((r) => r.value),
  t.forget.value,
  ...l.oneOffs,
  t.guess,
];
/**
 * Every value B11h–B11h24 label, lower-cased: `valuesBefore(25)` (which does not yet hold B11h24) with
 * B11h24's own values and others' values added, read off its transcripts.
 */
const earlier = new Set([
  ...valuesBefore(25),
  ...LANGS.flatMap((lang) =>
    TRANSCRIPTS24[lang].flatMap((t) => {
      const l = labels24(t);
      return [
        ...Object.values(l.live),
        ...l.replaced.map((r) => r.value),
        t.forget.value,
        ...l.oneOffs,
        t.guess,
        ...othersOf24(t),
      ].map((v) => v.toLocaleLowerCase());
    }),
  ),
]);
/** The person's facts a message states (not the one-off). */
const facts = ([, , states = {}]: Said) => Object.keys(states).filter((k) => k !== 'oneOff') as Kind[];
/** A message carrying values that are not the person's. */
const carries = ([, , , aside]: Said) => othersIn(aside).length > 0;
/** A message of a few words: a terse answer, a thanks, a short request. */
const terse = (text: string) => [...text].length <= 60;
/** How long a message is: words in the alphabetic languages, characters in Chinese and Japanese. */
const lengthOf = (lang: string, text: string) =>
  lang === 'zh' || lang === 'ja' ? [...text.replace(/\s/g, '')].length : text.split(/\s+/).filter(Boolean).length;
/** A long onboarding paragraph: 80–250 words, or 150–500 characters in Chinese and Japanese. */
const onboarding = (lang: string, text: string) => {
  const n = lengthOf(lang, text);
  return lang === 'zh' || lang === 'ja' ? n >= 150 && n <= 500 : n >= 80 && n <= 250;
};
/** A later long message: at least 60 words, or 120 characters in Chinese and Japanese. */
const long = (lang: string, text: string) => lengthOf(lang, text) >= (lang === 'zh' || lang === 'ja' ? 120 : 60);
const count = <T>(items: T[], item: T) => items.filter((i) => i === item).length;
const KINDS: Kind[] = ['name', 'company', 'colour', 'font', 'format', 'avoid'];

describe('B11h25, the twenty-fifth harder memory set (the onboarding brain-dump and the long message)', () => {
  it('has 9 people writing each of the six languages, in the runner’s shape, every turn the person’s own', () => {
    for (const lang of LANGS) expect([lang, TRANSCRIPTS25[lang].length]).toEqual([lang, 9]);
    const built = buildPeople25();
    expect(built).toHaveLength(54);
    expect(new Set(built.map((p) => p.userId)).size).toBe(54);
    expect(built.flatMap((p) => p.turns.filter((turn) => 'by' in turn))).toEqual([]);
    for (const { id, t } of people) expect([id, t.says.length >= 9 && t.says.length <= 11]).toEqual([id, true]);
    expect(built.reduce((n, p) => n + p.replaced.length, 0)).toBe(54);
  });

  it('names the people whose values come up and the pieces of work in every chat, and chats tersely at times', () => {
    for (const { id, t } of people) {
      expect([
        id,
        t.writer.role.length > 0,
        t.writer.manner.length > 0,
        t.writer.jobs.length >= 2,
        t.writer.people.length >= 1,
      ]).toEqual([id, true, true, true, true]);
      for (const name of [...t.writer.people, ...t.writer.jobs])
        expect([id, name, t.says.some(([, text]) => inside(text, name))]).toEqual([id, name, true]);
    }
    for (const lang of LANGS)
      expect([
        lang,
        people.filter(({ t }) => t.lang === lang).flatMap(({ t }) => t.says.filter(([, text]) => terse(text))).length >=
          9,
      ]).toEqual([lang, true]);
  });

  it('opens every chat with one long paragraph holding the name, the business and the colour beside a value not the person’s', () => {
    for (const { id, t } of people) {
      const first = t.says[0];
      const [day, text, states = {}] = first;
      expect([id, day, onboarding(t.lang, text)]).toEqual([id, 1, true]);
      expect([id, states.name !== undefined, states.company !== undefined, states.colour !== undefined]).toEqual([
        id,
        true,
        true,
        true,
      ]);
      expect([id, carries(first), states.oneOff]).toEqual([id, true, undefined]);
      // No other message is as long as an onboarding paragraph's floor until day 2 or later.
      expect([id, t.says.slice(1).filter(([d, x]) => d === 1 && long(t.lang, x)).length]).toEqual([id, 0]);
    }
    // The first message states more than the minimum for some: the typeface too.
    const withFont = people.filter(({ t }) => t.says[0][2]?.font !== undefined).length;
    expect(withFont).toBe(8);
  });

  it('has at least a third of the people send one more long message later, holding a live value among much else', () => {
    const later = people.filter(({ t, l }) =>
      t.says
        .slice(1)
        .some(
          ([, text, states = {}]) =>
            long(t.lang, text) &&
            facts([0, text, states]).some((k) => states[k] === l.live[k] && k !== t.forget.kind) &&
            states.oneOff === undefined,
        ),
    );
    expect(later.length).toBe(24);
    for (const lang of LANGS) expect([lang, later.filter(({ t }) => t.lang === lang).length]).toEqual([lang, 4]);
  });

  it('keeps five live facts — the six kinds less the forgotten one', () => {
    for (const p of people) {
      expect([p.id, liveFactGaps(p)]).toEqual([p.id, []]);
      expect([p.id, Object.keys(p.l.live).sort()]).toEqual([p.id, KINDS.filter((k) => k !== p.t.forget.kind).sort()]);
    }
    const live = people.flatMap(({ l }) => Object.keys(l.live) as Kind[]);
    expect(KINDS.map((k) => count(live, k))).toEqual([54, 54, 54, 36, 36, 36]);
  });

  it('changes one value per person on a later day, of a kind other than the forgotten one, 9 of each kind', () => {
    const kinds: Kind[] = [];
    for (const { id, t, l } of people) {
      const changed = (Object.entries(l.changes) as Array<[Kind, string[]]>).filter(([, values]) => values.length >= 2);
      expect([id, changed.length, l.replaced.length]).toEqual([id, 1, 1]);
      for (const [kind, values] of changed) {
        kinds.push(kind);
        expect([id, kind === t.forget.kind, values.length]).toEqual([id, false, 2]);
        const [old, now] = values;
        expect([id, kind, l.live[kind]]).toEqual([id, kind, now]);
        const stating = (v: string) => t.says.filter(([, , s = {}]) => s[kind] === v).map(([d]) => d);
        expect([id, kind, Math.max(...stating(old)) < Math.min(...stating(now))]).toEqual([id, kind, true]);
      }
      for (const { value } of l.replaced)
        expect([id, value, Object.values(l.live).some((v) => inside(v, value) || inside(value, v))]).toEqual([
          id,
          value,
          false,
        ]);
    }
    expect(KINDS.map((k) => count(kinds, k))).toEqual([9, 9, 9, 9, 9, 9]);
  });

  it('says a client’s, friend’s, competitor’s or supposed value only in messages marked with them, never as the person’s', () => {
    for (const { id, t } of people) {
      const theirs = othersOf(t);
      expect([id, theirs.length]).toEqual([id, 2]);
      const stated = t.says.flatMap(([, , states = {}]) => Object.values(states));
      for (const value of theirs) {
        const naming = t.says.filter(([, text]) => inside(text, value));
        const marked = ([, , , aside]: Said) => othersIn(aside).includes(value);
        expect([id, value, naming.length > 0 && naming.every(marked)]).toEqual([id, value, true]);
        expect([id, value, stated.filter((s) => inside(s, value) || inside(value, s))]).toEqual([id, value, []]);
        expect([id, value, inside(value, t.guess) || inside(t.guess, value)]).toEqual([id, value, false]);
      }
      // A client's, friend's or competitor's value comes in a message that names them.
      for (const said of t.says.filter(([, , , a]) => a?.client?.length || a?.partner?.length || a?.rival?.length))
        expect([id, said[1], t.writer.people.some((name) => inside(said[1], name))]).toEqual([id, said[1], true]);
    }
    expect(people.reduce((n, { t }) => n + othersOf(t).length, 0)).toBe(108);
    const having = (kind: 'client' | 'partner' | 'rival' | 'unreal') =>
      people.filter(({ t }) => t.says.some(([, , , a]) => a?.[kind]?.length)).length;
    expect([having('client'), having('partner'), having('rival'), having('unreal')]).toEqual([27, 27, 27, 27]);
    // Beside a value of the person's own, in the same message: every first message, and one later long
    // message per language.
    const beside = people.flatMap(({ t }) => t.says.filter((s) => carries(s) && facts(s).length));
    expect(beside.length).toBe(60);
    // Most come in the first message; two per language come later, one beside the person's own value.
    for (const lang of LANGS) {
      const of = people.filter(({ t }) => t.lang === lang);
      const later = of.flatMap(({ t }) => t.says.slice(1).filter(carries));
      expect([lang, later.length, later.filter((s) => facts(s).length).length]).toEqual([lang, 2, 1]);
    }
  });

  it('forgets a value stated once before the forget, said obliquely for some and in another language for some', () => {
    for (const p of people) expect([p.id, forgetGaps(p)]).toEqual([p.id, []]);
    for (const { id, t } of people) {
      expect([id, t.forget.after, t.forget.text.length > 0]).toEqual([id, t.says.length, true]);
      const stating = t.says.filter(([, , s = {}]) => s[t.forget.kind] === t.forget.value);
      expect([id, stating.length, stating.every((said) => !carries(said))]).toEqual([id, 1, true]);
    }
    for (const lang of LANGS) {
      const of = people.filter(({ t }) => t.lang === lang);
      expect([
        lang,
        of.filter(({ t }) => !inside(t.forget.text, t.forget.value)).length,
        of.filter(({ t }) => t.forget.saidIn !== lang).length,
        of.filter(
          ({ t }) => facts(t.says.find(([, , s = {}]) => s[t.forget.kind] === t.forget.value) as Said).length > 1,
        ).length,
      ]).toEqual([lang, 5, 2, 1]);
      for (const kind of ['font', 'format', 'avoid'])
        expect([lang, kind, of.filter(({ t }) => t.forget.kind === kind).length]).toEqual([lang, kind, 3]);
    }
  });

  it('says each one-off in one message only, for one named piece of work, alone in its message', () => {
    for (const { id, t, l } of people) {
      expect([id, l.oneOffs.length]).toEqual([id, 1]);
      for (const value of l.oneOffs) {
        const own = t.says.filter(([, , states = {}]) => states.oneOff === value);
        const saying = t.says.filter(([, text]) => inside(text, value)).length;
        expect([id, value, own.length, saying]).toEqual([id, value, 1, 1]);
        const [said] = own;
        expect([id, value, t.writer.jobs.some((job) => inside(said[1], job)), facts(said), carries(said)]).toEqual([
          id,
          value,
          true,
          [],
          false,
        ]);
        expect([id, value, Object.values(l.live).some((v) => inside(v, value) || inside(value, v))]).toEqual([
          id,
          value,
          false,
        ]);
      }
    }
  });

  describeHarderSetChecks(people, { set: 25, ownOf, othersOf, earlier, earlierNonEmpty: true });
});
