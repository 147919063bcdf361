import type { Lang } from '../offline/phrase-table';
import type { ReadSentence } from './statement-candidate';
import { tablesByGuess } from './statement-slots';

/** Read by grammar, as a name answer is: stated, at the profile's bar. */
const SIGNED_CONFIDENCE = 0.6;

/**
 * The closing formulas of a letter or an email in each language — closed-class phrases, the
 * ones a style guide lists, not any set's words. Each is followed by the writer's name.
 */
const CLOSING: Partial<Record<Lang, RegExp>> = {
  en: /^(?:yours\s+(?:sincerely|faithfully|truly)|sincerely(?:\s+yours)?|(?:with\s+)?(?:kind|kindest|best|warm|warmest)\s+(?:regards|wishes)|(?:many\s+)?thanks(?:\s+again)?|thank\s+you|regards|best|cheers|respectfully|warmly|all\s+the\s+best)/iu,
  es: /^(?:atentamente|cordialmente|saludos(?:\s+cordiales)?|un\s+(?:cordial\s+)?saludo|un\s+abrazo|(?:muchas\s+)?gracias|reciba\s+un\s+cordial\s+saludo|le\s+saluda\s+atentamente)/iu,
  de: /^(?:mit\s+freundlichen\s+grüßen|(?:freundliche|viele|beste|herzliche|liebe)\s+grüße|hochachtungsvoll|(?:vielen\s+)?dank|mfg|lg|vg)/iu,
  ru: /^(?:с\s+уважением|с\s+наилучшими\s+пожеланиями|всего\s+(?:доброго|хорошего)|(?:заранее\s+)?спасибо|с\s+благодарностью|искренне\s+ваш[аи]?)/iu,
  zh: /^(?:此致敬礼|此致|敬礼|祝好|顺颂商祺|谢谢|多谢)/u,
  ja: /^(?:敬具|草々|かしこ|敬白|(?:どうぞ)?よろしくお願い(?:いた)?します|以上)/u,
};

/**
 * The name after the formula, to the sentence's end: in a cased script one to four capitalised
 * words or initials ("Joan Tregear", "C. Wakelin", "Иван Петров"), a courtesy title in brackets
 * after it allowed ("(Mrs)"); in Chinese two to four Han characters, in Japanese two to eight
 * kanji or kana, each maybe with the humble mark writers put after their name ("敬上", "拝").
 */
const CASED_NAME = /^[,:;—–-]?\s*((?:\p{Lu}[\p{Ll}'’-]*\.?\s*){1,4}?)\s*(?:\([\p{L}.\s]{1,12}\))?\s*[.!]?$/u;
const HAN_NAME = /^[，、。:：\s]*(\p{Script=Han}{2,4}?)\s*(?:敬上|谨上|上)?[。.！!]?$/u;
const JA_NAME =
  /^[，、。:：\s]*([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]{2,8}?)\s*(?:拝|より)?[。.！!]?$/u;

/**
 * A message that closes as a letter does ("…Yours sincerely, Joan Tregear", "Mit freundlichen
 * Grüßen Anna Berg", "С уважением, Иван Петров", "此致敬礼 王芳", "敬具 篠原美津子") is signed by
 * the person writing it: the name after the closing formula is theirs (ADR 0074). The heads read a
 * valediction as small talk, so people who write letters, not chat, never gave their name (B11h11:
 * 50 signatures unread in English alone). Read by grammar, only in the message's last sentence
 * (what the extractor passes), only when the name is all that follows the formula; subject `name`,
 * the person's, its excerpt the name itself.
 */
export function signedName(sentence: string): ReadSentence | undefined {
  const text = sentence.trim();
  // A closing line is short, a poor guide to its language: every table of its script is tried.
  for (const t of tablesByGuess(text)) {
    const closing = CLOSING[t.lang]?.exec(text);
    if (!closing) continue;
    const shape = t.lang === 'zh' ? HAN_NAME : t.lang === 'ja' ? JA_NAME : CASED_NAME;
    const name = shape.exec(text.slice(closing[0].length))?.[1]?.trim();
    if (name) return { sentence: name, kind: 'fact', probability: SIGNED_CONFIDENCE, scope: 'user', topic: 'name' };
  }
  return undefined;
}
