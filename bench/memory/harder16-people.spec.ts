import { earlierValues, forgetGaps, inside, liveFactGaps, unusualScopes } from './harder-checks';
import { LANGS } from './harder-people';
import { describeHarderSetChecks, describeOneOffAndChangeChecks } from './harder-set-checks';
import { labels as labels10, TRANSCRIPTS10 } from './harder10-people';
import { labels as labels11, TRANSCRIPTS11 } from './harder11-people';
import { labels as labels12, TRANSCRIPTS12 } from './harder12-people';
import { labels as labels13, TRANSCRIPTS13 } from './harder13-people';
import { labels as labels14, TRANSCRIPTS14 } from './harder14-people';
import { labels as labels15, TRANSCRIPTS15 } from './harder15-people';
import { buildPeople16, labels, othersIn, othersOf, TRANSCRIPTS16, type Said } from './harder16-people';
import { labels as labels4, TRANSCRIPTS4 } from './harder4-people';
import { labels as labels5, TRANSCRIPTS5 } from './harder5-people';
import { labels as labels6, TRANSCRIPTS6 } from './harder6-people';
import { labels as labels7, TRANSCRIPTS7 } from './harder7-people';
import { labels as labels8, TRANSCRIPTS8 } from './harder8-people';
import { labels as labels9, TRANSCRIPTS9 } from './harder9-people';

// Holds the B11h16 set (facts said in passing inside work requests, set against a client's, a
// colleague's, a neighbour's or a hypothetical's values, with a one-off for one piece and a value
// corrected in a later request) to its labels: every label is in the text it claims, every chat asks
// for pieces of work and sets the person's own values against someone else's, the replaced value is
// said on an earlier day than its successor, the values not the person's are marked as such, and
// nothing the bench counts is said where the labels do not say.

const people = LANGS.flatMap((lang) => TRANSCRIPTS16[lang].map((t, i) => ({ id: `${lang}-${i}`, t, l: labels(t) })));
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
  TRANSCRIPTS15,
].map((s) => Object.values(s).flat());
/** Every value B11h–B11h15 label, lower-cased: the shared checks' B11h–B11h3, and B11h4's to B11h15's read the same way. */
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
    ...Object.values(TRANSCRIPTS15).flat().map(labels15),
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
    ...Object.values(TRANSCRIPTS15).flat().map(labels15),
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
/** A message of a few words: a terse answer, a thanks, a greeting. */
const terse = (text: string) => [...text].length <= 60;

describe('B11h16, the sixteenth harder memory set (facts said in passing inside work requests, by contrast)', () => {
  it('has 9 people writing each of the six languages, in the runner’s shape, every turn the person’s own', () => {
    for (const lang of LANGS) expect([lang, TRANSCRIPTS16[lang].length]).toEqual([lang, 9]);
    const built = buildPeople16();
    expect(built).toHaveLength(54);
    expect(new Set(built.map((p) => p.userId)).size).toBe(54);
    expect(built.flatMap((p) => p.turns.filter((turn) => 'by' in turn))).toEqual([]);
    const messages = people.reduce((n, { t }) => n + t.says.length, 0);
    expect([messages >= 324, messages <= 486]).toEqual([true, true]);
    for (const { id, t } of people) expect([id, t.says.length >= 6, t.says.length <= 9]).toEqual([id, true, true]);
  });

  it('asks for pieces of work in every chat, sets the person’s own values against someone else’s, and chats tersely at times', () => {
    let contrasted = 0;
    for (const { id, t } of people) {
      expect([id, t.writer.role.length > 0, t.writer.manner.length > 0, t.writer.jobs.length >= 2]).toEqual([
        id,
        true,
        true,
        true,
      ]);
      // Each piece of work asked for is named in a message.
      for (const job of t.writer.jobs)
        expect([id, job, t.says.some(([, text]) => inside(text, job))]).toEqual([id, job, true]);
      // A fact of the person's said in the same request as a value that is not theirs.
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

  it('says a client’s, colleague’s, neighbour’s or hypothetical value only in messages marked with them, never as the person’s', () => {
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
    for (const kind of ['rival', 'unreal'] as const)
      expect([kind, people.filter(({ t }) => t.says.some(([, , , a]) => a?.[kind]?.length)).length >= 6]).toEqual([
        kind,
        true,
      ]);
    // Values not the person's in the same request as a fact or the one-off of the person's.
    const beside = people.flatMap(({ t }) =>
      t.says.filter((said) => carries(said) && (facts(said).length > 0 || said[2]?.oneOff)),
    );
    expect(beside.length).toBeGreaterThanOrEqual(36);
  });

  it('keeps five live facts — the company’s name and colour and the person’s name among them — each with a scope, and a house rule per language', () => {
    for (const p of people) {
      expect([p.id, liveFactGaps(p)]).toEqual([p.id, []]);
      expect([p.id, Object.keys(p.l.live).length]).toEqual([p.id, 5]);
    }
    expect(people.flatMap(unusualScopes).length).toBeGreaterThanOrEqual(6);
    const scopes = people.flatMap(({ l }) => Object.values(l.scopes));
    expect([scopes.includes('user'), scopes.includes('workspace')]).toEqual([true, true]);
    // The thing to avoid made the workspace's by a house rule, once or more in each language.
    for (const lang of LANGS)
      expect([
        lang,
        people.some(({ t, l }) => t.lang === lang && l.live.avoid !== undefined && l.scopes.avoid === 'workspace'),
      ]).toEqual([lang, true]);
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

  describeOneOffAndChangeChecks(people, { facts, carries, correctedIn: 'in a later request' });
  describeHarderSetChecks(people, { set: 16, ownOf, othersOf, earlier });
});
