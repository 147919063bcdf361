import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { loadConversations } from '../router-heldout/conversation';
import { TRAINING_SET } from '../router-acts/training-set';
import { LANGUAGE_LINES } from './language-lines';
import { SEEN_SETS } from './sets';

/** The Latin-script languages the romanised-line model tells apart from romanised ones. */
export const LATIN = ['en', 'es', 'de', 'fr'] as const;
/** The languages written in their own script that people also write in Latin letters. */
export const NATIVE = ['ru', 'ja', 'zh'] as const;

export interface SourceLine {
  /** `acts`, `language-lines` or the seen routing set it comes from. */
  set: string;
  lang: string;
  text: string;
}

const latinShare = (text: string) =>
  (text.match(/\p{Script=Latin}/gu)?.length ?? 0) / Math.max(1, text.match(/\p{L}/gu)?.length ?? 0);

/**
 * The lines the model learns from (ADR 0089): the act training set, the language lines and the
 * seen routing sets the pair model learns from (`SEEN_SETS`, heldout … heldout14) — in the Latin
 * languages as written, in Russian, Japanese and Chinese when written in their own script (to
 * be romanised). Lines a set marks `mixed_lang` are left out: their language is no one's.
 */
export async function romanisedSourceLines(sets: readonly string[] = SEEN_SETS): Promise<SourceLine[]> {
  const out: SourceLine[] = [
    ...TRAINING_SET.map(([, lang, text]) => ({ set: 'acts', lang, text })),
    ...LANGUAGE_LINES.map(([lang, text]) => ({ set: 'language-lines', lang, text })),
  ];
  for (const set of sets)
    for (const c of await loadConversations(join(__dirname, '..', set, 'conversations')))
      for (const m of c.messages) if (!m.tags?.includes('mixed_lang')) out.push({ set, lang: m.lang, text: m.text });
  const wanted = (l: SourceLine) =>
    ((LATIN as readonly string[]).includes(l.lang) && latinShare(l.text) > 0.8) ||
    ((NATIVE as readonly string[]).includes(l.lang) && latinShare(l.text) < 0.3);
  return out.filter(wanted);
}

/** What the checked-in file's `trainingSha` is of. */
export const romanisedSha = (lines: readonly SourceLine[]) =>
  createHash('sha256')
    .update(JSON.stringify(lines.map((l) => [l.lang, l.text])))
    .digest('hex');
