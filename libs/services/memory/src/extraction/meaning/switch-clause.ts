import type { PhraseTable } from '../offline/phrase-table';
import type { ReadSentence } from './statement-candidate';
import type { Topic } from './statement-labels';
import { personOf, tableOf } from './statement-slots';

/** The slots a switch versions: what a draft shows and the person changes ("we've gone to Lora", "换成竖版了"). */
const SWITCHED: ReadonlySet<Topic> = new Set(['font', 'format', 'colour']);
/** Whether a switch on this topic versions its slot. */
export const isSwitchedSlot = (topic: string): boolean => SWITCHED.has(topic as Topic);

/**
 * The sentence says a value replaces another: a switch told as done, or a value said to hold from
 * now on or no longer (the tables' `switches` and `henceforth`, ADR 0067 and 0069).
 */
export const saysReplaced = (sentence: string, t: PhraseTable | undefined): boolean =>
  !!t && (t.switches.test(sentence) || t.henceforth.test(sentence));

/** Read by grammar, not by a head: stated, at the profile's bar. */
const SWITCH_CONFIDENCE = 0.6;

/**
 * A sentence that says the person switched a typeface, a format or a colour for another ("we've
 * switched to Albert Sans", "Wir haben auf Quattrocento umgestellt", "海报字体换成站酷小薇体了",
 * "書体を…に変えました") corrects the value held on that slot (issue 28, ADR 0067). People say it as
 * news, often without "actually", and the heads read it as a request or are unsure, so the old
 * value stayed current. The switch verb is the tables' `switches`, or a "from now on" of their
 * `henceforth` (ADR 0069: "from now on every heading in …" is lasting even as an imperative); the topic is the one the
 * sentence names or the topic head reads (`topic`). Whose it is: "we" → the workspace's, "I" →
 * the person's; said of no one, a typeface or a colour is the brand's, a format the person's (as a
 * wish is, ADR 0052). Never in a question, a forget or a one-off. Returns the reading, or undefined.
 */
export function switchReading(sentence: string, topic: Topic): ReadSentence | undefined {
  const t = tableOf(sentence);
  if (!t || !SWITCHED.has(topic) || !saysReplaced(sentence, t)) return undefined;
  if (t.skip.test(sentence) || t.once.test(sentence)) return undefined;
  const person = personOf(sentence, t);
  const scope =
    person === 'we' || person === 'both' ? 'workspace' : person === 'me' || topic === 'format' ? 'user' : 'workspace';
  return { sentence, kind: 'correction', probability: SWITCH_CONFIDENCE, scope, topic };
}
