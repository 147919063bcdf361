import { forgetGaps, inside, liveFactGaps } from './harder-checks';
import { valuesBefore } from './harder-earlier';
import { LANGS, type Kind } from './harder-people';
import { describeHarderSetChecks } from './harder-set-checks';
import {
  buildPeople24,
  labels,
  othersIn,
  othersOf,
  PASSING_FORMS,
  TRANSCRIPTS24,
  type PassingForm,
  type Said,
} from './harder24-people';

// Holds the B11h24 set (values said in passing and by reference: inside a request or feedback on a
// draft, as the answer to the assistant's question quoted above the reply, by reference to something of
// the person's, a format with its units and specs, a typeface named with its weight or described; with
// one value changed on a later day, a one-off for one piece, a forget said obliquely or in another
// language, and a client's, friend's or partner's, competitor's or supposed values, some beside the
// person's own) to its labels: every label is in the text it claims, every form the writer names stands
// in the message that states the value in it, and nothing the bench counts is said where the labels do
// not say.

const people = LANGS.flatMap((lang) => TRANSCRIPTS24[lang].map((t, i) => ({ id: `${lang}-${i}`, t, l: labels(t) })));
/** The person's own values: live, replaced, forgotten, one-offs, the agent's guess. */
const ownOf = ({ t, l }: (typeof people)[number]) => [
  ...Object.values(l.live),
  ...l.replaced.map((r) => r.value),
  t.forget.value,
  ...l.oneOffs,
  t.guess,
];
/** Every value B11h–B11h23 label, lower-cased. */
const earlier = valuesBefore(24);
/** The person's facts a message states (not the one-off). */
const facts = ([, , states = {}]: Said) => Object.keys(states).filter((k) => k !== 'oneOff') as Kind[];
/** A message carrying values that are not the person's. */
const carries = ([, , , aside]: Said) => othersIn(aside).length > 0;
/** A message of a few words: a terse answer, a thanks, a short request. */
const terse = (text: string) => [...text].length <= 60;
const count = <T>(items: T[], item: T) => items.filter((i) => i === item).length;
const KINDS: Kind[] = ['name', 'company', 'colour', 'font', 'format', 'avoid'];

describe('B11h24, the twenty-fourth harder memory set (values said in passing and by reference)', () => {
  it('has 9 people writing each of the six languages, in the runner’s shape, every turn the person’s own', () => {
    for (const lang of LANGS) expect([lang, TRANSCRIPTS24[lang].length]).toEqual([lang, 9]);
    const built = buildPeople24();
    expect(built).toHaveLength(54);
    expect(new Set(built.map((p) => p.userId)).size).toBe(54);
    expect(built.flatMap((p) => p.turns.filter((turn) => 'by' in turn))).toEqual([]);
    expect(people.reduce((n, { t }) => n + t.says.length, 0)).toBe(576);
    for (const { id, t } of people) expect([id, t.says.length >= 10 && t.says.length <= 12]).toEqual([id, true]);
    // The runner's replaced values: one changed on a later day per person.
    expect(built.reduce((n, p) => n + p.replaced.length, 0)).toBe(54);
  });

  it('names the people whose values come up and the pieces of work in every chat, and chats tersely at times', () => {
    for (const { id, t } of people) {
      expect([
        id,
        t.writer.role.length > 0,
        t.writer.manner.length > 0,
        t.writer.passing.length >= 4,
        t.writer.jobs.length >= 2,
        t.writer.people.length >= 1,
      ]).toEqual([id, true, true, true, true, true]);
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

  it('keeps five live facts — the six kinds less the forgotten one — the name and the business said in one message', () => {
    for (const p of people) {
      expect([p.id, liveFactGaps(p)]).toEqual([p.id, []]);
      expect([p.id, Object.keys(p.l.live).sort()]).toEqual([p.id, KINDS.filter((k) => k !== p.t.forget.kind).sort()]);
      expect([p.id, p.t.says.some(([, , s = {}]) => s.name !== undefined && s.company !== undefined)]).toEqual([
        p.id,
        true,
      ]);
    }
    const live = people.flatMap(({ l }) => Object.keys(l.live) as Kind[]);
    expect(KINDS.map((k) => count(live, k))).toEqual([54, 54, 54, 36, 36, 36]);
  });

  it('gives each value in the form the writer names, in the message that states it', () => {
    const forms: PassingForm[] = [];
    for (const { id, t } of people) {
      for (const [form, kind, words] of t.writer.passing) {
        const said = t.says.find(([, text, s = {}]) => text.includes(words) && s[kind] !== undefined);
        expect([id, form, words, said !== undefined]).toEqual([id, form, words, true]);
        const [, text, states = {}] = said as Said;
        const value = states[kind] as string;
        // Said in passing: the value inside more words than itself.
        expect([id, words, inside(words, value), words.length > value.length]).toEqual([id, words, true, true]);
        forms.push(form);
        switch (form) {
          case 'answer': {
            // The assistant's question quoted above the reply, the value after it.
            const asked = Math.max(text.indexOf('?'), text.indexOf('？'));
            expect([id, words, text.startsWith('> '), asked >= 0 && asked < text.indexOf(words)]).toEqual([
              id,
              words,
              true,
              true,
            ]);
            break;
          }
          case 'spec':
            // A format with its units or sizes.
            expect([id, words, kind, /\d/.test(value)]).toEqual([id, words, 'format', true]);
            break;
          case 'described':
            expect([id, words, kind]).toEqual([id, words, 'font']);
            break;
        }
      }
      // The colour, the typeface, the format and the thing to avoid each come up in passing.
      expect([id, [...new Set(t.writer.passing.map(([, kind]) => kind))].sort()]).toEqual([
        id,
        ['avoid', 'colour', 'font', 'format'],
      ]);
    }
    expect(PASSING_FORMS.map((form) => count(forms, form))).toEqual([51, 29, 33, 63, 42, 22]);
    for (const lang of LANGS) {
      const used = new Set(
        people.filter(({ t }) => t.lang === lang).flatMap(({ t }) => t.writer.passing.map(([f]) => f)),
      );
      expect([lang, used.size]).toEqual([lang, PASSING_FORMS.length]);
    }
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
      expect([id, t.says.some(([, , , a]) => !!(a?.client?.length || a?.partner?.length || a?.rival?.length))]).toEqual(
        [id, true],
      );
    }
    expect(people.reduce((n, { t }) => n + othersOf(t).length, 0)).toBe(108);
    const having = (kind: 'client' | 'partner' | 'rival' | 'unreal') =>
      people.filter(({ t }) => t.says.some(([, , , a]) => a?.[kind]?.length)).length;
    expect([having('client'), having('partner'), having('rival'), having('unreal')]).toEqual([27, 27, 27, 27]);
    // Some beside a value of the person's own, in the same message: at least two per language.
    const beside = (lang: string) =>
      people.filter(({ t }) => t.lang === lang).flatMap(({ t }) => t.says.filter((s) => carries(s) && facts(s).length));
    expect(LANGS.reduce((n, lang) => n + beside(lang).length, 0)).toBe(15);
    for (const lang of LANGS) expect([lang, beside(lang).length >= 2]).toEqual([lang, true]);
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
    }
    for (const kind of ['font', 'format', 'avoid'])
      expect([kind, people.filter(({ t }) => t.forget.kind === kind).length]).toEqual([kind, 18]);
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

  describeHarderSetChecks(people, { set: 24, ownOf, othersOf, earlier, earlierNonEmpty: true });
});
