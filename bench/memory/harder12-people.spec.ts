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
import { labels as labels10, TRANSCRIPTS10 } from './harder10-people';
import { labels as labels11, TRANSCRIPTS11 } from './harder11-people';
import { buildPeople12, labels, othersIn, othersOf, TRANSCRIPTS12, type Said } from './harder12-people';
import { labels as labels4, TRANSCRIPTS4 } from './harder4-people';
import { labels as labels5, TRANSCRIPTS5 } from './harder5-people';
import { labels as labels6, TRANSCRIPTS6 } from './harder6-people';
import { labels as labels7, TRANSCRIPTS7 } from './harder7-people';
import { labels as labels8, TRANSCRIPTS8 } from './harder8-people';
import { labels as labels9, TRANSCRIPTS9 } from './harder9-people';

// Holds the B11h12 set (bilingual people who switch languages inside their messages) to its
// labels: every label is in the text it claims, every chat mixes its second language in, a
// partner's, client's, competitor's or hypothetical value rides beside the facts, and nothing the
// bench counts is said where the labels do not say.

const people = LANGS.flatMap((lang) => TRANSCRIPTS12[lang].map((t, i) => ({ id: `${lang}-${i}`, t, l: labels(t) })));
/** The person's own values: live, replaced, forgotten, one-offs, the agent's guess. */
const ownOf = ({ t, l }: (typeof people)[number]) => [
  ...Object.values(l.live),
  ...l.replaced.map((r) => r.value),
  t.forget.value,
  ...l.oneOffs,
  t.guess,
];
/** Every value B11h–B11h11 label, lower-cased: the shared checks' B11h–B11h3, and B11h4's to B11h11's read the same way. */
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
  ]
    .flatMap((l) => [...Object.values(l.live), ...l.replaced.map((r) => r.value), l.oneOff])
    .map((v) => v.toLocaleLowerCase()),
  ...[
    ...Object.values(TRANSCRIPTS8).flat().map(labels8),
    ...Object.values(TRANSCRIPTS9).flat().map(labels9),
    ...Object.values(TRANSCRIPTS10).flat().map(labels10),
    ...Object.values(TRANSCRIPTS11).flat().map(labels11),
  ].flatMap((l) => l.oneOffs.map((v) => v.toLocaleLowerCase())),
  ...[
    ...Object.values(TRANSCRIPTS4).flat(),
    ...Object.values(TRANSCRIPTS5).flat(),
    ...Object.values(TRANSCRIPTS6).flat(),
    ...Object.values(TRANSCRIPTS7).flat(),
    ...Object.values(TRANSCRIPTS8).flat(),
    ...Object.values(TRANSCRIPTS9).flat(),
    ...Object.values(TRANSCRIPTS10).flat(),
    ...Object.values(TRANSCRIPTS11).flat(),
  ]
    .flatMap((t) => [t.forget.value, t.guess])
    .map((v) => v.toLocaleLowerCase()),
]);
/** The person's facts a message states (not the one-off). */
const facts = ([, , states = {}]: Said) => Object.keys(states).filter((k) => k !== 'oneOff');
/** A message carrying values that are not the person's. */
const carries = ([, , , aside]: Said) => othersIn(aside).length > 0;

/** A word of a Latin-script language that the other Latin-script languages of the six do not use as a word. */
const words = (list: string) => new RegExp(`(?<![\\p{L}])(${list})(?![\\p{L}])`, 'iu');
const LATIN: Record<'en' | 'es' | 'de', RegExp> = {
  en: words(
    'the|and|our|just|please|pls|like|not|only|this|that|we|we’re|it’s|so|but|always|actually|for|now|with|is|anymore|once|change|update|colour|color|thing|forget|looks|too|of|to|on|all|us|my|new|next|everyone|everything|really|very|are|be|from|at|you|know|small|soft|deep|classic|people|one|need|your|cheesy|bold|cute|basically|honestly|obviously|ok|cheers',
  ),
  es: words(
    'que|el|la|los|las|es|pero|para|por|nuestro|nuestra|bueno|porque|solo|siempre|también|oye|porfa|mi|nada|ya|ahora|con|una|olvida|olvídalo|corrijo|así|tiene|jaja|se|muy|hola|todo|ese|esa|eso|gusta|en|de|del|lo|le|y|tío|fácil|fuerza|favor|sé|quiero',
  ),
  de: words(
    'und|nicht|bitte|unser|unsere|ist|die|das|der|immer|mit|auch|nur|doch|aber|wir|für|mehr|jetzt|mein|meine|hallo|eben|einmal|vergessen|gilt|alle|so|schön|übrigens|genau|wie|steht|Korrektur|Änderung|Tag|Guten|Laden|Regel|keine|kein|noch|passt|ehrlich|sieht|schon|bei|zu|sein|sind',
  ),
};
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** Characters of simplified Chinese that Japanese does not write (们, 这, 吗 …). */
const ZH_ONLY = /[们这吗吧还说个样没颜换图]/u;
/** Whether a text holds some of a language, told from the person's home language. */
function holds(text: string, lang: Lang, home: Lang): boolean {
  if (lang === 'ru') return /\p{Script=Cyrillic}/u.test(text);
  if (lang === 'ja') return KANA.test(text);
  if (lang === 'zh')
    return home === 'ja'
      ? ZH_ONLY.test(text)
      : /\p{Script=Han}/u.test(text) && !KANA.test(text)
        ? true
        : ZH_ONLY.test(text);
  return LATIN[lang].test(text);
}

describe('B11h12, the twelfth harder memory set (bilingual people who switch languages inside their messages)', () => {
  it('has 9 people at home in each of the six languages, in the runner’s shape, every turn the person’s own', () => {
    for (const lang of LANGS) expect([lang, TRANSCRIPTS12[lang].length]).toEqual([lang, 9]);
    const built = buildPeople12();
    expect(built).toHaveLength(54);
    expect(new Set(built.map((p) => p.userId)).size).toBe(54);
    expect(built.flatMap((p) => p.turns.filter((turn) => 'by' in turn))).toEqual([]);
    const messages = people.reduce((n, { t }) => n + t.says.length, 0);
    expect([messages >= 370, messages <= 480]).toEqual([true, true]);
  });

  it('gives everyone a second language of the six, and switches into it inside most messages', () => {
    for (const { id, t } of people) {
      const other = t.writer.mixes;
      expect([id, t.writer.role.length > 0, LANGS.includes(other), other !== t.lang]).toEqual([id, true, true, true]);
      const switched = t.says.filter(([, text]) => holds(text, other, t.lang));
      expect([id, switched.length >= Math.ceil(t.says.length / 2)]).toEqual([id, true]);
      // Both languages inside one message, for everyone, more than once.
      const both = t.says.filter(([, text]) => holds(text, other, t.lang) && holds(text, t.lang, other));
      expect([id, both.length >= 2]).toEqual([id, true]);
    }
    // Second languages: English for most, every one of the six for someone.
    const mixes = people.map(({ t }) => t.writer.mixes);
    expect(new Set(mixes)).toEqual(new Set(LANGS));
    for (const lang of LANGS)
      expect([
        lang,
        new Set(people.filter(({ t }) => t.lang === lang).map(({ t }) => t.writer.mixes)).size >= 3,
      ]).toEqual([lang, true]);
  });

  it('spreads each chat over at least three days, in order, each day its own task', () => {
    for (const { id, t } of people) {
      const days = t.says.map(([day]) => day);
      expect([id, new Set(days).size >= 3, [...days].sort((a, b) => a - b)]).toEqual([id, true, days]);
    }
  });

  it('puts every labelled value inside the text of the message that states it', () => {
    for (const p of people) expect([p.id, unsaid(p)]).toEqual([p.id, []]);
  });

  it('says a partner’s, relative’s, client’s, competitor’s, hypothetical’s or picture’s value only in messages marked with them, never as the person’s', () => {
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
    }
    const others = people.reduce((n, { t }) => n + othersOf(t).length, 0);
    expect(others).toBeGreaterThanOrEqual(54);
    for (const kind of ['content', 'client', 'rival', 'unreal', 'relayed', 'partner'] as const)
      expect([kind, people.filter(({ t }) => t.says.some(([, , , a]) => a?.[kind]?.length)).length >= 5]).toEqual([
        kind,
        true,
      ]);
    // Someone close's value — a partner's, a mother's, a sister's, a business partner's — for many.
    const close = people.filter(({ t }) => t.says.some(([, , , a]) => a?.partner?.length || a?.relayed?.length));
    expect(close.length).toBeGreaterThanOrEqual(20);
    // Values not the person's said in the same message as a fact of the person's.
    const beside = people.flatMap(({ t }) => t.says.filter((said) => carries(said) && facts(said).length > 0));
    expect(beside.length).toBeGreaterThanOrEqual(5);
  });

  it('keeps five live facts — the company’s name and colour and the person’s name among them — each with a scope', () => {
    for (const p of people) {
      expect([p.id, liveFactGaps(p)]).toEqual([p.id, []]);
      expect([p.id, Object.keys(p.l.live).length]).toEqual([p.id, 5]);
    }
    expect(people.flatMap(unusualScopes).length).toBeGreaterThanOrEqual(6);
    const scopes = people.flatMap(({ l }) => Object.values(l.scopes));
    expect([scopes.includes('user'), scopes.includes('workspace')]).toEqual([true, true]);
  });

  it('gives every person a correction of a slot other than the forgotten one, on a later day, in the second language for most', () => {
    let switched = 0;
    const changed = people.flatMap(({ id, t, l }) => {
      const slots = (Object.entries(l.changes) as Array<[Kind, string[]]>).filter(
        ([kind, values]) => kind !== t.forget.kind && values.length >= 2,
      );
      expect([id, slots.length]).toEqual([id, 1]);
      expect([id, l.replaced.length]).toEqual([id, 1]);
      for (const [kind, values] of slots) {
        expect([id, l.live[kind]]).toEqual([id, values.at(-1)]);
        const stating = t.says.map(([, , s = {}]) => s[kind]);
        const days = (v: string) => t.says.filter(([, , s = {}]) => s[kind] === v).map(([day]) => day);
        expect([id, stating.indexOf(values.at(-1)) > stating.lastIndexOf(values[0])]).toEqual([id, true]);
        expect([id, Math.min(...days(values.at(-1) as string)) > Math.min(...days(values[0]))]).toEqual([id, true]);
        const correcting = t.says[stating.indexOf(values.at(-1))];
        if (holds(correcting[1], t.writer.mixes, t.lang)) switched += 1;
      }
      for (const { value } of l.replaced)
        expect([id, value, Object.values(l.live).some((v) => inside(v, value) || inside(value, v))]).toEqual([
          id,
          value,
          false,
        ]);
      return slots.map(([kind]) => kind);
    });
    expect(new Set(changed)).toEqual(new Set(['colour', 'font', 'company', 'name', 'format', 'avoid']));
    expect(changed.filter((k) => k === 'colour').length).toBeGreaterThanOrEqual(18);
    expect(switched).toBeGreaterThanOrEqual(40);
  });

  it('forgets a value stated before the forget and never after, asked in the home language or the second one', () => {
    for (const p of people) expect([p.id, forgetGaps(p)]).toEqual([p.id, []]);
    for (const { id, t } of people) {
      expect([id, t.forget.after, t.forget.text.length > 0]).toEqual([id, t.says.length, true]);
      expect([id, [t.lang, t.writer.mixes].includes(t.forget.saidIn)]).toEqual([id, true]);
      expect([id, holds(t.forget.text, t.forget.saidIn, t.forget.saidIn === t.lang ? t.writer.mixes : t.lang)]).toEqual(
        [id, true],
      );
    }
    const inOther = people.filter(({ t }) => t.forget.saidIn !== t.lang).length;
    expect([inOther >= 10, inOther <= 30]).toEqual([true, true]);
    expect(new Set(people.map(({ t }) => t.forget.kind))).toEqual(new Set(['font', 'format', 'avoid']));
  });

  it('says each one-off in one message only, alone for most and beside a standing fact for some', () => {
    for (const { id, t, l } of people) {
      expect([id, l.oneOffs.length]).toEqual([id, 1]);
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
    expect(where.filter((said) => facts(said).length > 0 || carries(said)).length).toBeGreaterThanOrEqual(4);
  });

  it('never says the guess, and keeps every value apart from the person’s other values and their filler', () => {
    for (const p of people) {
      const values = [...ownOf(p), ...othersOf(p.t)];
      const filler = JSON.stringify(fillerNotes(`b11h12-${p.id}`, 20));
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

  it('uses no value of B11h–B11h11', () => {
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
