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
import { buildPeople5, labels, othersOf, TRANSCRIPTS5 } from './harder5-people';

// Holds the B11h5 set (retrospectives in voice notes, a handover to a new colleague who corrects a
// house fact, quoted text with others' values) to its labels: every label is in the text it claims,
// and nothing the bench counts is said where the labels do not say.

const people = LANGS.flatMap((lang) => TRANSCRIPTS5[lang].map((t, i) => ({ id: `${lang}-${i}`, t, l: labels(t) })));
/** The person's own values: live, replaced (taken back in a voice note or later), forgotten, one-off, the agent's guess. */
const ownOf = ({ t, l }: (typeof people)[number]) => [
  ...Object.values(l.live),
  ...l.replaced.map((r) => r.value),
  t.forget.value,
  l.oneOff,
  t.guess,
];
/** Every value B11h–B11h4 label, lower-cased: the shared checks' B11h–B11h3, and B11h4's read the same way. */
const earlier = new Set([
  ...earlierValues(),
  ...Object.values(TRANSCRIPTS4)
    .flat()
    .flatMap((t) => {
      const l = labels4(t);
      return [...Object.values(l.live), ...l.replaced.map((r) => r.value), t.forget.value, l.oneOff, t.guess];
    })
    .map((v) => v.toLocaleLowerCase()),
]);

describe('B11h5, the fifth harder memory set (retrospectives in voice notes, a handover to a new colleague)', () => {
  it('has 10 people in each of the six languages, in the runner’s shape, the colleague’s turn under their own id', () => {
    for (const lang of LANGS) expect([lang, TRANSCRIPTS5[lang].length]).toEqual([lang, 10]);
    const built = buildPeople5();
    expect(built).toHaveLength(60);
    expect(new Set(built.map((p) => p.userId)).size).toBe(60);
    for (const p of built)
      expect([p.userId, p.turns.filter((turn) => turn.by).map((turn) => turn.by)]).toEqual([
        p.userId,
        [`${p.userId}-mate`],
      ]);
  });

  it('looks back in task 1 (in voice notes, quoting someone), hands over in task 2 (the colleague writes once), works on in task 3', () => {
    for (const { id, t } of people) {
      const at = (task: number) => t.says.filter(([n]) => n === task);
      expect([id, t.says.length >= 7, [...new Set(t.says.map(([task]) => task))]]).toEqual([id, true, [1, 2, 3]]);
      expect([id, at(1).some(([, , , a]) => a?.voice)]).toEqual([id, true]);
      expect([id, t.says.filter(([, , , a]) => a?.quoted).map(([task]) => task)]).toEqual([id, [1]]);
      expect([id, t.says.filter(([, , , a]) => a?.by).map(([task]) => task)]).toEqual([id, [2]]);
      expect([id, at(3).some(([, , s]) => s?.oneOff)]).toEqual([id, true]);
    }
  });

  it('puts every labelled value inside the text of the message that states it, a value taken back before the one that stands', () => {
    for (const p of people) expect([p.id, unsaid(p)]).toEqual([p.id, []]);
    for (const { id, t } of people)
      for (const [, text, states = {}, aside] of t.says)
        for (const [kind, was] of Object.entries(aside?.was ?? {}) as Array<[Kind, string]>) {
          const now = states[kind] ?? '';
          expect([id, was, inside(text, was) && inside(text, now) && text.indexOf(was) < text.indexOf(now)]).toEqual([
            id,
            was,
            true,
          ]);
        }
  });

  it('keeps others’ values (quoted) out of the person’s own statements, and the colleague to the handover', () => {
    for (const { id, t } of people) {
      const quoted = othersOf(t);
      expect([id, quoted.length >= 2]).toEqual([id, true]);
      for (const value of quoted)
        expect([
          id,
          value,
          t.says.filter(([, text]) => inside(text, value)).map(([, , s, a]) => [!!a?.quoted, Object.keys(s ?? {})]),
        ]).toEqual([id, value, [[true, []]]]);
      // The colleague is named only while the work is handed over, never in the retrospective or the next job.
      expect([id, t.says.filter(([task, text]) => task !== 2 && inside(text, t.mate)).length]).toEqual([id, 0]);
    }
  });

  it('keeps at least four live facts, the company’s name and colour and the person’s name among them, each with a scope', () => {
    for (const p of people) expect([p.id, liveFactGaps(p)]).toEqual([p.id, []]);
    // A house rule on format or on what to avoid is the workspace's; a typeface that is "just my habit" the person's.
    expect(people.flatMap(unusualScopes).length).toBeGreaterThanOrEqual(20);
  });

  it('replaces one value per person — taken back in a voice note, corrected by the colleague or later — and says a live fact twice', () => {
    const how = { voice: 0, mate: 0, later: 0 };
    for (const { id, t, l } of people) {
      expect([id, l.replaced.length]).toEqual([id, 1]);
      const [r] = l.replaced;
      expect([id, Object.values(l.live).some((v) => inside(v, r.value))]).toEqual([id, false]);
      expect([id, l.twice.length > 0]).toEqual([id, true]);
      // The colleague corrects a house fact only: the workspace's, never the person's own.
      if (r.by) expect([id, r.kind, l.scopes[r.kind]]).toEqual([id, r.kind, 'workspace']);
      const takenBack = t.says.some(([, , , a]) => a?.was?.[r.kind] === r.value);
      how[takenBack ? 'voice' : r.by ? 'mate' : 'later']++;
    }
    expect(Object.values(how).every((n) => n >= 15)).toBe(true);
    expect(new Set(people.map(({ l }) => l.replaced[0].kind)).size).toBeGreaterThanOrEqual(4);
  });

  it('forgets a value stated before the forget and never after, whose message states no fact that is not said again', () => {
    for (const p of people) expect([p.id, forgetGaps(p)]).toEqual([p.id, []]);
    expect(people.filter(({ t }) => t.forget.saidIn !== t.lang).length).toBeGreaterThanOrEqual(20);
    expect(new Set(people.map(({ t }) => t.forget.kind))).toEqual(new Set(['font', 'format', 'avoid']));
  });

  it('says the one-off in a message of its own, and nowhere else', () => {
    for (const p of people) expect([p.id, oneOffGaps(p)]).toEqual([p.id, []]);
  });

  it('never says the guess, and keeps every value apart from the person’s other values and their filler', () => {
    for (const p of people) {
      const values = [...ownOf(p), ...othersOf(p.t), p.t.mate];
      const filler = JSON.stringify(fillerNotes(`b11h5-${p.id}`, 20));
      expect([p.id, p.t.says.filter(([, text]) => inside(text, p.t.guess)).length]).toEqual([p.id, 0]);
      expect([p.id, nested(values), values.filter((v) => inside(filler, v))]).toEqual([p.id, [], []]);
    }
  });

  it('uses no value of B11h, B11h2, B11h3 or B11h4', () => {
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
