import { forgetGaps, inside, liveFactGaps, unusualScopes } from './harder-checks';
import { valuesBefore } from './harder-earlier';
import { LANGS, type Kind } from './harder-people';
import { describeHarderSetChecks, describeOneOffAndChangeChecks } from './harder-set-checks';
import { buildPeople18, labels, othersIn, othersOf, TRANSCRIPTS18, type Said } from './harder18-people';

// Holds the B11h18 set (values settled step by step in a back-and-forth with the assistant: a vague
// hedge, a value tried and dropped, a narrowing over messages and days, then the settled value; with a
// one-off for one piece, a value corrected on a later day, and a client's, friend's or partner's,
// competitor's or hypothetical's values) to its labels: every label is in the text it claims, every
// settled value comes after hedges and tried values that are marked as not the person's, the replaced
// value is said on an earlier day than its successor, the values not the person's are marked as such,
// and nothing the bench counts is said where the labels do not say.

const people = LANGS.flatMap((lang) => TRANSCRIPTS18[lang].map((t, i) => ({ id: `${lang}-${i}`, t, l: labels(t) })));
/** The person's own values: live, replaced, forgotten, one-offs, the agent's guess. */
const ownOf = ({ t, l }: (typeof people)[number]) => [
  ...Object.values(l.live),
  ...l.replaced.map((r) => r.value),
  t.forget.value,
  ...l.oneOffs,
  t.guess,
];
/** Every value B11h–B11h17 label, lower-cased: the shared checks' B11h–B11h3, and B11h4's to B11h17's read the same way. */
const earlier = valuesBefore(18);
/** The person's facts a message states (not the one-off). */
const facts = ([, , states = {}]: Said) => Object.keys(states).filter((k) => k !== 'oneOff');
/** A message carrying values that are not the person's. */
const carries = ([, , , aside]: Said) => othersIn(aside).length > 0;
/** The values a message marks as tried and dropped, hedged on, or hypothetical. */
const triedIn = ([, , , aside]: Said) => aside?.unreal ?? [];
/** A message of a few words: a terse answer, a thanks, a greeting. */
const terse = (text: string) => [...text].length <= 60;

describe('B11h18, the eighteenth harder memory set (values settled step by step in a back-and-forth)', () => {
  it('has 9 people writing each of the six languages, in the runner’s shape, every turn the person’s own', () => {
    for (const lang of LANGS) expect([lang, TRANSCRIPTS18[lang].length]).toEqual([lang, 9]);
    const built = buildPeople18();
    expect(built).toHaveLength(54);
    expect(new Set(built.map((p) => p.userId)).size).toBe(54);
    expect(built.flatMap((p) => p.turns.filter((turn) => 'by' in turn))).toEqual([]);
    const messages = people.reduce((n, { t }) => n + t.says.length, 0);
    expect([messages >= 432, messages <= 594]).toEqual([true, true]);
    for (const { id, t } of people) expect([id, t.says.length >= 8, t.says.length <= 11]).toEqual([id, true, true]);
  });

  it('names the people whose values come up and the pieces of work in every chat, sets the person’s own values against someone else’s, and chats tersely at times', () => {
    let contrasted = 0;
    for (const { id, t } of people) {
      expect([
        id,
        t.writer.role.length > 0,
        t.writer.manner.length > 0,
        t.writer.settles.length >= 1,
        t.writer.jobs.length >= 2,
      ]).toEqual([id, true, true, true, true]);
      // Each person named and each piece of work asked for is named in a message.
      for (const name of [...t.writer.people, ...t.writer.jobs])
        expect([id, name, t.says.some(([, text]) => inside(text, name))]).toEqual([id, name, true]);
      // A fact of the person's said in the same message as a value that is not theirs.
      if (t.says.some((said) => carries(said) && facts(said).length > 0)) contrasted++;
    }
    expect(contrasted).toBeGreaterThanOrEqual(45);
    for (const lang of LANGS)
      expect([
        lang,
        people.filter(({ t }) => t.lang === lang).flatMap(({ t }) => t.says.filter(([, text]) => terse(text))).length >=
          9,
      ]).toEqual([lang, true]);
  });

  it('settles each value it names step by step: hedges and tried values first, marked as not the person’s, then the settled value', () => {
    let acrossDays = 0;
    const settled: Kind[] = [];
    for (const { id, t } of people) {
      for (const kind of t.writer.settles) {
        // The message that first states the kind: the value settled (live, or later corrected).
        const at = t.says.findIndex(([, , s = {}]) => s[kind] !== undefined);
        expect([id, kind, at > 0]).toEqual([id, kind, true]);
        const before = t.says.slice(0, at);
        const dropped = [...new Set([...before, t.says[at]].flatMap(triedIn))];
        // At least two values hedged on or tried and dropped, one of them before the settling message.
        expect([id, kind, dropped.length >= 2, before.some((said) => triedIn(said).length > 0)]).toEqual([
          id,
          kind,
          true,
          true,
        ]);
        const first = before.find((said) => triedIn(said).length > 0);
        if (first && first[0] < t.says[at][0]) acrossDays++;
        settled.push(kind);
      }
    }
    // Most settle over more than one day; colours most, and names, typefaces and formats too.
    expect(acrossDays).toBeGreaterThanOrEqual(36);
    expect(settled.filter((k) => k === 'colour').length).toBeGreaterThanOrEqual(30);
    for (const kind of ['company', 'font', 'format'] as const)
      expect([kind, settled.filter((k) => k === kind).length >= 6]).toEqual([kind, true]);
  });

  it('says a tried, client’s, friend’s, competitor’s or hypothetical value only in messages marked with them, never as the person’s', () => {
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
      // A friend's or partner's value comes in a message that names them.
      for (const said of t.says.filter(([, , , a]) => a?.partner?.length))
        expect([id, said[1], t.writer.people.some((name) => inside(said[1], name))]).toEqual([id, said[1], true]);
    }
    const others = people.reduce((n, { t }) => n + othersOf(t).length, 0);
    expect(others).toBeGreaterThanOrEqual(108);
    for (const kind of ['client', 'partner', 'unreal'] as const)
      expect([kind, people.filter(({ t }) => t.says.some(([, , , a]) => a?.[kind]?.length)).length >= 12]).toEqual([
        kind,
        true,
      ]);
    expect(people.filter(({ t }) => t.says.some(([, , , a]) => a?.rival?.length)).length).toBeGreaterThanOrEqual(6);
    // Every chat has someone else's value beside the tried ones: a client's, a friend's or partner's, or a competitor's.
    for (const { id, t } of people)
      expect([id, t.says.some(([, , , a]) => !!(a?.client?.length || a?.partner?.length || a?.rival?.length))]).toEqual(
        [id, true],
      );
    // Values not the person's in the same message as a fact or the one-off of the person's.
    const beside = people.flatMap(({ t }) =>
      t.says.filter((said) => carries(said) && (facts(said).length > 0 || said[2]?.oneOff)),
    );
    expect(beside.length).toBeGreaterThanOrEqual(54);
  });

  it('keeps five live facts — the company’s name and colour and the person’s name among them — each with a scope, a house rule and a preference of the person’s alone per language', () => {
    for (const p of people) {
      expect([p.id, liveFactGaps(p)]).toEqual([p.id, []]);
      expect([p.id, Object.keys(p.l.live).length]).toEqual([p.id, 5]);
    }
    expect(people.flatMap(unusualScopes).length).toBeGreaterThanOrEqual(12);
    const scopes = people.flatMap(({ l }) => Object.values(l.scopes));
    expect([scopes.includes('user'), scopes.includes('workspace')]).toEqual([true, true]);
    for (const lang of LANGS) {
      // The thing to avoid made the workspace's by a house rule, once or more in each language.
      expect([
        lang,
        people.some(({ t, l }) => t.lang === lang && l.live.avoid !== undefined && l.scopes.avoid === 'workspace'),
      ]).toEqual([lang, true]);
      // A typeface that is the person's alone, not the business's, once or more in each language.
      expect([
        lang,
        people.some(({ t, l }) => t.lang === lang && l.live.font !== undefined && l.scopes.font === 'user'),
      ]).toEqual([lang, true]);
    }
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
      // The message that states the forgotten value states nothing else and carries no one else's.
      const stating = t.says.filter(([, , s = {}]) => s[t.forget.kind] === t.forget.value);
      expect([id, stating.map((said) => [...Object.keys(said[2] ?? {}), ...othersIn(said[3])])]).toEqual([
        id,
        stating.map(() => [t.forget.kind]),
      ]);
    }
    for (const kind of ['font', 'format', 'avoid'])
      expect([kind, people.filter(({ t }) => t.forget.kind === kind).length]).toEqual([kind, 18]);
  });

  describeOneOffAndChangeChecks(people, { facts, carries });
  describeHarderSetChecks(people, { set: 18, ownOf, othersOf, earlier });
});
