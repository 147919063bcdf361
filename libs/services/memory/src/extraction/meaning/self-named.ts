import type { Lang } from '../offline/phrase-table';
import type { ReadSentence } from './statement-candidate';
import { NAME_WORD } from './name-answer';
import { tableOf } from './statement-slots';

/** Read by grammar, as a name answer is: stated, at the profile's bar. */
const SELF_NAMED_CONFIDENCE = 0.6;

/** "…, that's me" after a clause break, in the cased scripts: the person says the one named is them. */
const THAT_IS_ME: Partial<Record<Lang, RegExp>> = {
  en: /[,;—–-]\s*(?:and\s+)?(?:that['’]s|that\s+is|it['’]s|this\s+is)\s+me\b/iu,
  es: /[,;—–-]\s*(?:que\s+)?(?:ese|esa)?\s*soy\s+yo\b/iu,
  de: /[,;—–-]\s*(?:das|der|die)\s+bin\s+ich\b/iu,
  ru: /[,;—–-]\s*(?:и\s+)?это\s+я(?![\p{L}])/iu,
  fr: /[,;—–-]\s*c['’]est\s+moi\b/iu,
};
/** German capitalises every noun: there the name is the one the work goes to or comes from ("an Konrad"). */
const DE_NAMED = /\b(?:an|von|für)\s+(\p{Lu}\p{Ll}+)/u;
/** "X就是我", "X是我"; "Xは私です": the name said again just before "me" (a Han or kana run). */
const CJK_IS_ME: Partial<Record<Lang, RegExp>> = {
  zh: /([\p{Script=Han}]{2,4}?)就?是我/u,
  ja: /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{2,6}?)(?:は|が)(?:私|僕|俺|わたし|あたし)(?:です|だ)/u,
};

/**
 * A name put on the work, then "that's me" ("sign it off to Hal, that is me", "«шила Арина» — это
 * я", "阿坤就是我", "みのりは私です"): the person says who they are by pointing at a name in the
 * brief. The heads read the sentence as the request it is part of, so the name was lost (ADR 0069).
 * Read by grammar: the marker, and a name — in a cased script a capitalised word that does not open
 * the sentence (in German one after "an", "von", "für"); in Chinese and Japanese the word before
 * "是我" / "は私です" said earlier in the sentence too. Without a name ("the kid in the photo, that's
 * me") nothing; never in a question, a forget or a one-off. The person's, subject `name`.
 */
export function selfNamed(sentence: string): ReadSentence | undefined {
  const t = tableOf(sentence);
  if (!t || t.skip.test(sentence) || t.once.test(sentence)) return undefined;
  return namesSelf(sentence, t.lang)
    ? { sentence, kind: 'fact', probability: SELF_NAMED_CONFIDENCE, scope: 'user', topic: 'name' }
    : undefined;
}

function namesSelf(sentence: string, lang: Lang): boolean {
  const cjk = CJK_IS_ME[lang]?.exec(sentence);
  if (cjk) return sentence.indexOf(cjk[1]) < cjk.index;
  const marker = THAT_IS_ME[lang]?.exec(sentence);
  if (!marker) return false;
  const before = sentence.slice(0, marker.index);
  if (lang === 'de') return DE_NAMED.test(before);
  const words = before.match(/[\p{L}'’-]+/gu) ?? [];
  return words.slice(1).some((word) => NAME_WORD.test(word));
}
