import type { PhraseTable } from '../offline/phrase-table';
import { lexiconSubjects } from '../offline/subjects';
import { compoundHead } from './colour-answer';

/** Russian "our" in every form: the table's `наш` prefix is meant for an owner slot, and "нашли" starts with it too. */
const OUR_RU = /^наш(?:а|е|и|его|ему|ей|им|их|ими|ем|у)?$/iu;
/** Chinese and Japanese mark the possessive after "we": "我们的", "うちの". */
const POSSESSIVE: Partial<Record<PhraseTable['lang'], string>> = { zh: '的', ja: 'の' };

/**
 * Where the first word that says "ours" ("our", "nuestro", "unser", "наш", "我们的", "うちの") starts
 * at or after `from`, or -1: the tables' `plural` owners, read as a determiner of the words after it.
 */
export function ourAt(sentence: string, t: PhraseTable, from = 0): number {
  if (t.spaced) {
    for (const m of sentence.matchAll(/\p{L}+/gu))
      if (m.index >= from && (t.lang === 'ru' ? OUR_RU : t.plural).test(m[0])) return m.index;
    return -1;
  }
  const mark = POSSESSIVE[t.lang];
  for (let i = from; i < sentence.length; i++) {
    const owner = t.plural.exec(sentence.slice(i));
    if (owner && (!mark || sentence[i + owner[0].length] === mark)) return i;
  }
  return -1;
}

/** The text names a colour of the lexicon; in German also as a compound's head ("Roggenbraun"). */
export function namesColour(text: string, t: PhraseTable): boolean {
  if (lexiconSubjects(text, t).has('colour')) return true;
  if (t.lang !== 'de') return false;
  return text
    .split(/[^\p{L}-]+/u)
    .some((word) => compoundHead(word).some((tail) => lexiconSubjects(tail, t).has('colour')));
}
