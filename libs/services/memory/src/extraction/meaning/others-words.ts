import { hasWord, sentencesOf } from '../offline/segments';
import { everywhere, type PhraseTable } from '../offline/phrase-table';
import { CLAUSE_BREAK, notDenied } from './denials';
import { notHypothetical } from './hypothetical';
import { namesColour, ourAt } from './our-value';
import { notSetAgainst } from './set-against';
import { tableOf } from './statement-slots';

/**
 * Someone else's words inside the person's own message are not theirs to remember (issue 28,
 * ADR 0061). ADR 0059 drops what was pasted as whole paragraphs (pasted.ts); people also quote
 * inside a line ('the stockist wrote: "…in our mustard…" that's theirs, not ours') and report
 * speech without quotation marks, in a voice note most of all ("the sponsor said their green has to
 * go on it"). Both are read by grammar, not by the words of any fact:
 *
 * - a quoted span that is speech — four words or more (eight characters in a script without
 *   spaces) and either introduced by a colon or holding a sentence end — is cut out; a short
 *   quoted name ('we're "Wren Studio"') stays the person's;
 * - in a sentence with a speech verb whose subject is someone else (the tables' `reports`), the
 *   reported part goes: from the clause of the verb on (in Japanese, up to and including it);
 * - in a sentence that names what a third party owns ("…for the rowing club, so their navy and
 *   their crest"; the tables' `theirs`), only the clauses in the person's own voice stay, and a
 *   clause that turns down a value of the assistant's draft goes (denials.ts; both ADR 0067).
 *
 * What is left is a list of pieces, each a substring of the message, joined by blank lines so
 * every excerpt read from it stays quotable.
 */

/** A pair of quotation marks of any script on one line. */
const QUOTED_SPAN = /"[^"\n]+"|“[^”\n]+”|„[^“”\n]+[“”]|«[^»\n]+»|「[^」\n]+」|『[^』\n]+』/gu;
/** Enough to be speech rather than a name: four words, or eight characters of a script without spaces. */
const isLong = (inner: string) =>
  (inner.match(/[\p{L}\p{N}]+/gu)?.length ?? 0) >= 4 ||
  (inner.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0) >= 8;
/** A sentence ends inside the quote: it holds speech, not a name. */
const SENTENCE_END = /[.!?。！？](?=.)/u;
/** The lead-in hands over what follows ("X wrote:", "メール貼ります："). */
const INTRODUCED = /[:：]\s*$/u;

/** The pieces of a text outside quoted speech. */
function outsideQuotes(text: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (const m of text.matchAll(QUOTED_SPAN)) {
    const inner = m[0].slice(1, -1);
    const speech = isLong(inner) && (INTRODUCED.test(text.slice(0, m.index)) || SENTENCE_END.test(inner));
    if (!speech) continue;
    pieces.push(text.slice(start, m.index));
    start = m.index + m[0].length;
  }
  pieces.push(text.slice(start));
  return pieces;
}

/**
 * A report that is the house's own word: one of the house's people speaking ("the owner said…",
 * "директор сказала…", "編集長が…と言ってました"), or a report said in indirect speech whose content
 * speaks for the person's own side ("the owner said we're moving to teal"). An outsider says
 * "their", "ihre", "их", "他们的": their values are theirs. Direct speech after a colon keeps its
 * "we" for the one quoted, so only indirect speech counts there.
 */
function insiderReport(sentence: string, t: PhraseTable, verbAt: number, verbEnd: number): boolean {
  // In Japanese the speaker and the report both come before the verb; elsewhere the speaker before it.
  const speaker =
    t.lang === 'ja' ? sentence.slice(0, verbAt) : (sentence.slice(0, verbAt).split(CLAUSE_BREAK).at(-1) ?? '');
  if (t.insiders.test(speaker)) return true;
  const report = sentence.slice(verbEnd);
  return t.lang !== 'ja' && !/^\s*[:：]/u.test(report) && t.we.test(report.split(CLAUSE_BREAK).find(hasWord) ?? '');
}

/**
 * The sentence without what it reports someone else saying: itself when it reports nothing, else
 * the pieces around the report. The report runs from the clause of its verb to the end of the
 * sentence when the verb hands over with a colon (direct speech: "we", "our" inside are the
 * speaker's); said indirectly, it ends at the first later clause in the person's own voice ("the
 * printer said their card only takes A5, anyway our colour is rust").
 */
export function ownPart(sentence: string): string[] {
  const t = tableOf(sentence);
  const m = t?.reports.exec(sentence);
  if (!t || !m) return [sentence];
  const breaks = [...sentence.matchAll(CLAUSE_BREAK)];
  const verbEnd = m.index + m[0].length;
  if (insiderReport(sentence, t, m.index, verbEnd)) return [sentence];
  if (t.lang === 'ja') {
    // "担当の方は青がいいと言っていたけど、うちは緑": the report comes first, the person's own words after its clause.
    const after = breaks.find((b) => b.index >= verbEnd);
    return [after ? sentence.slice(after.index + after[0].length) : ''];
  }
  const before = breaks.filter((b) => b.index < m.index).at(-1);
  const head = before ? sentence.slice(0, before.index) : '';
  if (/[:：]\s*$/u.test(m[0]) || /^\s*[:：]/u.test(sentence.slice(verbEnd))) return [head];
  const later = breaks.filter((b) => b.index >= verbEnd);
  const own = later.find((b, i) => {
    const clause = sentence.slice(b.index + b[0].length, later[i + 1]?.index ?? sentence.length);
    return t.we.test(clause) || t.me.test(clause);
  });
  return [head, own ? sentence.slice(own.index + own[0].length) : ''];
}

/**
 * The sentence without the piece of work it hands to someone else: a sentence that names what a
 * third party owns (their colour, their logo: a client's, a partner's, a funder's) is about that
 * party's work. "This one is for the rowing club, so their navy" states no fact of the person's,
 * however surely the heads read a colour or a company in it. Only the clauses in the person's own
 * voice ("we", "I", "our") said before the third party's come in are the person's: after it, the
 * person places themselves beside the party ("…, we're just the maker", "…, not ours"), which is
 * no fact either.
 */
export function notTheirs(sentence: string): string[] {
  const t = tableOf(sentence);
  if (!t?.theirs.test(sentence)) return [sentence];
  const clauses = sentence.split(CLAUSE_BREAK);
  const firstTheirs = clauses.findIndex((c) => t.theirs.test(c));
  const own = clauses.slice(0, Math.max(0, firstTheirs)).filter((c) => t.we.test(c) || t.me.test(c));
  const ours = oursAfterTheirs(sentence, t);
  return ours ? [...own, ours] : own;
}

/**
 * After a third party's values, the person's own colour set against them ("their lime and their
 * crest, and our rust orange rim around it", "y el nuestro en azul marino", "外面一圈我们的墨绿色"):
 * the piece from "our" to the end of its clause, when it names a colour and denies nothing (ADR
 * 0069). "…, we're just the printer", "not ours", "unser Name klein darunter" name no colour of theirs.
 */
function oursAfterTheirs(sentence: string, t: PhraseTable): string | undefined {
  const theirs = [...sentence.matchAll(everywhere(t.theirs))].at(-1);
  if (!theirs) return undefined;
  const at = ourAt(sentence, t, theirs.index + theirs[0].length);
  if (at < 0) return undefined;
  const piece = sentence.slice(at).split(CLAUSE_BREAK)[0];
  return namesColour(piece, t) && !t.denies.test(piece) ? piece : undefined;
}

/**
 * The person's own words in a text: what they only imagine (hypothetical.ts), quoted speech,
 * reported speech and another party's values set against theirs (set-against.ts) taken out (the
 * text itself when there is none of these).
 */
export function ownSpeech(text: string): string {
  const pieces = outsideQuotes(text).flatMap((piece) =>
    sentencesOf(piece)
      .flatMap(notHypothetical)
      .flatMap(ownPart)
      .flatMap(notTheirs)
      .flatMap(notSetAgainst)
      .flatMap(notDenied),
  );
  // A quote cut out of a sentence leaves its closing stop on the next piece (". ours is ochre").
  const kept = pieces.map((p) => p.replace(/^[\s.,;:!…。，；：！]+/u, '').trim()).filter(hasWord);
  const same = kept.join(' ') === sentencesOf(text).join(' ');
  return same ? text : kept.join('\n\n');
}
