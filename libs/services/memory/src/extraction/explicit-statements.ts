import type { Candidate } from './candidates';
import type { ExtractionContext, MemoryExtractor } from './extractor.port';
import { tablesFor } from './offline/languages';
import { everywhere, type PhraseTable } from './offline/phrase-table';
import { readClause, REFUSED, type Reading } from './offline/read-clause';
import { clauseSpans, hasWord, sentencesOf } from './offline/segments';
import { lexiconSubject } from './offline/subjects';
import { timeBoundOf, withoutTimes } from './offline/valid-until';

/** The candidate schema's limits: a longer clause is no single statement, and is not read. */
const MAX_CONTENT = 500;
const MAX_SUBJECT = 80;

/** The trailing punctuation of a sentence, and the alternative a statement rules out ("…, not teal"). */
const tidy = (text: string, t: PhraseTable) =>
  text
    .replace(/[\s.!。！…]+$/u, '')
    .replace(t.ruledOut, '')
    .replace(/[\s,，、;；:：]+$/u, '')
    .trim();
/** "brand colour" and "preference: colour" are both about colour. */
const family = (subject: string) => subject.split(/[:\s]+/).at(-1);
/** An opener set off by punctuation ("Actually, …") is no part of what is believed; "Eigentlich ist…" needs it. */
const SET_OFF = /[,:;!.—–、，：！。-]/u;

/**
 * A correction that names no subject ("Actually, make that navy") corrects the statement just
 * before it in the same message, when it is about the same kind of thing (here a colour).
 */
function inherited(plain: string, t: PhraseTable, last: Candidate | undefined): Reading | null {
  const about = last && hasWord(plain) ? lexiconSubject(plain, t) : undefined;
  return last && about && family(about) === family(last.subject)
    ? { subject: last.subject, scope: last.scope, confidence: 0.8 }
    : null;
}

/** What one clause says, or why it says nothing (`marker`: only "from now on", "到三月", "Correction:"). */
function readOne(clause: string, t: PhraseTable, now: Date | undefined, once: boolean, last?: Candidate) {
  const opener = t.correction.exec(clause)?.[0] ?? '';
  const body = clause.slice(opener.length);
  const time = timeBoundOf(body, t, now);
  const plain = withoutTimes(tidy(body, t), t)
    .replace(everywhere(t.once), ' ')
    .replace(/^[\s\p{P}]+/u, '');
  let reading = readClause(plain, t, { once, bounded: time.bounded, correcting: opener !== '' });
  if (reading === null && opener) reading = inherited(plain, t, last);
  const content = tidy(SET_OFF.test(opener) ? body : clause, t);
  const marker = reading === null && !hasWord(plain.replace(t.durable, ' '));
  return { reading, content, time, corrects: opener !== '', marker };
}

interface SentenceContext {
  now?: Date;
  /** The last candidate of the message so far: what a subjectless correction corrects. */
  before?: Candidate;
  /** The previous sentence was only a correction opener ("訂正します。"). */
  corrected: boolean;
}

function readSentence(sentence: string, t: PhraseTable, { now, before, corrected }: SentenceContext): Candidate[] {
  const found: Candidate[] = [];
  let once = false;
  let correcting = corrected;
  let carried: number | undefined;
  for (const span of clauseSpans(sentence, t)) {
    // A clause that is only a marker ("From now on,", "到三月，") belongs to the next one.
    const clause = sentence.slice(carried ?? span.start, span.end).trim();
    if (clause.length > MAX_CONTENT) continue;
    if (t.once.test(clause)) once = true;
    else if (t.durable.test(clause)) once = false;
    const { reading, content, time, corrects, marker } = readOne(clause, t, now, once, found.at(-1) ?? before);
    correcting ||= corrects;
    carried = marker ? (carried ?? span.start) : undefined;
    if (reading === null || reading === REFUSED || !hasWord(content) || content.length > MAX_CONTENT) continue;
    found.push({
      subject: reading.subject.slice(0, MAX_SUBJECT),
      content,
      scope: reading.scope,
      origin: 'user_stated',
      confidence: reading.confidence,
      excerpt: clause,
      ...(time.validUntil ? { validUntil: time.validUntil } : {}),
      ...(correcting ? { correction: true } : {}),
    });
  }
  return found;
}

const evidenceKey = (excerpt: string) => excerpt.toLowerCase().replace(/\s+/g, ' ');

/**
 * The offline extractor (no model, no network, no clock): what a person states about their
 * tastes, their brand and this task in English, Spanish, Russian, German, Japanese, Chinese or
 * French — preferences, avoidances, facts, one-offs ("this time…" → task scope), corrections
 * (same subject, so a new version) and time limits (`validUntil` from `context.now`). Each
 * candidate is user-stated and quotes its clause, so it never invents a fact; requests
 * ("I want a red cat"), reactions, questions and other languages give nothing.
 */
export function extractExplicitStatements(text: string, context: ExtractionContext = {}): Candidate[] {
  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  let corrected = false;
  for (const sentence of sentencesOf(text)) {
    const tables = tablesFor(sentence);
    const wasCorrected = corrected;
    corrected = tables.some((t) => {
      const opener = t.correction.exec(sentence)?.[0];
      return opener !== undefined && !hasWord(sentence.slice(opener.length));
    });
    const askedOneOff = tables.some((t) => t.once.test(sentence) && t.askingToDo.test(sentence));
    if (!askedOneOff && tables.some((t) => t.skip.test(sentence))) continue;
    for (const table of tables) {
      const found = readSentence(sentence, table, {
        now: context.now,
        before: candidates.at(-1),
        corrected: wasCorrected,
      });
      if (found.length === 0) continue;
      // One statement per excerpt: the excerpt names the evidence, and a second one would be a no-op.
      for (const c of found.filter((c) => !seen.has(evidenceKey(c.excerpt)))) {
        seen.add(evidenceKey(c.excerpt));
        candidates.push(c);
      }
      break;
    }
  }
  return candidates;
}

export const explicitStatementsExtractor: MemoryExtractor = {
  name: 'explicit-statements',
  extract: (text, context) => Promise.resolve(extractExplicitStatements(text, context)),
};
