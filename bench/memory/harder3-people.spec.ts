import { forgetGaps, inside, liveFactGaps, lower, oneOffGaps, pieces, unsaid, unusualScopes } from './harder-checks';
import { fillerNotes, LANGS, VALUES, type Kind } from './harder-people';
import { TRANSCRIPTS } from './harder2-people';
import { buildPeople3, labels, TRANSCRIPTS3 } from './harder3-people';

const people = LANGS.flatMap((lang) => TRANSCRIPTS3[lang].map((t, i) => ({ id: `${lang}-${i}`, t, l: labels(t) })));
/** Every value a session labels: live, replaced, forgotten, one-off, the teammate's name, the guess. */
const valuesOf = ({ t, l }: (typeof people)[number]) => [
  ...Object.values(l.live),
  ...l.replaced.map((r) => r.value),
  t.forget.value,
  l.oneOff,
  t.mate,
  t.guess,
];
describe('B11h3, the third harder memory set (long sessions with a teammate)', () => {
  it('has 10 people in each of the six languages, in the runner’s shape', () => {
    for (const lang of LANGS) expect([lang, TRANSCRIPTS3[lang].length]).toEqual([lang, 10]);
    const built = buildPeople3();
    expect(built).toHaveLength(60);
    expect(new Set(built.map((p) => p.userId)).size).toBe(60);
  });

  it('writes each session over three tasks, with an answer to the assistant and a teammate’s message naming them', () => {
    for (const { id, t } of people) {
      expect([id, t.says.length >= 7, [...new Set(t.says.map(([task]) => task))].sort()]).toEqual([
        id,
        true,
        [1, 2, 3],
      ]);
      expect([id, t.says.some(([, , , a]) => a?.asked)]).toEqual([id, true]);
      const mates = t.says.filter(([, , , a]) => a?.by === 'mate');
      expect([id, mates.length > 0, mates.some(([, text]) => inside(text, t.mate))]).toEqual([id, true, true]);
      expect([id, t.says.some(([, text, , a]) => a?.by !== 'mate' && inside(text, t.mate))]).toEqual([id, false]);
    }
  });

  it('puts every labelled value inside the text of the message that states it', () => {
    for (const p of people) expect([p.id, unsaid(p)]).toEqual([p.id, []]);
  });

  it('keeps at least four live facts, the company’s name and colour and the person’s name among them, each with a scope', () => {
    for (const p of people) expect([p.id, liveFactGaps(p)]).toEqual([p.id, []]);
    // Some facts are not their kind's usual scope: a company rule on format or what to avoid, a personal typeface.
    expect(people.flatMap(unusualScopes).length).toBeGreaterThanOrEqual(20);
  });

  it('replaces one value per person, said before its correction, by the teammate for about half', () => {
    for (const { id, l } of people) {
      expect([id, l.replaced.length]).toEqual([id, 1]);
      expect([id, Object.values(l.live).some((v) => inside(v, l.replaced[0].value))]).toEqual([id, false]);
    }
    const byMate = people.filter(({ l }) => l.replaced[0].by === 'mate').length;
    expect(byMate).toBeGreaterThanOrEqual(25);
    expect(byMate).toBeLessThanOrEqual(35);
  });

  it('forgets a value stated before the forget and never after, in a message it shares with a live fact stated again elsewhere', () => {
    for (const p of people) expect([p.id, forgetGaps(p, 1)]).toEqual([p.id, []]);
    const elsewhere = people.filter(({ t }) => t.forget.saidIn !== t.lang).length;
    expect(elsewhere).toBeGreaterThanOrEqual(20);
  });

  it('says the one-off in a message of its own, and nowhere else', () => {
    for (const p of people) expect([p.id, oneOffGaps(p)]).toEqual([p.id, []]);
  });

  it('never says the guess, and keeps every value apart from the person’s other values and their filler', () => {
    for (const p of people) {
      const { id, t } = p;
      expect([id, t.says.some(([, text]) => inside(text, t.guess))]).toEqual([id, false]);
      const values = valuesOf(p);
      for (const a of values)
        for (const b of values) if (a !== b) expect([id, a, b, inside(a, b)]).toEqual([id, a, b, false]);
      const filler = JSON.stringify(fillerNotes(`b11h3-${id}`, 20));
      for (const v of values) expect([id, v, inside(filler, v)]).toEqual([id, v, false]);
    }
  });

  it('uses no value of B11h or B11h2', () => {
    const earlier = new Set(
      [
        ...Object.values(VALUES).flatMap((pools) => Object.values(pools).flat()),
        ...Object.values(TRANSCRIPTS)
          .flat()
          .flatMap((t) => t.says.flatMap(([, , states = {}]) => Object.values(states))),
      ].map(lower),
    );
    expect(
      people.flatMap((p) =>
        valuesOf(p)
          .filter((v) => earlier.has(lower(v)))
          .map((v) => `${p.id}: ${v}`),
      ),
    ).toEqual([]);
  });

  it('asks a later question per live fact and for the forgotten one, naming neither the value nor a piece of it', () => {
    const named: string[] = [];
    for (const { id, t, l } of people) {
      expect([id, Object.keys(t.ask).sort()]).toEqual([id, [...Object.keys(l.live), t.forget.kind].sort()]);
      for (const [kind, question] of Object.entries(t.ask) as Array<[Kind, string]>) {
        const value = kind === t.forget.kind ? t.forget.value : (l.live[kind] as string);
        for (const piece of [value, ...pieces(value)])
          if (inside(question, piece)) named.push(`${id} ${kind}: ${piece}`);
      }
    }
    expect(named).toEqual([]);
  });
});
