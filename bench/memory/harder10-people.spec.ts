import {
  earlierValues,
  forgetGaps,
  inside,
  liveFactGaps,
  namedAnswers,
  nested,
  unsaid,
  unusualScopes,
} from './harder-checks';
import { fillerNotes, LANGS, type Kind, type Lang } from './harder-people';
import { buildPeople10, labels, othersIn, othersOf, TRANSCRIPTS10, type Said } from './harder10-people';
import { labels as labels4, TRANSCRIPTS4 } from './harder4-people';
import { labels as labels5, TRANSCRIPTS5 } from './harder5-people';
import { labels as labels6, TRANSCRIPTS6 } from './harder6-people';
import { labels as labels7, TRANSCRIPTS7 } from './harder7-people';
import { labels as labels8, TRANSCRIPTS8 } from './harder8-people';
import { labels as labels9, TRANSCRIPTS9 } from './harder9-people';

// Holds the B11h10 set (voice notes a phone's speech-to-text wrote down) to its labels: every label
// is in the text it claims, every note is dictated and reads so, a value taken back mid-sentence or
// said by someone else in the room rides beside the facts, and nothing the bench counts is said
// where the labels do not say.

const people = LANGS.flatMap((lang) => TRANSCRIPTS10[lang].map((t, i) => ({ id: `${lang}-${i}`, t, l: labels(t) })));
/** The person's own values: live, replaced, forgotten, one-offs, the agent's guess. */
const ownOf = ({ t, l }: (typeof people)[number]) => [
  ...Object.values(l.live),
  ...l.replaced.map((r) => r.value),
  t.forget.value,
  ...l.oneOffs,
  t.guess,
];
/** Every value B11h–B11h9 label, lower-cased: the shared checks' B11h–B11h3, and B11h4's to B11h9's read the same way. */
const earlier = new Set([
  ...earlierValues(),
  ...[
    ...Object.values(TRANSCRIPTS4).flat().map(labels4),
    ...Object.values(TRANSCRIPTS5).flat().map(labels5),
    ...Object.values(TRANSCRIPTS6).flat().map(labels6),
    ...Object.values(TRANSCRIPTS7).flat().map(labels7),
    ...Object.values(TRANSCRIPTS8).flat().map(labels8),
    ...Object.values(TRANSCRIPTS9).flat().map(labels9),
  ]
    .flatMap((l) => [...Object.values(l.live), ...l.replaced.map((r) => r.value), l.oneOff])
    .map((v) => v.toLocaleLowerCase()),
  ...[...Object.values(TRANSCRIPTS8).flat().map(labels8), ...Object.values(TRANSCRIPTS9).flat().map(labels9)].flatMap(
    (l) => l.oneOffs.map((v) => v.toLocaleLowerCase()),
  ),
  ...[
    ...Object.values(TRANSCRIPTS4).flat(),
    ...Object.values(TRANSCRIPTS5).flat(),
    ...Object.values(TRANSCRIPTS6).flat(),
    ...Object.values(TRANSCRIPTS7).flat(),
    ...Object.values(TRANSCRIPTS8).flat(),
    ...Object.values(TRANSCRIPTS9).flat(),
  ]
    .flatMap((t) => [t.forget.value, t.guess])
    .map((v) => v.toLocaleLowerCase()),
]);
/** The person's facts a note states (not the one-off). */
const facts = ([, , states = {}]: Said) => Object.keys(states).filter((k) => k !== 'oneOff');
/** A note carrying values that are not the person's. */
const carries = ([, , , aside]: Said) => othersIn(aside).length > 0;
/** What dictation leaves in a note: a filler word of the language, or a spoken correction ("no sorry", "不对"). */
const SPOKEN: Record<Lang, RegExp> = {
  en: /(?<!\p{L})(um|uh|so yeah|yeah|like|ok|oh|right|actually|haha|lol|no sorry|hold on|no wait|or no|no not|anyway)(?!\p{L})/iu,
  es: /(?<!\p{L})(eh|este|o sea|bueno|pues|vale|oye|mira|che|viste|ya|jaja|cachai|nomás|porfa|parce|no perdona|no espera|no perdón|digo|no no|qué digo|no mentiras)(?!\p{L})/iu,
  de: /(?<!\p{L})(ähm|äh|also|halt|quasi|ja|nee|ach so|haha|komma|punkt|übrigens|sorry|nein moment|nee quatsch|genau|na ja|sozusagen)(?!\p{L})/iu,
  ru: /(?<!\p{L})(ну|короче|типа|это самое|э-э|ой|блин|слушай|ха|вот|ой нет|то есть|как его|ага|в общем|кстати)(?!\p{L})/iu,
  zh: /(那个|就是|嗯|不对|然后|哈哈|啊|吧|就这|那种|的话|呃|反正)/u,
  ja: /(えーと|えっと|あの|あー|あっ|なんか|まあ|笑|すみません|やっぱり|ですね|じゃなくて|あ違う|いや|ええと)/u,
};

describe('B11h10, the tenth harder memory set (voice notes written down by speech-to-text)', () => {
  it('has 9 people in each of the six languages, in the runner’s shape, every turn the person’s own', () => {
    for (const lang of LANGS) expect([lang, TRANSCRIPTS10[lang].length]).toEqual([lang, 9]);
    const built = buildPeople10();
    expect(built).toHaveLength(54);
    expect(new Set(built.map((p) => p.userId)).size).toBe(54);
    expect(built.flatMap((p) => p.turns.filter((turn) => 'by' in turn))).toEqual([]);
    const messages = people.reduce((n, { t }) => n + t.says.length, 0);
    expect([messages >= 470, messages <= 560]).toEqual([true, true]);
  });

  it('marks every session as dictated, names its speech-to-text, and every note reads as dictation', () => {
    for (const { id, t } of people) {
      expect([id, t.dictated.app.length > 0, t.dictated.while.length > 0]).toEqual([id, true, true]);
      // Fillers and spoken corrections in most notes; a note as dictated, never a typed list.
      const spoken = t.says.filter(([, text]) => SPOKEN[t.lang].test(text)).length;
      expect([id, spoken >= Math.ceil(t.says.length * 0.6)]).toEqual([id, true]);
      expect([id, t.says.filter(([, text]) => /\n|^\s*[-*•]/.test(text))]).toEqual([id, []]);
      // Each person is overheard, takes a value back, or both.
      expect([id, t.says.some(([, , , a]) => a?.overheard?.length || a?.slip?.length)]).toEqual([id, true]);
    }
    expect(people.filter(({ t }) => t.says.some(([, , , a]) => a?.overheard?.length)).length).toBeGreaterThanOrEqual(
      40,
    );
    expect(people.filter(({ t }) => t.says.some(([, , , a]) => a?.slip?.length)).length).toBeGreaterThanOrEqual(8);
    for (const lang of LANGS)
      expect([
        lang,
        new Set(people.filter(({ t }) => t.lang === lang).map(({ t }) => t.dictated.app)).size >= 2,
      ]).toEqual([lang, true]);
  });

  it('spreads each session over at least three days, in order, each day its own task', () => {
    for (const { id, t } of people) {
      const days = t.says.map(([day]) => day);
      expect([id, new Set(days).size >= 3, [...days].sort((a, b) => a - b)]).toEqual([id, true, days]);
    }
  });

  it('puts every labelled value inside the text of the note that states it', () => {
    for (const p of people) expect([p.id, unsaid(p)]).toEqual([p.id, []]);
  });

  it('says a value taken back, someone else’s in the room, a picture’s, a client’s, a competitor’s or a hypothetical’s only in notes marked with them, never as the person’s', () => {
    for (const { id, t } of people) {
      const theirs = othersOf(t);
      expect([id, theirs.length >= 3]).toEqual([id, true]);
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
    expect(others).toBeGreaterThanOrEqual(200);
    for (const kind of ['content', 'overheard'] as const)
      expect([kind, people.filter(({ t }) => t.says.some(([, , , a]) => a?.[kind]?.length)).length >= 40]).toEqual([
        kind,
        true,
      ]);
    for (const kind of ['client', 'rival', 'unreal', 'slip'] as const)
      expect([kind, people.filter(({ t }) => t.says.some(([, , , a]) => a?.[kind]?.length)).length >= 8]).toEqual([
        kind,
        true,
      ]);
    // Values not the person's said in the same note as a fact of the person's.
    const beside = people.flatMap(({ t }) => t.says.filter((said) => carries(said) && facts(said).length > 0));
    expect(beside.length).toBeGreaterThanOrEqual(25);
  });

  it('keeps at least one live fact — five here, the company’s name and colour and the person’s name among them — each with a scope', () => {
    for (const p of people) {
      expect([p.id, liveFactGaps(p)]).toEqual([p.id, []]);
      expect([p.id, Object.keys(p.l.live).length]).toEqual([p.id, 5]);
    }
    expect(people.flatMap(unusualScopes).length).toBeGreaterThanOrEqual(5);
    const scopes = people.flatMap(({ l }) => Object.values(l.scopes));
    expect([scopes.includes('user'), scopes.includes('workspace')]).toEqual([true, true]);
  });

  it('gives every person a correction or a forget; a corrected slot’s new value said after the old one, on a later day', () => {
    const changed = people.flatMap(({ id, t, l }) => {
      const slots = (Object.entries(l.changes) as Array<[Kind, string[]]>).filter(
        ([kind, values]) => kind !== t.forget.kind && values.length >= 2,
      );
      expect([id, slots.length >= 1 || t.forget.value.length > 0]).toEqual([id, true]);
      for (const [kind, values] of slots) {
        expect([id, l.live[kind]]).toEqual([id, values.at(-1)]);
        const stating = t.says.map(([, , s = {}]) => s[kind]);
        const days = (v: string) => t.says.filter(([, , s = {}]) => s[kind] === v).map(([day]) => day);
        expect([id, stating.indexOf(values.at(-1)) > stating.lastIndexOf(values[0])]).toEqual([id, true]);
        expect([id, Math.min(...days(values.at(-1) as string)) > Math.min(...days(values[0]))]).toEqual([id, true]);
      }
      for (const { value } of l.replaced)
        expect([id, value, Object.values(l.live).some((v) => inside(v, value) || inside(value, v))]).toEqual([
          id,
          value,
          false,
        ]);
      return slots.map(([kind]) => kind);
    });
    expect(new Set(changed).size).toBeGreaterThanOrEqual(5);
    expect(people.reduce((n, { l }) => n + l.replaced.length, 0)).toBeGreaterThanOrEqual(45);
    // A misheard value corrected (company, name or font) for some, beside the colour corrections.
    expect(changed.filter((k) => k === 'company' || k === 'name').length).toBeGreaterThanOrEqual(12);
  });

  it('forgets a value stated before the forget and never after', () => {
    for (const p of people) expect([p.id, forgetGaps(p)]).toEqual([p.id, []]);
    for (const { id, t } of people) {
      expect([id, t.forget.after, t.forget.text.length > 0]).toEqual([id, t.says.length, true]);
      expect([id, t.forget.saidIn]).toEqual([id, t.lang]);
    }
    expect(new Set(people.map(({ t }) => t.forget.kind))).toEqual(new Set(['font', 'format', 'avoid']));
  });

  it('says each one-off in one note only, alone for some and beside a standing fact for others', () => {
    for (const { id, t, l } of people) {
      expect([id, l.oneOffs.length >= 1]).toEqual([id, true]);
      for (const value of l.oneOffs) {
        const own = t.says.filter(([, , states = {}]) => states.oneOff === value).length;
        const saying = t.says.filter(([, text]) => inside(text, value)).length;
        expect([id, value, own, saying]).toEqual([id, value, 1, 1]);
        expect([id, value, Object.values(l.live).some((v) => inside(v, value) || inside(value, v))]).toEqual([
          id,
          value,
          false,
        ]);
      }
    }
    const where = people.flatMap(({ t }) => t.says.filter(([, , states = {}]) => states.oneOff));
    expect(where.filter((said) => facts(said).length === 0 && !carries(said)).length).toBeGreaterThanOrEqual(30);
    expect(where.filter((said) => facts(said).length > 0 || carries(said)).length).toBeGreaterThanOrEqual(2);
  });

  it('never says the guess, and keeps every value apart from the person’s other values and their filler', () => {
    for (const p of people) {
      const values = [...ownOf(p), ...othersOf(p.t)];
      const filler = JSON.stringify(fillerNotes(`b11h10-${p.id}`, 20));
      expect([p.id, p.t.says.filter(([, text]) => inside(text, p.t.guess)).length]).toEqual([p.id, 0]);
      expect([p.id, nested(values), values.filter((v) => inside(filler, v))]).toEqual([p.id, [], []]);
    }
  });

  it('never gives a person a value that is someone else’s for another person of the set', () => {
    const others = new Set(people.flatMap(({ t }) => othersOf(t).map((v) => v.toLocaleLowerCase())));
    expect(
      people.flatMap((p) =>
        ownOf(p)
          .filter((v) => others.has(v.toLocaleLowerCase()))
          .map((v) => `${p.id}: ${v}`),
      ),
    ).toEqual([]);
  });

  it('uses no value of B11h–B11h9', () => {
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
