import { fillerNotes, LANGS, VALUES, type Kind } from './harder-people';
import { TRANSCRIPTS } from './harder2-people';
import { buildPeople3, labels, TRANSCRIPTS3 } from './harder3-people';

const lower = (s: string) => s.toLocaleLowerCase();
const inside = (text: string, value: string) => lower(text).includes(lower(value));
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
/** The pieces of a value a question must not name: its words (3+ letters), or for CJK its 3-character runs. */
const pieces = (value: string): string[] =>
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(value)
    ? [...value].map((_, i, cs) => cs.slice(i, i + 3).join('')).filter((p) => [...p].length === 3)
    : value.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3);

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
    for (const { id, t } of people)
      t.says.forEach(([, text, states = {}], n) => {
        for (const value of Object.values(states))
          expect([id, n, value, inside(text, value)]).toEqual([id, n, value, true]);
      });
  });

  it('keeps at least four live facts, the company’s name and colour and the person’s name among them, each with a scope', () => {
    for (const { id, l } of people) {
      const kinds = Object.keys(l.live);
      expect([id, kinds.length >= 4, ['colour', 'company', 'name'].every((k) => kinds.includes(k))]).toEqual([
        id,
        true,
        true,
      ]);
      expect([id, Object.keys(l.scopes).sort()]).toEqual([id, kinds.sort()]);
    }
    // Some facts are not their kind's usual scope: a company rule on format or what to avoid, a personal typeface.
    const unusual = people.flatMap(({ t, l }) => Object.keys(t.scopes ?? {}).filter((k) => k in l.live));
    expect(unusual.length).toBeGreaterThanOrEqual(20);
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
    for (const { id, t, l } of people) {
      const { after, kind, value } = t.forget;
      expect([id, after >= 1 && after <= t.says.length]).toEqual([id, true]);
      expect([id, kind in l.live]).toEqual([id, false]);
      const stating = t.says.flatMap(([, text, states = {}], n) =>
        states[kind] === value ? [{ n, text, states }] : [],
      );
      expect([id, stating.length > 0, stating.every(({ n }) => n < after)]).toEqual([id, true, true]);
      expect([id, t.says.slice(after).some(([, text]) => inside(text, value))]).toEqual([id, false]);
      // The statement's other fact survives the forget only through its other statement.
      for (const { states } of stating) {
        const others = (Object.keys(states) as Array<Kind | 'oneOff'>).filter((k) => k !== kind);
        expect([id, others.length, others.every((k) => l.twice.includes(k as Kind))]).toEqual([id, 1, true]);
      }
    }
    const elsewhere = people.filter(({ t }) => t.forget.saidIn !== t.lang).length;
    expect(elsewhere).toBeGreaterThanOrEqual(20);
  });

  it('says the one-off in a message of its own, and nowhere else', () => {
    for (const { id, t, l } of people) {
      const own = t.says.filter(([, , states = {}]) => states.oneOff);
      expect([id, own.length, Object.keys(own[0][2] ?? {})]).toEqual([id, 1, ['oneOff']]);
      expect([id, t.says.filter(([, text]) => inside(text, l.oneOff)).length]).toEqual([id, 1]);
    }
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
