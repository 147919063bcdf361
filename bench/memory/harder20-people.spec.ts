import { forgetGaps, inside, liveFactGaps, unusualScopes } from './harder-checks';
import { valuesBefore } from './harder-earlier';
import { LANGS, type Kind } from './harder-people';
import { describeHarderSetChecks } from './harder-set-checks';
import { buildPeople20, hasFiller, labels, othersIn, othersOf, TRANSCRIPTS20, type Said } from './harder20-people';

// Holds the B11h20 set (values dictated by voice: speech-to-text transcripts with filler words, a
// surname spelled out, a code read aloud, a value taken back mid-sentence or misheard by the
// transcriber in the message that states the person's own, with a one-off for one piece, a value
// corrected on a later day, and a client's, friend's or partner's, or competitor's values) to its
// labels: every label is in the text it claims, every slip or misheard form is marked as not the
// person's and sits in the message that states the value it was taken back for, the replaced value
// is said on an earlier day than its successor, and nothing the bench counts is said where the
// labels do not say.

const people = LANGS.flatMap((lang) => TRANSCRIPTS20[lang].map((t, i) => ({ id: `${lang}-${i}`, t, l: labels(t) })));
/** The person's own values: live, replaced, forgotten, one-offs, the agent's guess. */
const ownOf = ({ t, l }: (typeof people)[number]) => [
  ...Object.values(l.live),
  ...l.replaced.map((r) => r.value),
  t.forget.value,
  ...l.oneOffs,
  t.guess,
];
/** Every value B11h–B11h19 label, lower-cased. */
const earlier = valuesBefore(20);
/** The person's facts a message states (not the one-off). */
const facts = ([, , states = {}]: Said) => Object.keys(states).filter((k) => k !== 'oneOff');
/** A message carrying values that are not the person's. */
const carries = ([, , , aside]: Said) => othersIn(aside).length > 0;
/** The values a message marks as taken back or misheard. */
const slipsIn = ([, , , aside]: Said) => aside?.unreal ?? [];
/** A message of a few words: a thanks, a short instruction. */
const terse = (text: string) => [...text].length <= 60;

describe('B11h20, the twentieth harder memory set (values dictated by voice)', () => {
  it('has 9 people speaking each of the six languages, in the runner’s shape, every turn the person’s own', () => {
    for (const lang of LANGS) expect([lang, TRANSCRIPTS20[lang].length]).toEqual([lang, 9]);
    const built = buildPeople20();
    expect(built).toHaveLength(54);
    expect(new Set(built.map((p) => p.userId)).size).toBe(54);
    expect(built.flatMap((p) => p.turns.filter((turn) => 'by' in turn))).toEqual([]);
    for (const { id, t } of people) expect([id, t.says.length >= 8, t.says.length <= 11]).toEqual([id, true, true]);
  });

  it('sounds dictated: filler words in most messages of every chat, and short lines in every language', () => {
    for (const { id, t } of people) {
      const with_ = t.says.filter(([, text]) => hasFiller(t.lang, text)).length;
      expect([id, with_ >= Math.ceil((t.says.length * 2) / 3)]).toEqual([id, true]);
    }
    for (const lang of LANGS)
      expect([
        lang,
        people.filter(({ t }) => t.lang === lang).flatMap(({ t }) => t.says.filter(([, text]) => terse(text))).length >=
          9,
      ]).toEqual([lang, true]);
  });

  it('names the people whose values come up and the pieces of work, and spells out or reads aloud in a message that states a fact', () => {
    for (const { id, t } of people) {
      expect([id, t.writer.role.length > 0, t.writer.manner.length > 0, t.writer.jobs.length >= 2]).toEqual([
        id,
        true,
        true,
        true,
      ]);
      expect([id, t.writer.people.length >= 1, t.writer.spoken.length >= 1, t.writer.slips.length >= 1]).toEqual([
        id,
        true,
        true,
        true,
      ]);
      for (const name of [...t.writer.people, ...t.writer.jobs])
        expect([id, name, t.says.some(([, text]) => inside(text, name))]).toEqual([id, name, true]);
      for (const spoken of t.writer.spoken)
        expect([id, spoken, t.says.some((said) => said[1].includes(spoken) && facts(said).length > 0)]).toEqual([
          id,
          spoken,
          true,
        ]);
    }
  });

  it('takes a value back mid-sentence, or has the transcriber mishear it, in the very message that states the person’s own', () => {
    const kinds: Kind[] = [];
    for (const { id, t } of people) {
      for (const kind of t.writer.slips) {
        const stating = t.says.find(([, , s = {}]) => s[kind] !== undefined);
        expect([id, kind, stating !== undefined && slipsIn(stating).length > 0]).toEqual([id, kind, true]);
        // The slip comes before the value it is taken back for.
        const [, text, states = {}] = stating as Said;
        for (const value of slipsIn(stating as Said))
          expect([id, value, text.indexOf(value) < text.indexOf(states[kind] as string)]).toEqual([id, value, true]);
        kinds.push(kind);
      }
    }
    expect(kinds.filter((k) => k === 'colour').length).toBeGreaterThanOrEqual(24);
    expect(kinds.filter((k) => k === 'name').length).toBeGreaterThanOrEqual(12);
    for (const kind of ['font', 'format'] as const)
      expect([kind, kinds.filter((k) => k === kind).length >= 3]).toEqual([kind, true]);
  });

  it('says a slip, a misheard form, a client’s, friend’s or competitor’s value only in messages marked with them, never as the person’s', () => {
    for (const { id, t } of people) {
      const theirs = othersOf(t);
      expect([id, theirs.length >= 2]).toEqual([id, true]);
      const stated = t.says.flatMap(([, , states = {}]) => Object.values(states));
      for (const value of theirs) {
        const naming = t.says.filter(([, text]) => inside(text, value));
        const marked = ([, , , aside]: Said) => othersIn(aside).includes(value);
        expect([id, value, naming.length > 0 && naming.every(marked)]).toEqual([id, value, true]);
        expect([id, value, stated.filter((s) => inside(s, value) || inside(value, s))]).toEqual([id, value, []]);
        expect([id, value, inside(value, t.guess) || inside(t.guess, value)]).toEqual([id, value, false]);
      }
      for (const said of t.says.filter(([, , , a]) => a?.partner?.length))
        expect([id, said[1], t.writer.people.some((name) => inside(said[1], name))]).toEqual([id, said[1], true]);
      expect([id, t.says.some(([, , , a]) => !!(a?.client?.length || a?.partner?.length || a?.rival?.length))]).toEqual(
        [id, true],
      );
    }
    expect(people.reduce((n, { t }) => n + othersOf(t).length, 0)).toBeGreaterThanOrEqual(108);
    for (const kind of ['client', 'partner', 'rival'] as const)
      expect([kind, people.filter(({ t }) => t.says.some(([, , , a]) => a?.[kind]?.length)).length]).toEqual([
        kind,
        18,
      ]);
    expect(people.filter(({ t }) => t.says.some(([, , , a]) => a?.unreal?.length)).length).toBe(54);
    const beside = people.flatMap(({ t }) =>
      t.says.filter((said) => carries(said) && (facts(said).length > 0 || said[2]?.oneOff)),
    );
    expect(beside.length).toBeGreaterThanOrEqual(54);
  });

  it('keeps five live facts — the company’s name and colour and the person’s name among them — each with a scope, a house rule and a typeface of the person’s alone per language', () => {
    for (const p of people) {
      expect([p.id, liveFactGaps(p)]).toEqual([p.id, []]);
      expect([p.id, Object.keys(p.l.live).length]).toEqual([p.id, 5]);
    }
    expect(people.flatMap(unusualScopes).length).toBe(12);
    for (const lang of LANGS) {
      expect([
        lang,
        people.filter(({ t, l }) => t.lang === lang && l.live.avoid !== undefined && l.scopes.avoid === 'workspace')
          .length,
      ]).toEqual([lang, 1]);
      expect([
        lang,
        people.filter(({ t, l }) => t.lang === lang && l.live.font !== undefined && l.scopes.font === 'user').length,
      ]).toEqual([lang, 1]);
    }
  });

  it('gives every person one replaced value of a slot other than the forgotten one, corrected on a later day naming the old', () => {
    const changed = people.flatMap(({ id, t, l }) => {
      const slots = (Object.entries(l.changes) as Array<[Kind, string[]]>).filter(
        ([kind, values]) => kind !== t.forget.kind && values.length >= 2,
      );
      expect([id, slots.length, l.replaced.length]).toEqual([id, 1, 1]);
      for (const [kind, values] of slots) {
        expect([id, l.live[kind]]).toEqual([id, values.at(-1)]);
        const days = (v: string) => t.says.filter(([, , s = {}]) => s[kind] === v).map(([day]) => day);
        expect([id, Math.max(...days(values[0])) < Math.min(...days(values.at(-1) as string))]).toEqual([id, true]);
        const [, correcting] = t.says.find(([, , s = {}]) => s[kind] === values.at(-1)) as Said;
        expect([id, inside(correcting, values[0])]).toEqual([id, true]);
      }
      for (const { value } of l.replaced)
        expect([id, value, Object.values(l.live).some((v) => inside(v, value) || inside(value, v))]).toEqual([
          id,
          value,
          false,
        ]);
      return slots.map(([kind]) => kind);
    });
    const count = (kind: Kind) => changed.filter((k) => k === kind).length;
    expect([count('colour'), count('company'), count('name'), count('font'), count('format'), count('avoid')]).toEqual([
      18, 12, 6, 6, 6, 6,
    ]);
  });

  it('forgets a value stated before the forget and never after, in a message of its own, asked in the chat’s language', () => {
    for (const p of people) expect([p.id, forgetGaps(p)]).toEqual([p.id, []]);
    for (const { id, t } of people) {
      expect([id, t.forget.after, t.forget.text.length > 0, t.forget.saidIn]).toEqual([
        id,
        t.says.length,
        true,
        t.lang,
      ]);
      expect([id, inside(t.forget.text, t.forget.value)]).toEqual([id, true]);
      const stating = t.says.filter(([, , s = {}]) => s[t.forget.kind] === t.forget.value);
      expect([id, stating.map((said) => [...Object.keys(said[2] ?? {}), ...othersIn(said[3])])]).toEqual([
        id,
        stating.map(() => [t.forget.kind]),
      ]);
    }
    for (const kind of ['font', 'format', 'avoid'])
      expect([kind, people.filter(({ t }) => t.forget.kind === kind).length]).toEqual([kind, 18]);
  });

  it('says each one-off in one message only, for one named piece of work, alone for most and beside someone else’s value for some', () => {
    for (const { id, t, l } of people) {
      expect([id, l.oneOffs.length]).toEqual([id, 1]);
      for (const value of l.oneOffs) {
        const own = t.says.filter(([, , states = {}]) => states.oneOff === value).length;
        const saying = t.says.filter(([, text]) => inside(text, value)).length;
        expect([id, value, own, saying]).toEqual([id, value, 1, 1]);
        const [, text] = t.says.find(([, , states = {}]) => states.oneOff === value) as Said;
        expect([id, value, t.writer.jobs.some((job) => inside(text, job))]).toEqual([id, value, true]);
        expect([id, value, Object.values(l.live).some((v) => inside(v, value) || inside(value, v))]).toEqual([
          id,
          value,
          false,
        ]);
      }
    }
    const where = people.flatMap(({ t }) => t.says.filter(([, , states = {}]) => states.oneOff));
    expect(where.filter((said) => facts(said).length === 0 && !carries(said)).length).toBe(36);
    expect(where.filter((said) => carries(said)).length).toBe(18);
  });

  describeHarderSetChecks(people, { set: 20, ownOf, othersOf, earlier });
});
