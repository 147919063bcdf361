import { forgetGaps, inside, liveFactGaps, unusualScopes } from './harder-checks';
import { valuesBefore } from './harder-earlier';
import { LANGS } from './harder-people';
import { describeHarderSetChecks, describeOneOffAndChangeChecks } from './harder-set-checks';
import { buildPeople17, labels, othersIn, othersOf, TRANSCRIPTS17, type Said } from './harder17-people';

// Holds the B11h17 set (a small team sharing one workspace, each member writing in turn: the person's
// own and the business's values, a teammate's wish relayed and not adopted, a team decision passed on,
// a preference of the person's alone, a client's, competitor's or hypothetical's values) to its
// labels: every label is in the text it claims, every chat names the teammates and the pieces of work
// and sets the person's own values against someone else's, the replaced value is said on an earlier
// day than its successor, the values not the person's are marked as such, and nothing the bench
// counts is said where the labels do not say.

const people = LANGS.flatMap((lang) => TRANSCRIPTS17[lang].map((t, i) => ({ id: `${lang}-${i}`, t, l: labels(t) })));
/** The person's own values: live, replaced, forgotten, one-offs, the agent's guess. */
const ownOf = ({ t, l }: (typeof people)[number]) => [
  ...Object.values(l.live),
  ...l.replaced.map((r) => r.value),
  t.forget.value,
  ...l.oneOffs,
  t.guess,
];
/** Every value B11h–B11h16 label, lower-cased: the shared checks' B11h–B11h3, and B11h4's to B11h16's read the same way. */
const earlier = valuesBefore(17);
/** The person's facts a message states (not the one-off). */
const facts = ([, , states = {}]: Said) => Object.keys(states).filter((k) => k !== 'oneOff');
/** A message carrying values that are not the person's. */
const carries = ([, , , aside]: Said) => othersIn(aside).length > 0;
/** A message of a few words: a terse answer, a thanks, a greeting. */
const terse = (text: string) => [...text].length <= 60;

describe('B11h17, the seventeenth harder memory set (a small team sharing one workspace, each member writing in turn)', () => {
  it('has 9 people writing each of the six languages, in the runner’s shape, every turn the person’s own', () => {
    for (const lang of LANGS) expect([lang, TRANSCRIPTS17[lang].length]).toEqual([lang, 9]);
    const built = buildPeople17();
    expect(built).toHaveLength(54);
    expect(new Set(built.map((p) => p.userId)).size).toBe(54);
    expect(built.flatMap((p) => p.turns.filter((turn) => 'by' in turn))).toEqual([]);
    const messages = people.reduce((n, { t }) => n + t.says.length, 0);
    expect([messages >= 324, messages <= 486]).toEqual([true, true]);
    for (const { id, t } of people) expect([id, t.says.length >= 6, t.says.length <= 9]).toEqual([id, true, true]);
  });

  it('names the teammates and the pieces of work in every chat, sets the person’s own values against someone else’s, and chats tersely at times', () => {
    let contrasted = 0;
    for (const { id, t } of people) {
      expect([
        id,
        t.writer.role.length > 0,
        t.writer.manner.length > 0,
        t.writer.team.length >= 1,
        t.writer.jobs.length >= 2,
      ]).toEqual([id, true, true, true, true]);
      // Each teammate and each piece of work asked for is named in a message.
      for (const name of [...t.writer.team, ...t.writer.jobs])
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

  it('says a teammate’s, client’s, competitor’s or hypothetical value only in messages marked with them, never as the person’s', () => {
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
      // A teammate's value comes in a message that names a teammate.
      for (const said of t.says.filter(([, , , a]) => a?.partner?.length))
        expect([id, said[1], t.writer.team.some((name) => inside(said[1], name))]).toEqual([id, said[1], true]);
    }
    const others = people.reduce((n, { t }) => n + othersOf(t).length, 0);
    expect(others).toBeGreaterThanOrEqual(54);
    for (const kind of ['client', 'partner'] as const)
      expect([kind, people.filter(({ t }) => t.says.some(([, , , a]) => a?.[kind]?.length)).length >= 12]).toEqual([
        kind,
        true,
      ]);
    for (const kind of ['rival', 'unreal'] as const)
      expect([kind, people.filter(({ t }) => t.says.some(([, , , a]) => a?.[kind]?.length)).length >= 6]).toEqual([
        kind,
        true,
      ]);
    // Values not the person's in the same message as a fact or the one-off of the person's.
    const beside = people.flatMap(({ t }) =>
      t.says.filter((said) => carries(said) && (facts(said).length > 0 || said[2]?.oneOff)),
    );
    expect(beside.length).toBeGreaterThanOrEqual(36);
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
  describeHarderSetChecks(people, { set: 17, ownOf, othersOf, earlier });
});
