import type { Candidate } from '../candidates';
import { contentOf } from './statement-candidate';
import { saysOnce, tableOf } from './statement-slots';
import { makesChoice, settledPart, takesBack } from './unsettled';

/** An avoidance names what the person turns down: that is its value (statement-slots.ts). */
const isAvoidance = (c: Candidate) => c.subject.startsWith('avoid');

export interface Settled {
  candidates: Candidate[];
  /**
   * A correction of a lasting slot that only turned the held value down ("Font change: Editorial
   * New was too heavy on the price list."): the value that replaces it comes in the next sentence.
   */
  turnedDown?: Candidate;
}

/**
 * A sentence's candidates as the person settled on them (ADR 0084): each content cut by
 * `settledPart`, a candidate with nothing settled left dropped, and all of them dropped when the
 * next sentence of the message takes this one back ("…burnt ochre on the tags. Nope."). An
 * avoidance is left as read, and so is a one-off said with its marker: "for this flyer only, try
 * gold" is a wish for the piece, not a hedge.
 */
export function settledStatements(sentence: string, candidates: Candidate[], next: string | undefined): Settled {
  const once = saysOnce(sentence, tableOf(sentence));
  const left = (c: Candidate) => isAvoidance(c) || (once && c.scope === 'task');
  if (next !== undefined && takesBack(next) && !makesChoice(sentence)) return { candidates: candidates.filter(left) };
  let turnedDown: Candidate | undefined;
  const kept = candidates.flatMap((c) => {
    if (left(c)) return [c];
    const part = settledPart(c.content);
    // A heading ("geht gar nicht:") introduces a list, not the value that replaces.
    if (part === undefined && c.correction && c.scope !== 'task' && !/[:：]\s*$/u.test(sentence)) turnedDown = c;
    return part === undefined ? [] : [part === c.content ? c : { ...c, content: part }];
  });
  return { candidates: kept, ...(turnedDown ? { turnedDown } : {}) };
}

/**
 * The sentence after a correction that only turned the held value down gives the value that
 * replaces it ("…was too heavy. Switch to Signifier everywhere.", "…ya está registrado. Lo hemos
 * cambiado a …"): a correction on the slot turned down, the sentence its content. A correction the
 * heads read on another slot gives way to it; a sentence read on that slot already, a one-off, or
 * one with nothing settled in it is left as read.
 */
export function replacing(sentence: string, candidates: Candidate[], turnedDown: Candidate): Candidate[] {
  if (saysOnce(sentence, tableOf(sentence)) || candidates.some((c) => c.scope === 'task')) return candidates;
  if (candidates.some((c) => c.subject === turnedDown.subject && c.scope !== 'task')) return candidates;
  const content = settledPart(contentOf(sentence));
  if (content === undefined) return candidates;
  const correction: Candidate = { ...turnedDown, content, excerpt: sentence, correction: true };
  return [...candidates.filter((c) => !c.correction || isAvoidance(c)), correction];
}
