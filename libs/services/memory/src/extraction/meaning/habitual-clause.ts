import type { PhraseTable } from '../offline/phrase-table';
import { namesColour, ourAt } from './our-value';
import type { ReadSentence } from './statement-candidate';
import { saysOnce, tableOf } from './statement-slots';

/** Read by grammar, not by a head: stated, at the profile's bar. */
const HABITUAL_CONFIDENCE = 0.6;

/** Russian "my" in every form: the table's `single` is a prefix meant for an owner slot ("мо…"), which "море" also starts with. */
const MY_RU = /^мо(?:й|я|ё|е|и|его|ему|ей|им|их|ими|ём|ем)$/iu;

/**
 * Said with "my" ("in my moss green"): the person's own colour. A first person that asks for the
 * work ("I need a poster…", "necesito…") does not own the colour it names.
 */
function ownedByMe(sentence: string, t: PhraseTable): boolean {
  if (t.spaced) return sentence.split(/[^\p{L}]+/u).some((word) => (t.lang === 'ru' ? MY_RU : t.single).test(word));
  return [...sentence].some((_, i) => t.single.test(sentence.slice(i)));
}

/**
 * A brief that gives a colour "as always" ("…at the bottom in rust orange, as usual", "wie immer",
 * "como siempre", "как обычно", "老样子", "いつもの…で") says which colour is the standing one: people
 * asking for a piece of work name their brand's values in passing, marked as the usual ones, and
 * the heads read the sentence as the request it is part of (issue 28, ADR 0069). So does a
 * sentence that opens with "our" before a colour — what stays of a brief after a third party's
 * values ("…their logo, and our rust orange rim around it", others-words.ts). Read by grammar:
 * the tables' `habitual` marker and a colour of the lexicon in one sentence, not a question, a
 * forget, a one-off or a third party's ("their navy, as usual"). The brand's colour, the
 * workspace's, unless the person calls it theirs ("my moss green like always").
 */
export function habitualColour(sentence: string): ReadSentence | undefined {
  const t = tableOf(sentence);
  // "as always", or a sentence that opens with "our" before a colour ("our rust orange rim around it").
  if (!t || !(t.habitual.test(sentence) || ourAt(sentence.trim(), t) === 0)) return undefined;
  if (t.skip.test(sentence) || saysOnce(sentence, t) || t.theirs.test(sentence)) return undefined;
  if (!namesColour(sentence, t)) return undefined;
  const scope = ownedByMe(sentence, t) ? 'user' : 'workspace';
  return { sentence, kind: 'fact', probability: HABITUAL_CONFIDENCE, scope, topic: 'colour' };
}
