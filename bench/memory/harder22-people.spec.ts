import { forgetGaps, inside, liveFactGaps, unusualScopes } from './harder-checks';
import { valuesBefore } from './harder-earlier';
import { LANGS, SCOPES, type Kind } from './harder-people';
import { describeHarderSetChecks } from './harder-set-checks';
import { buildPeople22, labels, othersIn, othersOf, SCOPE_FORMS, TRANSCRIPTS22, type Said } from './harder22-people';

// Holds the B11h22 set (scope: values said for everything, for one client or project only, for one
// channel or format, as the team's shared rule or the person's own taste, with a season or condition;
// with a one-off for one piece, a value corrected on a later day, a forget sometimes asked in another
// language, and a client's, friend's or partner's, competitor's or supposed values) to its labels:
// every label is in the text it claims, every scope the writer names stands in a message that states
// a fact of the person's at that scope (or the client's value, or the one-off), the replaced value is
// said on an earlier day than its successor, and nothing the bench counts is said where the labels do
// not say.

const people = LANGS.flatMap((lang) => TRANSCRIPTS22[lang].map((t, i) => ({ id: `${lang}-${i}`, t, l: labels(t) })));
/** The person's own values: live, replaced, forgotten, one-offs, the agent's guess. */
const ownOf = ({ t, l }: (typeof people)[number]) => [
  ...Object.values(l.live),
  ...l.replaced.map((r) => r.value),
  t.forget.value,
  ...l.oneOffs,
  t.guess,
];
/** Every value B11h–B11h21 label, lower-cased. */
const earlier = valuesBefore(22);
/** The person's facts a message states (not the one-off). */
const facts = ([, , states = {}]: Said) => Object.keys(states).filter((k) => k !== 'oneOff') as Kind[];
/** A message carrying values that are not the person's. */
const carries = ([, , , aside]: Said) => othersIn(aside).length > 0;
/** A message of a few words: a terse answer, a thanks, a short request. */
const terse = (text: string) => [...text].length <= 60;
/** How each language asks to forget, for a forget asked in a language other than the chat's. */
const FORGET_WORDS = { en: /forget/i, es: /olvid/i, de: /vergiss/i, ru: /забуд/i, zh: /忘/, ja: /忘れ/ };

describe('B11h22, the twenty-second harder memory set (scope: for everything, one client, one channel, the team or the person alone, a season, one piece)', () => {
  it('has 9 people writing each of the six languages, in the runner’s shape, every turn the person’s own', () => {
    for (const lang of LANGS) expect([lang, TRANSCRIPTS22[lang].length]).toEqual([lang, 9]);
    const built = buildPeople22();
    expect(built).toHaveLength(54);
    expect(new Set(built.map((p) => p.userId)).size).toBe(54);
    expect(built.flatMap((p) => p.turns.filter((turn) => 'by' in turn))).toEqual([]);
    expect(people.reduce((n, { t }) => n + t.says.length, 0)).toBe(438);
    for (const { id, t } of people) expect([id, t.says.length >= 8 && t.says.length <= 9]).toEqual([id, true]);
  });

  it('names the people whose values come up and the pieces of work in every chat, sets the person’s own facts against someone else’s, and chats tersely at times', () => {
    let contrasted = 0;
    for (const { id, t } of people) {
      expect([
        id,
        t.writer.role.length > 0,
        t.writer.manner.length > 0,
        t.writer.rules.length >= 4,
        t.writer.jobs.length >= 2,
        t.writer.people.length >= 1,
      ]).toEqual([id, true, true, true, true, true]);
      for (const name of [...t.writer.people, ...t.writer.jobs])
        expect([id, name, t.says.some(([, text]) => inside(text, name))]).toEqual([id, name, true]);
      if (t.says.some((said) => carries(said) && facts(said).length > 0)) contrasted++;
    }
    expect(contrasted).toBeGreaterThanOrEqual(36);
    for (const lang of LANGS)
      expect([
        lang,
        people.filter(({ t }) => t.lang === lang).flatMap(({ t }) => t.says.filter(([, text]) => terse(text))).length >=
          9,
      ]).toEqual([lang, true]);
  });

  it('says each scope the writer names in a message that states a fact at that scope, the client’s value or the one-off', () => {
    const forms: string[] = [];
    for (const { id, t, l } of people) {
      for (const [form, words] of t.writer.rules) {
        const at = t.says.filter(([, text]) => text.includes(words));
        const holds = (said: Said): boolean => {
          const [, , states = {}, aside] = said;
          const scopeOf = (k: Kind) => l.scopes[k] ?? t.scopes?.[k] ?? SCOPES[k];
          switch (form) {
            case 'client':
              return !!aside?.client?.length;
            case 'once':
              return states.oneOff !== undefined;
            case 'team':
              // A rule the whole team keeps on a kind that is usually the person's: the workspace's.
              return facts(said).some((k) => SCOPES[k] === 'user' && scopeOf(k) === 'workspace');
            case 'own':
              return facts(said).some((k) => scopeOf(k) === 'user');
            default:
              return facts(said).length > 0;
          }
        };
        expect([id, form, words, at.length > 0 && at.some(holds)]).toEqual([id, form, words, true]);
        forms.push(form);
      }
      const own = new Set(t.writer.rules.map(([form]) => form));
      expect([id, own.size >= 4, own.has('always'), own.has('once')]).toEqual([id, true, true, true]);
      // The name and the business in one message.
      expect([id, t.says.some(([, , s = {}]) => s.name !== undefined && s.company !== undefined)]).toEqual([id, true]);
    }
    for (const form of SCOPE_FORMS) expect([form, forms.filter((f) => f === form).length >= 12]).toEqual([form, true]);
    expect(forms.filter((f) => f === 'client').length).toBe(42);
  });

  it('says a client’s, friend’s, competitor’s or supposed value only in messages marked with them, never as the person’s', () => {
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
      // A client's, friend's or competitor's value comes in a message that names them.
      for (const said of t.says.filter(([, , , a]) => a?.client?.length || a?.partner?.length || a?.rival?.length))
        expect([id, said[1], t.writer.people.some((name) => inside(said[1], name))]).toEqual([id, said[1], true]);
    }
    expect(people.reduce((n, { t }) => n + othersOf(t).length, 0)).toBe(108);
    const having = (kind: 'client' | 'partner' | 'rival' | 'unreal') =>
      people.filter(({ t }) => t.says.some(([, , , a]) => a?.[kind]?.length)).length;
    expect([having('client'), having('partner'), having('rival'), having('unreal')]).toEqual([42, 18, 18, 30]);
    for (const { id, t } of people)
      expect([id, t.says.some(([, , , a]) => !!(a?.client?.length || a?.partner?.length || a?.rival?.length))]).toEqual(
        [id, true],
      );
    // The client's value beside a fact or the one-off of the person's, in the same message: the client-only rule.
    const beside = people.flatMap(({ t }) =>
      t.says.filter(([, , states = {}, a]) => a?.client?.length && (Object.keys(states).length > 0 || states.oneOff)),
    );
    expect(beside.length).toBe(42);
  });

  it('keeps five live facts — the company’s name and colour and the person’s name among them — each with a scope, team rules and tastes of the person’s alone in every language', () => {
    for (const p of people) {
      expect([p.id, liveFactGaps(p)]).toEqual([p.id, []]);
      expect([p.id, Object.keys(p.l.live).length]).toEqual([p.id, 5]);
    }
    expect(people.flatMap(unusualScopes).length).toBe(30);
    for (const lang of LANGS) {
      const of = people.filter(({ t }) => t.lang === lang);
      const scoped = (kind: Kind, scope: string) =>
        of.filter(({ l }) => l.live[kind] !== undefined && l.scopes[kind] === scope).length;
      expect([lang, scoped('avoid', 'workspace'), scoped('format', 'workspace'), scoped('font', 'user')]).toEqual([
        lang,
        2,
        1,
        2,
      ]);
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
        const stating = t.says.map(([, , s = {}]) => s[kind]);
        const days = (v: string) => t.says.filter(([, , s = {}]) => s[kind] === v).map(([day]) => day);
        expect([id, stating.indexOf(values.at(-1)) > stating.lastIndexOf(values[0])]).toEqual([id, true]);
        expect([id, Math.max(...days(values[0])) < Math.min(...days(values.at(-1) as string))]).toEqual([id, true]);
        const [, correcting] = t.says[stating.indexOf(values.at(-1))];
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
    expect(['colour', 'company', 'name', 'font', 'format', 'avoid'].map((k) => count(k as Kind))).toEqual([
      18, 12, 6, 6, 6, 6,
    ]);
  });

  it('forgets a value stated before the forget and never after, in a message of its own, asked in another language for two per language', () => {
    for (const p of people) expect([p.id, forgetGaps(p)]).toEqual([p.id, []]);
    for (const { id, t } of people) {
      expect([id, t.forget.after, t.forget.text.length > 0, inside(t.forget.text, t.forget.value)]).toEqual([
        id,
        t.says.length,
        true,
        true,
      ]);
      if (t.forget.saidIn !== t.lang)
        expect([id, t.forget.saidIn, FORGET_WORDS[t.forget.saidIn].test(t.forget.text)]).toEqual([
          id,
          t.forget.saidIn,
          true,
        ]);
      const stating = t.says.filter(([, , s = {}]) => s[t.forget.kind] === t.forget.value);
      expect([id, stating.map((said) => [...Object.keys(said[2] ?? {}), ...othersIn(said[3])])]).toEqual([
        id,
        stating.map(() => [t.forget.kind]),
      ]);
    }
    for (const lang of LANGS)
      expect([lang, people.filter(({ t }) => t.lang === lang && t.forget.saidIn !== lang).length]).toEqual([lang, 2]);
    for (const kind of ['font', 'format', 'avoid'])
      expect([kind, people.filter(({ t }) => t.forget.kind === kind).length]).toEqual([kind, 18]);
  });

  it('says each one-off in one message only, for one named piece of work, alone for most and beside a client’s value for some', () => {
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
    expect(where.filter((said) => facts(said).length === 0 && !carries(said)).length).toBe(48);
    expect(where.filter((said) => carries(said)).length).toBe(6);
  });

  describeHarderSetChecks(people, { set: 22, ownOf, othersOf, earlier, earlierNonEmpty: true });
});
