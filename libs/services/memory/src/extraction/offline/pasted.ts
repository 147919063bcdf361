/**
 * Text a person pastes is not their voice: a client's brief, a supplier's email, a signature or a
 * card copied from a folder states someone's facts, often not theirs, and never as a wish of theirs.
 * Only the remarks they type around it are read for memories (issue 28, ADR 0059). Read by layout,
 * not by words: quoted lines, a paragraph wholly in quotation marks, a signature after its "-- "
 * delimiter, a run of "Label: value" header lines, and a block of several lines set off by a blank
 * line after a lead-in that ends with a colon ("here is their brief:"). A list the person types
 * (lines opening with a bullet or a number) stays theirs.
 */

/** A paragraph: lines between blank lines. */
const PARAGRAPHS = /\n[ \t]*\n/u;
/** A quoted line of a reply: ">", full-width "＞", or "|" as some clients quote. */
const QUOTED_LINE = /^\s*[>＞|]/u;
/** A paragraph wholly inside one pair of quotation marks, of any script. */
const IN_QUOTES = /^\s*(?:"[^"]*"|“[^”]*”|„[^“”]*[“”]|«[^»]*»|「[^」]*」|『[^』]*』|‘[^’]*’)\s*$/su;
/** The signature delimiter of mail ("-- ", RFC 3676), or a line of dashes or underscores. */
const SIGNATURE_RULE = /^\s*(?:--|—|–|_{3,}|-{3,})\s*$/u;
/** A header or a card's field: a short label of one to three words, a colon, a value. */
const FIELD_LINE = /^\s*[\p{L}][\p{L}\p{M} .'’-]{0,24}\s*[:：]\s*\S/u;
/** A lead-in that hands over what follows: its last character is a colon. */
const LEAD_IN = /[:：]\s*$/u;
/** A list the person types: a bullet or a number opens the line. */
const LIST_LINE = /^\s*(?:[-*•·]\s|\d+[.)]\s)/u;

const linesOf = (paragraph: string) => paragraph.split('\n').filter((l) => l.trim().length > 0);

/** Whether a paragraph is pasted text, given the paragraph before it (undefined at the message's start). */
export function isPasted(paragraph: string, before: string | undefined): boolean {
  const lines = linesOf(paragraph);
  if (lines.length === 0) return false;
  if (lines.every((l) => QUOTED_LINE.test(l))) return true;
  if (IN_QUOTES.test(paragraph)) return true;
  if (SIGNATURE_RULE.test(lines[0])) return true;
  // Nothing before it: a message of the person's own, even when typed as "label: value" lines.
  if (before === undefined) return false;
  // Two header lines or more after the person's words ("From: …", "Subject: …") are a form, not speech.
  if (lines.length >= 2 && lines.filter((l) => FIELD_LINE.test(l)).length >= 2) return true;
  if (!LEAD_IN.test(before)) return false;
  return lines.length >= 2 && !lines.some((l) => LIST_LINE.test(l));
}

/** What a message holds pasted, with the person's words just before it: the lead-in that says whose it is. */
export interface PastedBlock {
  /** The pasted text, a substring of the message. */
  block: string;
  /** The person's words before it: the paragraph before, or the lines above a signature's delimiter. */
  leadIn: string;
}

interface Split {
  /** What the person typed; undefined when the whole paragraph is pasted. */
  kept?: string;
  pasted?: PastedBlock;
}

/** One paragraph split into what the person typed and what they pasted (a whole paragraph, or a signature after its rule). */
function splitParagraph(paragraph: string, before: string | undefined): Split {
  if (isPasted(paragraph, before)) return { pasted: { block: paragraph, leadIn: before ?? '' } };
  // A signature's delimiter inside a paragraph: the lines above it are the person's, the rest is the signature.
  const lines = paragraph.split('\n');
  const rule = lines.findIndex((l) => SIGNATURE_RULE.test(l));
  // Fields between two rules ("---\nname: …\ncolour: …\n---") are the person's own notes, no signature (ADR 0076).
  const after = lines.slice(rule + 1).filter((l) => l.trim().length > 0);
  const notes =
    after.some((l) => SIGNATURE_RULE.test(l)) && after.every((l) => SIGNATURE_RULE.test(l) || FIELD_LINE.test(l));
  if (rule <= 0 || notes) return { kept: paragraph };
  const kept = lines.slice(0, rule).join('\n');
  return { kept, pasted: { block: lines.slice(rule + 1).join('\n'), leadIn: kept } };
}

const splitsOf = (text: string): { paragraphs: string[]; splits: Split[] } => {
  const paragraphs = text.replace(/\r\n?/gu, '\n').split(PARAGRAPHS);
  return { paragraphs, splits: paragraphs.map((p, i) => splitParagraph(p, i > 0 ? paragraphs[i - 1] : undefined)) };
};

/**
 * The message without what was pasted into it: the person's own paragraphs, in order, joined by
 * blank lines (every sentence read from it is still a substring of the message, so excerpts stay
 * quotable). A message with no blank line is one paragraph: read whole unless it is quoted or a
 * signature's delimiter opens one of its lines.
 */
export function ownWords(text: string): string {
  const { paragraphs, splits } = splitsOf(text);
  const kept = splits.flatMap((s) => (s.kept === undefined ? [] : [s.kept]));
  // Nothing pasted: the message as sent, byte for byte.
  return kept.length === paragraphs.length && kept.every((k, i) => k === paragraphs[i]) ? text : kept.join('\n\n');
}

/**
 * What `ownWords` leaves out, each block with the person's words before it (ADR 0090): whether a
 * block is theirs — their own signature, their brand sheet — is said by the lead-in, not by the block.
 */
export function pastedBlocks(text: string): PastedBlock[] {
  return splitsOf(text).splits.flatMap((s) => (s.pasted && s.pasted.block.trim() ? [s.pasted] : []));
}
