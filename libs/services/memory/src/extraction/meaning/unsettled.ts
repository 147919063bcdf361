import { hasWord } from '../offline/segments';
import type { PhraseTable } from '../offline/phrase-table';
import { tableOf, tablesByGuess } from './statement-slots';
import { STANCE, type StanceWords } from './unsettled-words';

/**
 * What the person has not settled on is not theirs to remember (issue 28, ADR 0084). People work
 * their values out in chat: they hedge ("maybe teal?", "quizá algo verde", "vielleicht Petrol"),
 * try a value and drop it ("tried ochre, far too dull", "probé Lato y es demasiado fina"), judge
 * the assistant's proposal ("слишком тёмный", "太花了", "派手すぎ"), name a value only to say it is
 * not the one ("Müller with an umlaut, not Muller"), then choose ("…, wir nehmen Geist"). The
 * heads read a colour, a typeface or a name in each of these all the same, so a statement's
 * content is cut to the clauses the person stands by; a statement with none left states nothing.
 * Closed word classes per language (unsettled-words.ts): a clause that chooses is kept whatever
 * else it says; one that hedges, tries or turns a value down without choosing goes, as does one
 * that opens by saying what the value is not, and the alternative just before "…, but I'll go
 * with …". An interjection that turns down ("nope, …", "descartado", "不行") takes the whole
 * sentence unless it chooses.
 */
const BREAK = /([,;:，；：、]|\s[—–-]\s|[—–]|[.!?。！？…]+\s*)/u;

interface Clause {
  text: string;
  /** The break after it, kept so what stays reads as it was typed. */
  after: string;
}

function clausesOf(content: string): Clause[] {
  const parts = content.split(BREAK);
  const clauses: Clause[] = [];
  for (let i = 0; i < parts.length; i += 2) clauses.push({ text: parts[i], after: parts[i + 1] ?? '' });
  return clauses;
}

/** The clause makes a choice: a word of choosing, or a value said to hold from now on (the tables' own words). */
const chooses = (clause: string, w: StanceWords, t: PhraseTable) =>
  w.settles.test(clause) || t.durable.test(clause) || t.henceforth.test(clause);

/** The first word of hedging, trying or turning down in the clause, or -1. */
function unsureAt(clause: string, w: StanceWords): number {
  const at = [w.rejects, w.hedges, w.tries].map((re) => re.exec(clause)?.index ?? -1).filter((i) => i >= 0);
  return at.length ? Math.min(...at) : -1;
}

/**
 * The clause as kept: whole, cut before a reason that turns another value down ("we use Inter
 * because Helvetica is too common" keeps "we use Inter"), or undefined when it goes.
 */
function keptClause(clause: Clause, w: StanceWords): Clause | undefined {
  const at = unsureAt(clause.text, w);
  if (at < 0) return clause;
  const reason = w.because?.exec(clause.text);
  return reason && reason.index > 0 && reason.index < at && hasWord(clause.text.slice(0, reason.index))
    ? { text: clause.text.slice(0, reason.index).trimEnd(), after: '' }
    : undefined;
}

/**
 * The content cut to what the person settled on: itself when nothing in it hedges, tries, turns
 * down or negates; undefined when nothing settled is left.
 */
export function settledPart(content: string): string | undefined {
  const t = tableOf(content);
  const w = t && STANCE[t.lang];
  if (!t || !w) return content;
  const clauses = clausesOf(content);
  const choice = clauses.map((c) => chooses(c.text, w, t));
  if (!choice.some(Boolean) && w.dismisses.test(content)) return undefined;
  const kept = clauses.map((clause, i): Clause | undefined => {
    // A clause that chooses, or says what the person avoids (its value is what it turns down), stays.
    if (!hasWord(clause.text) || choice[i] || t.avoids.test(clause.text)) return clause;
    // "Manrope no está mal, pero me quedo con Reddit Sans": the alternative before the choice (not a label "Font:").
    if (choice[i + 1] && w.contrast.test(clauses[i + 1].text) && !/[:：]/u.test(clause.after)) return undefined;
    // "…, not Muller", "not #1A2B3C — it's #1A2B3D": what the value is not.
    if (w.negates.test(clause.text)) return undefined;
    return keptClause(clause, w);
  });
  if (kept.every((c, i) => c === clauses[i])) return content;
  const text = kept
    .filter((c): c is Clause => c !== undefined)
    .map((c) => c.text + c.after)
    .join('')
    .replace(/([,;:])(?=\p{L})/gu, '$1 ')
    .replace(/\s{2,}/gu, ' ')
    .replace(/^[\s,;:，；：、.!?。！？…—–-]+|[\s,;:，；：、—–-]+$/gu, '');
  return hasWord(text) ? text : undefined;
}

/** The content says more than one thing: two clauses or more with words in them ("Tallo war vergeben, wir heißen Brote"). */
export const hasClauses = (content: string): boolean =>
  clausesOf(content.replace(/[\s.!?。！？…]+$/u, '')).filter((c) => hasWord(c.text)).length > 1;

/** A sentence this short is a verdict on what came before it, not a statement: four words, eight characters without spaces. */
const isShort = (sentence: string, t: PhraseTable) =>
  t.spaced
    ? (sentence.match(/[\p{L}\p{N}]+/gu)?.length ?? 0) <= 4
    : sentence.replace(/[^\p{L}\p{N}]/gu, '').length <= 8;

/**
 * A short sentence that only turns down or hedges ("Nope.", "Far too stuffy.", "Descartado.",
 * "Auch nicht.", "Тоже нет.", "不行。", "ボツ。") takes back the sentence before it in the message.
 */
export function takesBack(sentence: string): boolean {
  // Read by every table its script allows: a line of two words is a poor guide to its language.
  return tablesByGuess(sentence).some((t) => {
    const w = STANCE[t.lang];
    // "Nein, keine Emojis." says what the person avoids: a statement of its own.
    if (!w || !isShort(sentence, t) || chooses(sentence, w, t) || t.avoids.test(sentence)) return false;
    return w.dismisses.test(sentence) || unsureAt(sentence, w) >= 0;
  });
}

/** The sentence makes a choice ("…, that's final", "me quedo con…", "就用…"): nothing after it takes it back. */
export function makesChoice(sentence: string): boolean {
  const t = tableOf(sentence);
  const w = t && STANCE[t.lang];
  return !!t && !!w && clausesOf(sentence).some((c) => chooses(c.text, w, t));
}
