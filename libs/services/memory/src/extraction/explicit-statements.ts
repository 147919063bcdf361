import type { MemoryExtractor } from './extractor.port';

/** Words that end the noun phrase a subject is taken from ("muted colours for posters" → colours). */
const PHRASE_END = /\s+(?:for|in|on|when|with|because|but|and|so|if|at|to|over|than|instead)\s+.*$/i;

interface Pattern {
  pattern: RegExp;
  scope: 'user' | 'workspace' | 'task';
  /** Builds the subject from the matched groups. */
  subject: (m: RegExpMatchArray) => string;
}

/** Head noun of a phrase, lower case, plural `s` dropped, so "muted colours" and "pastel colour" share a subject. */
function head(phrase: string): string {
  const words = phrase.split(/[,;:]/)[0].replace(PHRASE_END, '').trim().toLowerCase().split(/\s+/);
  const last = (words.at(-1) ?? '').replace(/[^\p{L}\p{N}-]/gu, '');
  return last.length > 3 && last.endsWith('s') && !last.endsWith('ss') ? last.slice(0, -1) : last;
}

// Order matters: "this time" wins over the preference it may contain.
const PATTERNS: Pattern[] = [
  {
    pattern: /\bthis time,?\s+(?:let'?s\s+|please\s+)?(?:try|use|make it|go with|do)?\s*(.+)/i,
    scope: 'task',
    subject: (m) => `this time: ${head(m[1])}`,
  },
  {
    pattern: /\b(?:our|my)\s+([\p{L}\s-]{2,40}?)\s+(?:is|are)\s+(.+)/iu,
    scope: 'workspace',
    subject: (m) => m[1].trim().toLowerCase(),
  },
  { pattern: /\bnever\s+(?:use|add|include|do|make)\s+(.+)/i, scope: 'user', subject: (m) => `avoid: ${head(m[1])}` },
  {
    pattern: /\bI\s+(?:(?:usually|always|generally|tend to)\s+)?(?:prefer|like|love|want)\s+(.+)/i,
    scope: 'user',
    subject: (m) => `preference: ${head(m[1])}`,
  },
  {
    pattern: /\bI\s+(?:usually|always|generally|tend to)\s+(.+)/i,
    scope: 'user',
    subject: (m) => `habit: ${head(m[1])}`,
  },
];

/** Sentences of a message; each one is a candidate's excerpt. */
const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The offline extractor: explicit first-person statements only ("I prefer…", "I usually…",
 * "our brand colour is…", "never use…", "this time…" → task scope). Everything it returns
 * is user-stated and quotes its sentence, so it can never invent a fact.
 */
export function extractExplicitStatements(text: string): unknown[] {
  const candidates: unknown[] = [];
  for (const sentence of sentences(text)) {
    for (const { pattern, scope, subject } of PATTERNS) {
      const m = sentence.match(pattern);
      if (!m) continue;
      candidates.push({
        subject: subject(m),
        content: sentence.replace(/[.!]+$/, ''),
        scope,
        origin: 'user_stated',
        confidence: 0.9,
        excerpt: sentence,
      });
      break;
    }
  }
  return candidates;
}

export const explicitStatementsExtractor: MemoryExtractor = {
  name: 'explicit-statements',
  extract: (text) => Promise.resolve(extractExplicitStatements(text)),
};
