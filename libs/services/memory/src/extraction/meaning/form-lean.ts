import { RENDERED } from './form-lean-words';
import { STATEMENT_KINDS, type StatementKind } from './statement-labels';
import type { StatementReading } from './statement-model';
import { namedTopic, tableOf, topicOf } from './statement-slots';

type Abstained = Extract<StatementReading, { abstained: string }>;
type Read = Exclude<StatementReading, Abstained>;

/** The kinds a lasting statement is read as: an unsure sentence leaning to one of these may be read by its lean. */
const LASTING: ReadonlySet<StatementKind> = new Set(['preference', 'fact', 'correction']);
/** A lean is a lean when its kind is at least twice as likely as an even chance among the kinds. */
const MIN_LEAN = 2 / STATEMENT_KINDS.length;
/** A proper name in a cased script: a capitalised word after the sentence's first ("…stay in Merriweather Sans"). */
const NAMED = /\s[\p{Lu}][\p{L}\p{N}'’-]*/u;
/** A script written without spaces: a typeface's name is not marked by a capital there. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * An unsure sentence read as the lasting statement it leans to, when it is about a typeface or a
 * format (issue 28, ADR 0095). People state their typeface and their formats as plain practice —
 * "the invoices stay in <typeface>", "quotes go out as a one-page PDF", "Счета отправляем
 * PDF-файлом", "見出しは<書体>で" — and the kind head, trained on wishes and facts said outright,
 * is often not sure of such a line, while the phrase-table rules read no "we use" in it. So a
 * sentence whose likeliest kind is a lasting statement (preference, fact, correction) is read as that
 * kind when the lexicon names a format in it, or the topic is a typeface and a name is given (a
 * capitalised word past the first in a cased script); a lean to a one-off said to hold from now on
 * ("ab heute", "from today") is a lasting wish, as a sure reading's is. Not a sentence that reports a
 * rendering received or made by the assistant (form-lean-words.ts). Never one that may be a one-off (`once`:
 * a one-off marker or the one-off kind among the two likeliest): a leaked one-off costs more than
 * a miss. Returns the reading, or undefined.
 */
export function formLean(sentence: string, reading: Abstained, once: boolean): Read | undefined {
  const [first] = reading.leaning;
  const t = tableOf(sentence);
  // "From today, drafts as a Drive link": a lean to a one-off said to hold from now on is a lasting wish (ADR 0069).
  const henceforth = !!t && (t.durable.test(sentence) || t.henceforth.test(sentence));
  const kind = first?.kind === 'one_off' && henceforth ? 'preference' : first?.kind;
  if (once || !kind || !LASTING.has(kind) || first.p < MIN_LEAN) return undefined;
  // "it came to me as an A6 PDF", "у вас Lora": a rendering received, not the person's practice.
  if (t && RENDERED[t.lang]?.test(sentence)) return undefined;
  const topic = topicOf(sentence, t, reading);
  const format = topic === 'format' && namedTopic(sentence, t) === 'format';
  const font = topic === 'font' && (UNSPACED.test(sentence) || NAMED.test(sentence));
  if (!format && !font) return undefined;
  return { kind, probability: first.p, scope: reading.scope ?? 'user', topic };
}
