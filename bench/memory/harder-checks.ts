/**
 * What the specs of the hand-written harder sets (B11h3 and later) check the same way: a value is
 * found in text as the runner finds it (case-insensitive, anywhere), and a later question must not
 * name its answer. Kept apart from any one set so that a new set reuses the checks, not a copy.
 */
import { VALUES, type Kind } from './harder-people';
import { TRANSCRIPTS } from './harder2-people';
import { labels, TRANSCRIPTS3, type Labels, type Transcript } from './harder3-people';

/** A session as the checks read it: its id, its transcript (B11h3's shape, or one that narrows it) and its labels. */
export interface Checked {
  id: string;
  t: Pick<Transcript, 'says' | 'forget' | 'scopes'>;
  l: Labels;
}

export const lower = (s: string) => s.toLocaleLowerCase();

/** The runner's test for a value in a text (`has` in harder.ts). */
export const inside = (text: string, value: string) => lower(text).includes(lower(value));

/** The pieces of a value a question must not name: its words (3+ letters), or for CJK its 3-character runs. */
export const pieces = (value: string): string[] =>
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(value)
    ? [...value].map((_, i, cs) => cs.slice(i, i + 3).join('')).filter((p) => [...p].length === 3)
    : value.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3);

/** Where a person's later questions name their answers: `kind: piece` for the value or a piece of it in its question. */
export function namedAnswers(ask: Partial<Record<Kind, string>>, answer: (kind: Kind) => string): string[] {
  return (Object.entries(ask) as Array<[Kind, string]>).flatMap(([kind, question]) =>
    [answer(kind), ...pieces(answer(kind))].filter((p) => inside(question, p)).map((p) => `${kind}: ${p}`),
  );
}

/** Pairs of a person's values one of which holds the other (`a in b`): the bench would find one where the other is. */
export const nested = (values: string[]): string[] =>
  values.flatMap((a) => values.filter((b) => a !== b && inside(b, a)).map((b) => `${a} in ${b}`));

/** Every value the earlier sets label (B11h's pools, B11h2's and B11h3's statements, forgets, one-offs, guesses), lower-cased. */
export function earlierValues(): Set<string> {
  const h3 = Object.values(TRANSCRIPTS3)
    .flat()
    .flatMap((t) => {
      const l = labels(t);
      return [...Object.values(l.live), ...l.replaced.map((r) => r.value), t.forget.value, l.oneOff, t.guess];
    });
  return new Set(
    [
      ...Object.values(VALUES).flatMap((pools) => Object.values(pools).flat()),
      ...Object.values(TRANSCRIPTS)
        .flat()
        .flatMap((t) => t.says.flatMap(([, , states = {}]) => Object.values(states))),
      ...h3,
    ].map((v) => lower(v as string)),
  );
}

/** Labelled values not inside the text of the message that states them, as `message n: value`. */
export const unsaid = ({ t }: Checked): string[] =>
  t.says.flatMap(([, text, states = {}], n) =>
    Object.values(states)
      .filter((value) => !inside(text, value))
      .map((value) => `message ${n}: ${value}`),
  );

/** What a session's live facts lack: four or more, the company's name and colour and the person's name, one scope each. */
export function liveFactGaps({ l }: Checked): string[] {
  const kinds = Object.keys(l.live);
  const scoped = Object.keys(l.scopes);
  return [
    ...(kinds.length < 4 ? [`${kinds.length} live facts`] : []),
    ...['colour', 'company', 'name'].filter((k) => !kinds.includes(k)).map((k) => `no live ${k}`),
    ...kinds.filter((k) => !scoped.includes(k)).map((k) => `${k} without a scope`),
    ...scoped.filter((k) => !kinds.includes(k)).map((k) => `a scope for ${k}, not live`),
  ];
}

/** The live facts whose scope the session gives, not their kind's usual one (a house rule on format, a personal typeface). */
export const unusualScopes = ({ t, l }: Checked): string[] => Object.keys(t.scopes ?? {}).filter((k) => k in l.live);

/**
 * How a session's forget breaks the sets' rules: the value stated before the forget and never said
 * after it, its kind not live; each other fact of a message stating it stated again elsewhere (a
 * memory made from that message keeps the other fact only through its other statement) and, when
 * `otherFacts` is given, exactly that many of them.
 */
export function forgetGaps({ t, l }: Checked, otherFacts?: number): string[] {
  const { after, kind, value } = t.forget;
  const stating = t.says.flatMap(([, , states = {}], n) => (states[kind] === value ? [{ n, states }] : []));
  return [
    ...(after < 1 || after > t.says.length ? [`forget after ${after} of ${t.says.length}`] : []),
    ...(kind in l.live ? [`${kind} forgotten and live`] : []),
    ...(stating.length ? [] : ['the forgotten value is never stated']),
    ...stating.flatMap(({ n, states }) => {
      const others = Object.keys(states).filter((k) => k !== kind);
      return [
        ...(n >= after ? [`stated after the forget, in message ${n}`] : []),
        ...(otherFacts !== undefined && others.length !== otherFacts
          ? [`message ${n}: ${others.length} other facts`]
          : []),
        ...others.filter((k) => !l.twice.includes(k as Kind)).map((k) => `message ${n}: ${k} stated once`),
      ];
    }),
    ...t.says.flatMap(([, text], n) => (n >= after && inside(text, value) ? [`said again in message ${n}`] : [])),
  ];
}

/** How a session's one-off breaks the rules: said in one message of its own, stating nothing else, and nowhere else. */
export function oneOffGaps({ t, l }: Checked): string[] {
  const own = t.says.filter(([, , states = {}]) => states.oneOff);
  const saying = t.says.filter(([, text]) => inside(text, l.oneOff)).length;
  return [
    ...(own.length !== 1 ? [`one-off stated in ${own.length} messages`] : []),
    ...own.flatMap(([, , states = {}]) => Object.keys(states).filter((k) => k !== 'oneOff')),
    ...(saying !== 1 ? [`one-off said in ${saying} messages`] : []),
  ];
}
