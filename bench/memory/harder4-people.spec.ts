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
import { buildPeople4, labels, othersOf, TRANSCRIPTS4 } from './harder4-people';

// Holds the B11h4 set (onboarding answers, pasted text with others' values) to its labels: every
// label is in the text it claims, and nothing the bench counts is said where the labels do not say.

const people = LANGS.flatMap((lang) => TRANSCRIPTS4[lang].map((t, i) => ({ id: `${lang}-${i}`, t, l: labels(t) })));
/** The person's own values: live, replaced, forgotten, one-off, and the agent's guess. */
const ownOf = ({ t, l }: (typeof people)[number]) => [
  ...Object.values(l.live),
  ...l.replaced.map((r) => r.value),
  t.forget.value,
  l.oneOff,
  t.guess,
];

describe('B11h4, the fourth harder memory set (onboarding interviews, pasted text)', () => {
  it('has 10 people in each of the six languages, in the runner’s shape, with the others’ values beside them', () => {
    for (const lang of LANGS) expect([lang, TRANSCRIPTS4[lang].length]).toEqual([lang, 10]);
    const built = buildPeople4();
    expect(built).toHaveLength(60);
    expect(new Set(built.map((p) => p.userId)).size).toBe(60);
    expect(built.filter((p) => p.others?.length).length).toBe(people.filter(({ t }) => othersOf(t).length).length);
  });

  it('onboards each person in task 1 (three answers or more), then one pasted message in task 2, then work in task 3', () => {
    for (const { id, t } of people) {
      const tasks = [...new Set(t.says.map(([task]) => task))].sort();
      const answers = t.says.filter(([, , , a]) => a?.asked);
      const pasted = t.says.filter(([, , , a]) => a?.pasted);
      expect([id, t.says.length >= 7, tasks]).toEqual([id, true, [1, 2, 3]]);
      expect([id, answers.length >= 3, answers.every(([task]) => task === 1)]).toEqual([id, true, true]);
      expect([id, pasted.map(([task]) => task)]).toEqual([id, [2]]);
    }
    const kinds = people.map(({ t }) => t.says.find(([, , , a]) => a?.pasted)?.[3]?.pasted);
    for (const kind of ['signature', 'brand sheet', 'brief', 'email'] as const)
      expect([kind, kinds.filter((k) => k === kind).length >= 10]).toEqual([kind, true]);
  });

  it('puts every labelled value of the person’s inside the text of the message that states it', () => {
    for (const p of people) expect([p.id, unsaid(p)]).toEqual([p.id, []]);
  });

  it('keeps others’ values (a client’s, a supplier’s) in the pasted text only, for 20 people or more', () => {
    const withOthers = people.filter(({ t }) => othersOf(t).length > 0);
    expect(withOthers.length).toBeGreaterThanOrEqual(20);
    for (const { id, t } of withOthers)
      for (const value of othersOf(t))
        expect([id, value, t.says.filter(([, text]) => inside(text, value)).map(([, , , a]) => a?.pasted)]).toEqual([
          id,
          value,
          [expect.stringMatching(/brief|email/)],
        ]);
  });

  it('keeps at least four live facts, the company’s name and colour and the person’s name among them, each with a scope', () => {
    for (const p of people) expect([p.id, liveFactGaps(p)]).toEqual([p.id, []]);
    // A house rule on format or on what to avoid is the workspace's, not the person's taste.
    expect(people.flatMap(unusualScopes).length).toBeGreaterThanOrEqual(20);
  });

  it('corrects one value per person mid-conversation, of four kinds or more, and states a live fact twice', () => {
    for (const { id, l } of people) {
      expect([id, l.replaced.length]).toEqual([id, 1]);
      expect([id, Object.values(l.live).some((v) => inside(v, l.replaced[0].value))]).toEqual([id, false]);
      expect([id, l.twice.length > 0]).toEqual([id, true]);
    }
    expect(new Set(people.map(({ l }) => l.replaced[0].kind)).size).toBeGreaterThanOrEqual(4);
  });

  it('forgets a value stated before the forget and never after, whose message states no fact that is not said again', () => {
    for (const p of people) expect([p.id, forgetGaps(p)]).toEqual([p.id, []]);
    expect(people.filter(({ t }) => t.forget.saidIn !== t.lang).length).toBeGreaterThanOrEqual(20);
  });

  it('says the one-off in a message of its own, and nowhere else', () => {
    for (const p of people) expect([p.id, oneOffGaps(p)]).toEqual([p.id, []]);
  });

  it('never says the guess, and keeps every value apart from the person’s other values and their filler', () => {
    for (const p of people) {
      const values = [...ownOf(p), ...othersOf(p.t)];
      const filler = JSON.stringify(fillerNotes(`b11h4-${p.id}`, 20));
      expect([p.id, p.t.says.filter(([, text]) => inside(text, p.t.guess)).length]).toEqual([p.id, 0]);
      expect([p.id, nested(values), values.filter((v) => inside(filler, v))]).toEqual([p.id, [], []]);
    }
  });

  it('uses no value of B11h, B11h2 or B11h3', () => {
    const earlier = earlierValues();
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
