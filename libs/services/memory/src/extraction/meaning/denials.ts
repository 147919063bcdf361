import { tableOf } from './statement-slots';

/** Where a clause ends inside a sentence (others-words.ts cuts reports at the same places). */
export const CLAUSE_BREAK = /[,;:，；：、]|\s[—–-]\s|[—–]/gu;

/** A clause that can state something on its own: three words, or four characters of a script without spaces. */
const saysEnough = (clause: string) =>
  (clause.match(/[\p{L}\p{N}]+/gu)?.length ?? 0) >= 3 ||
  (clause.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0) >= 4;

/**
 * The sentence without what turns down a value of the assistant's draft (issue 28, ADR 0067).
 * People answer a draft by naming what is wrong in it — "nope, not Baskerville", "we're not
 * Oakridge Print", "no soy Remedios", "不是晨光书店哦" — and the value they name is the draft's: the
 * heads read a typeface, a company or a name in the clause all the same, so it is cut before
 * reading, by grammar (the tables' `denies`), with what follows it in the sentence — the reason it
 * is wrong ("…, we dropped it years ago", "…, это соседи"), which states nothing of the person's
 * either. Before it only a clause that can say something alone stays (not "nope", "uy"). What the
 * person says is right comes in a message of its own, or after "but" / "sondern" / "а" / "，是",
 * and a sentence that says it, or that carries a correction word, is left whole.
 */
export function notDenied(sentence: string): string[] {
  const t = tableOf(sentence);
  // "Correction: sand is no longer ours, brick from spring": the old value of the person's own, replaced.
  if (!t?.denies.test(sentence) || t.correction.test(sentence)) return [sentence];
  const clauses = sentence.split(CLAUSE_BREAK);
  const denial = clauses.findIndex((clause) => t.denies.test(clause));
  return clauses.slice(0, Math.max(0, denial)).filter(saysEnough);
}
