import type { Candidate } from '../candidates';
import { hasWord } from '../offline/segments';
import { ENDINGS } from './ended-words';
import { saysOnce, tableOf, tablesByGuess } from './statement-slots';

/** Where a clause ends inside a sentence, any script: a comma, a semicolon, a stop, a dash set off by spaces. */
const BREAK = /[,;，；、。！？!?]|[.…]+(?=\s|$)|\s[—–-]\s|[—–]/u;
/** A value this long is a clause, not a value named. */
const MAX_WORDS = 8;
/**
 * The longest clause read for an ending: a value of at most eight words and the few words that
 * end it. Longer ones are not read at all — the grammar's lazy value group makes each pattern's
 * work grow with the square of the clause, and one 20,000-character message held the event loop
 * for 4 s.
 */
const MAX_CLAUSE_CHARS = 240;
/** An ending is read surely, by grammar: at the profile's bar, as the rest of the grammar readings. */
const ENDING_CONFIDENCE = 0.9;

const wordCount = (text: string) => text.split(/\s+/u).filter(hasWord).length;

/**
 * The value a clause says is finished ("we're not <name> anymore", "adiós al <colour>", "<font>
 * fliegt raus", "<colour> больше не используем", "不再用<font>", "<format>はもうやめました"), as
 * written, or undefined (ended-words.ts; ADR 0095). Never in a question.
 */
export function endedValue(clause: string): string | undefined {
  if (clause.length > MAX_CLAUSE_CHARS || /[?？]/u.test(clause)) return undefined;
  for (const t of tablesByGuess(clause))
    for (const pattern of ENDINGS[t.lang] ?? []) {
      const value = pattern.exec(clause)?.groups?.v?.trim();
      if (value && hasWord(value) && wordCount(value) <= MAX_WORDS) return value;
    }
  return undefined;
}

/** The sentence's clauses, each as typed (a substring of it). */
const clausesOf = (sentence: string) =>
  sentence
    .split(BREAK)
    .map((c) => c.trim())
    .filter(hasWord);

/**
 * A sentence's candidates once what it says is finished is taken out (ADR 0095): each clause that
 * only ends a value becomes an ending (`ends`, its content the value named, its excerpt the clause),
 * and is cut from every other candidate's content; a candidate with nothing left goes. So "we're
 * not <old name> anymore" states nothing and ends the memory holding the old name, while "…, it's all
 * <new> now" in the same sentence still states the new one. A one-off changes nothing here.
 */
export function withEndings(sentence: string, candidates: Candidate[]): Candidate[] {
  if (saysOnce(sentence, tableOf(sentence))) return candidates;
  const ended = clausesOf(sentence).flatMap((clause) => {
    const value = endedValue(clause);
    return value ? [{ clause, value }] : [];
  });
  if (ended.length === 0) return candidates;
  const kept = candidates.flatMap((c) => {
    if (c.scope === 'task') return [c];
    let content = c.content;
    for (const { clause } of ended) content = content.replace(clause, ' ');
    content = content.replace(/^[\s,;:，；、.!?。！？—–-]+|[\s,;:，；、—–-]+$/gu, '').replace(/\s{2,}/gu, ' ');
    if (content === c.content) return [c];
    return hasWord(content) ? [{ ...c, content }] : [];
  });
  const endings = ended.map(({ clause, value }): Candidate => ({
    subject: 'ended',
    content: value,
    scope: 'user',
    origin: 'user_stated',
    confidence: ENDING_CONFIDENCE,
    excerpt: clause,
    ends: true,
  }));
  // What the sentence says now first: a correction versions the memory it ends, in that memory's scope
  // (ADR 0052), and the ending then finds nothing left to end there; it ends what no reading versioned.
  return [...kept, ...endings];
}
