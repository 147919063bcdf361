import {
  earlierValues,
  forgetGaps,
  inside,
  liveFactGaps,
  namedAnswers,
  nested,
  oneOffGaps,
  unsaid,
  unusualScopes,
} from './harder-checks';
import { fillerNotes, LANGS, type Kind } from './harder-people';
import { labels as labels4, TRANSCRIPTS4 } from './harder4-people';
import { labels as labels5, TRANSCRIPTS5 } from './harder5-people';
import { buildPeople6, labels, othersOf, TRANSCRIPTS6, type Said } from './harder6-people';

// Holds the B11h6 set (feedback on the assistant's drafts: values turned down, a client's values,
// corrections, facts over two messages) to its labels: every label is in the text it claims, and
// nothing the bench counts is said where the labels do not say.

const people = LANGS.flatMap((lang) => TRANSCRIPTS6[lang].map((t, i) => ({ id: `${lang}-${i}`, t, l: labels(t) })));
/** The person's own values: live, replaced, forgotten, one-off, the agent's guess. */
const ownOf = ({ t, l }: (typeof people)[number]) => [
  ...Object.values(l.live),
  ...l.replaced.map((r) => r.value),
  t.forget.value,
  l.oneOff,
  t.guess,
];
/** Every value B11h–B11h5 label, lower-cased: the shared checks' B11h–B11h3, and B11h4's and B11h5's read the same way. */
const earlier = new Set([
  ...earlierValues(),
  ...[...Object.values(TRANSCRIPTS4).flat().map(labels4), ...Object.values(TRANSCRIPTS5).flat().map(labels5)]
    .flatMap((l) => [...Object.values(l.live), ...l.replaced.map((r) => r.value), l.oneOff])
    .map((v) => v.toLocaleLowerCase()),
  ...[...Object.values(TRANSCRIPTS4).flat(), ...Object.values(TRANSCRIPTS5).flat()]
    .flatMap((t) => [t.forget.value, t.guess])
    .map((v) => v.toLocaleLowerCase()),
]);

describe('B11h6, the sixth harder memory set (feedback on the assistant’s drafts)', () => {
  it('has 9 people in each of the six languages, in the runner’s shape, every turn the person’s own', () => {
    for (const lang of LANGS) expect([lang, TRANSCRIPTS6[lang].length]).toEqual([lang, 9]);
    const built = buildPeople6();
    expect(built).toHaveLength(54);
    expect(new Set(built.map((p) => p.userId)).size).toBe(54);
    expect(built.flatMap((p) => p.turns.filter((turn) => 'by' in turn))).toEqual([]);
  });

  it('answers a draft in each of three tasks, turns a value of a draft down and works on a draft for someone else', () => {
    for (const { id, t } of people) {
      const tasks = t.says.map(([task]) => task);
      expect([id, t.says.length >= 7, [...new Set(tasks)], [...tasks].sort()]).toEqual([id, true, [1, 2, 3], tasks]);
      for (const task of [1, 2, 3])
        expect([id, task, t.says.some(([n, , , a]) => n === task && a?.asked)]).toEqual([id, task, true]);
      expect([id, t.says.some(([, , , a]) => a?.rejects), t.says.some(([, , , a]) => a?.client)]).toEqual([
        id,
        true,
        true,
      ]);
    }
    expect(people.filter(({ t }) => t.says.some(([, , , a]) => a?.mixed)).length).toBeGreaterThanOrEqual(15);
  });

  it('puts every labelled value inside the text of the message that states it', () => {
    for (const p of people) expect([p.id, unsaid(p)]).toEqual([p.id, []]);
  });

  it('says a value turned down or a client’s only in messages stating nothing of the person’s, marked with it', () => {
    for (const { id, t } of people) {
      const theirs = othersOf(t);
      expect([id, theirs.length >= 2]).toEqual([id, true]);
      for (const value of theirs) {
        const naming = t.says.filter(([, text]) => inside(text, value));
        const marked = ([, , states, aside]: Said) =>
          othersOf({ ...t, says: [[1, '', {}, aside]] }).includes(value) && Object.keys(states ?? {}).length === 0;
        expect([id, value, naming.length > 0 && naming.every(marked)]).toEqual([id, value, true]);
      }
    }
  });

  it('says, in the message after a value turned down, what it should be', () => {
    for (const { id, t } of people)
      t.says.forEach(([, , , a], n) => {
        for (const [kind, wrong] of Object.entries(a?.rejects ?? {}) as Array<[Kind, string]>) {
          const next = t.says[n + 1]?.[2]?.[kind];
          expect([id, n, kind, !!next && next !== wrong]).toEqual([id, n, kind, true]);
        }
      });
  });

  it('keeps at least four live facts, the company’s name and colour and the person’s name among them, each with a scope', () => {
    for (const p of people) expect([p.id, liveFactGaps(p)]).toEqual([p.id, []]);
    // A house rule on format or on what to avoid is the workspace's; a typeface that is "just my taste" the person's.
    expect(people.flatMap(unusualScopes).length).toBeGreaterThanOrEqual(15);
  });

  it('replaces one value per person and says a live fact twice', () => {
    for (const { id, l } of people) {
      expect([id, l.replaced.length]).toEqual([id, 1]);
      expect([id, Object.values(l.live).some((v) => inside(v, l.replaced[0].value))]).toEqual([id, false]);
      expect([id, l.twice.length > 0]).toEqual([id, true]);
    }
    expect(new Set(people.map(({ l }) => l.replaced[0].kind)).size).toBeGreaterThanOrEqual(4);
  });

  it('forgets a value stated before the forget and never after, whose message states no fact that is not said again', () => {
    for (const p of people) expect([p.id, forgetGaps(p)]).toEqual([p.id, []]);
    expect(people.filter(({ t }) => t.forget.saidIn !== t.lang).length).toBeGreaterThanOrEqual(30);
    expect(new Set(people.map(({ t }) => t.forget.kind))).toEqual(new Set(['font', 'format', 'avoid']));
  });

  it('says the one-off in a message of its own, and nowhere else', () => {
    for (const p of people) expect([p.id, oneOffGaps(p)]).toEqual([p.id, []]);
  });

  it('never says the guess, and keeps every value apart from the person’s other values and their filler', () => {
    for (const p of people) {
      const values = [...ownOf(p), ...othersOf(p.t)];
      const filler = JSON.stringify(fillerNotes(`b11h6-${p.id}`, 20));
      expect([p.id, p.t.says.filter(([, text]) => inside(text, p.t.guess)).length]).toEqual([p.id, 0]);
      expect([p.id, nested(values), values.filter((v) => inside(filler, v))]).toEqual([p.id, [], []]);
    }
  });

  it('uses no value of B11h–B11h5', () => {
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
