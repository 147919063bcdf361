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
import { buildPeople11, labels, othersIn, othersOf, TRANSCRIPTS11, type Said } from './harder11-people';
import { labels as labels4, TRANSCRIPTS4 } from './harder4-people';
import { labels as labels5, TRANSCRIPTS5 } from './harder5-people';
import { labels as labels6, TRANSCRIPTS6 } from './harder6-people';
import { labels as labels7, TRANSCRIPTS7 } from './harder7-people';
import { labels as labels8, TRANSCRIPTS8 } from './harder8-people';
import { labels as labels9, TRANSCRIPTS9 } from './harder9-people';

// Holds the B11h11 set (formal letters from people who do not chat) to its labels: every label is
// in the text it claims, every message reads as a letter, a value quoted from a secretary or a
// spouse or said only as a hypothetical rides beside the facts, and nothing the bench counts is
// said where the labels do not say.

const people = LANGS.flatMap((lang) => TRANSCRIPTS11[lang].map((t, i) => ({ id: `${lang}-${i}`, t, l: labels(t) })));
/** The person's own values: live, replaced, forgotten, one-offs, the agent's guess. */
const ownOf = ({ t, l }: (typeof people)[number]) => [
  ...Object.values(l.live),
  ...l.replaced.map((r) => r.value),
  t.forget.value,
  ...l.oneOffs,
  t.guess,
];
/** Every value B11h–B11h10 label, lower-cased: the shared checks' B11h–B11h3, and B11h4's to B11h10's read the same way. */
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
  ]
    .flatMap((l) => [...Object.values(l.live), ...l.replaced.map((r) => r.value), l.oneOff])
    .map((v) => v.toLocaleLowerCase()),
  ...[
    ...Object.values(TRANSCRIPTS8).flat().map(labels8),
    ...Object.values(TRANSCRIPTS9).flat().map(labels9),
    ...Object.values(TRANSCRIPTS10).flat().map(labels10),
  ].flatMap((l) => l.oneOffs.map((v) => v.toLocaleLowerCase())),
  ...[
    ...Object.values(TRANSCRIPTS4).flat(),
    ...Object.values(TRANSCRIPTS5).flat(),
    ...Object.values(TRANSCRIPTS6).flat(),
    ...Object.values(TRANSCRIPTS7).flat(),
    ...Object.values(TRANSCRIPTS8).flat(),
    ...Object.values(TRANSCRIPTS9).flat(),
    ...Object.values(TRANSCRIPTS10).flat(),
  ]
    .flatMap((t) => [t.forget.value, t.guess])
    .map((v) => v.toLocaleLowerCase()),
]);
/** The person's facts a letter states (not the one-off). */
const facts = ([, , states = {}]: Said) => Object.keys(states).filter((k) => k !== 'oneOff');
/** A letter carrying values that are not the person's. */
const carries = ([, , , aside]: Said) => othersIn(aside).length > 0;
/** How a letter opens, in each language: a salutation or its formal equivalent. */
const SALUTATION: Record<Lang, RegExp> = {
  en: /^(Dear |To the |Good (morning|afternoon)|Sir,|Madam,)/u,
  es: /^(Estimad[oa]s?|Muy señor|Muy señora|Muy señores|Distinguid[oa]s?|Apreciad[oa]s?|A la atención|Señores)/u,
  de: /^(Sehr geehrte|Guten Tag|Werte |An die )/u,
  ru: /^(Уважаем|Добрый день|Здравствуйте|Многоуважаем)/u,
  zh: /^(尊敬的|您好|敬启者|贵方|致)/u,
  ja: /^(拝啓|謹啓|前略|いつもお世話|お世話になって|突然のご連絡)/u,
};
/** How a letter closes or is signed: a formula of the language, or a signature block. */
const CLOSING: Record<Lang, RegExp> = {
  en: /(Yours (faithfully|sincerely|truly)|With (kind|best) regards|Respectfully|With thanks)/u,
  es: /(Atentamente|Reciba un cordial saludo|Un cordial saludo|Le saluda atentamente|Sin otro particular|Respetuosamente)/u,
  de: /(Mit freundlichen Grüßen|Hochachtungsvoll|Mit besten Grüßen|Freundliche Grüße|Mit vorzüglicher Hochachtung)/u,
  ru: /(С уважением|С глубоким уважением|Заранее благодар|Искренне ваш|Искренне Ваш)/u,
  zh: /(此致|敬礼|顺颂|谨上|敬上|谨启)/u,
  ja: /(敬具|謹白|草々|かしこ|よろしくお願い(いた|致)します|以上)/u,
};
/** A reference back to an earlier letter ("further to my letter of the 6th", "在上封信中"). */
const BACK: Record<Lang, RegExp> = {
  en: /(my letter|my note|I wrote|my earlier|my last)/iu,
  es: /(mi carta|mi escrito|mi anterior|le escribí|mi mensaje del|mi última)/iu,
  de: /(mein(em|es)? (Schreiben|Brief)|meine(r)? (letzte|Nachricht|Zeilen)|ich (Ihnen )?schrieb)/iu,
  ru: /(моём письме|моему письму|моего письма|моё письмо|своё письмо|утреннему письму|прошлом письме|я писал|я писала|предыдущем)/iu,
  zh: /(上封信|前信|来函|前函|上次去信|日的信|号的信|信中)/u,
  ja: /(先日の|前回の|お便り|書面|お手紙|メール|ご連絡)/u,
};
/** What a chat has and a letter does not. */
const CHATTY = /(lol|haha|jaja|xd|:\)|!!|\?\?|омг|哈哈|笑\)|ｗｗ)/iu;

describe('B11h11, the eleventh harder memory set (formal letters from people who do not chat)', () => {
  it('has 9 people in each of the six languages, in the runner’s shape, every turn the person’s own', () => {
    for (const lang of LANGS) expect([lang, TRANSCRIPTS11[lang].length]).toEqual([lang, 9]);
    const built = buildPeople11();
    expect(built).toHaveLength(54);
    expect(new Set(built.map((p) => p.userId)).size).toBe(54);
    expect(built.flatMap((p) => p.turns.filter((turn) => 'by' in turn))).toEqual([]);
    const messages = people.reduce((n, { t }) => n + t.says.length, 0);
    expect([messages >= 370, messages <= 520]).toEqual([true, true]);
  });

  it('names every writer’s office, and every correspondence reads as letters: salutations, closings, references back, nothing chatty', () => {
    for (const { id, t } of people) {
      expect([id, t.writer.role.length > 0]).toEqual([id, true]);
      const saluted = t.says.filter(([, text]) => SALUTATION[t.lang].test(text)).length;
      expect([id, saluted >= Math.ceil(t.says.length / 2)]).toEqual([id, true]);
      const closed = t.says.filter(([, text]) => CLOSING[t.lang].test(text)).length;
      expect([id, closed >= Math.ceil(t.says.length / 2)]).toEqual([id, true]);
      expect([id, t.says.some(([, text]) => BACK[t.lang].test(text))]).toEqual([id, true]);
      expect([id, t.says.filter(([, text]) => CHATTY.test(text)).map(([, text]) => text)]).toEqual([id, []]);
      expect([id, t.says.filter(([, text]) => /\n|^\s*[-*•]/.test(text))]).toEqual([id, []]);
      expect([id, CLOSING[t.lang].test(t.forget.text) || SALUTATION[t.lang].test(t.forget.text)]).toEqual([id, true]);
    }
  });

  it('spreads each correspondence over at least three days, in order, each day its own task', () => {
    for (const { id, t } of people) {
      const days = t.says.map(([day]) => day);
      expect([id, new Set(days).size >= 3, [...days].sort((a, b) => a - b)]).toEqual([id, true, days]);
    }
  });

  it('puts every labelled value inside the text of the letter that states it', () => {
    for (const p of people) expect([p.id, unsaid(p)]).toEqual([p.id, []]);
  });

  it('says a value quoted from someone else, a hypothetical’s, a picture’s, a client’s or a competitor’s only in letters marked with them, never as the person’s', () => {
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
      // Everyone quotes someone else's value: a secretary's, a spouse's, a colleague's.
      expect([id, t.says.some(([, , , a]) => a?.relayed?.length)]).toEqual([id, true]);
    }
    const others = people.reduce((n, { t }) => n + othersOf(t).length, 0);
    expect(others).toBeGreaterThanOrEqual(120);
    expect(people.filter(({ t }) => t.says.some(([, , , a]) => a?.unreal?.length)).length).toBeGreaterThanOrEqual(30);
    for (const kind of ['content', 'client', 'rival'] as const)
      expect([kind, people.filter(({ t }) => t.says.some(([, , , a]) => a?.[kind]?.length)).length >= 6]).toEqual([
        kind,
        true,
      ]);
    // Values not the person's said in the same letter as a fact of the person's.
    const beside = people.flatMap(({ t }) => t.says.filter((said) => carries(said) && facts(said).length > 0));
    expect(beside.length).toBeGreaterThanOrEqual(25);
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

  it('gives every person a correction of a slot other than the forgotten one, its new value said after the old one, on a later day', () => {
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
  });

  it('forgets a value stated before the forget and never after, asked formally', () => {
    for (const p of people) expect([p.id, forgetGaps(p)]).toEqual([p.id, []]);
    for (const { id, t } of people) {
      expect([id, t.forget.after, t.forget.text.length > 0]).toEqual([id, t.says.length, true]);
      expect([id, t.forget.saidIn]).toEqual([id, t.lang]);
    }
    expect(new Set(people.map(({ t }) => t.forget.kind))).toEqual(new Set(['font', 'format', 'avoid']));
  });

  it('says each one-off in one letter only, alone for most and beside a standing fact for some', () => {
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
      const filler = JSON.stringify(fillerNotes(`b11h11-${p.id}`, 20));
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

  it('uses no value of B11h–B11h10', () => {
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
