import { detectAll } from 'tinyld';
import profiles from './romanised-profiles.json';
import { romanisedLanguage, type RomanisedModelFile } from './romanised';

/** Below this many letters a detector guesses ("ok", "more"): no language is claimed. */
const MIN_LETTERS = 10;
/** The best guess must score this many times the runner-up; closer is "unsure". */
const MIN_LEAD = 1.1;
/**
 * Languages considered. tinyld knows ~60; on a few words the rare ones win by accident
 * ("a red cat" as Afrikaans), so detection is confined to widely used ones.
 */
const LANGUAGES = [
  'en',
  'fr',
  'de',
  'es',
  'it',
  'pt',
  'nl',
  'sv',
  'da',
  'pl',
  'cs',
  'ru',
  'uk',
  'tr',
  'ar',
  'he',
  'hi',
  'ja',
  'zh',
  'ko',
];
/** A line mostly in Latin letters may be Russian, Japanese or Chinese romanised (ADR 0089). */
const MOSTLY_LATIN = 0.5;
const ROMANISED = profiles as RomanisedModelFile;

const count = (text: string, letters: RegExp) => text.match(letters)?.length ?? 0;

/**
 * The language a script alone tells, however short the line: kana only Japanese writes,
 * Hangul only Korean. Cyrillic, Latin and Han alone are shared by several languages.
 */
function languageOfScript(text: string): string | undefined {
  if (count(text, /[\p{Script=Hiragana}\p{Script=Katakana}]/gu) > 0) return 'ja';
  return count(text, /\p{Script=Hangul}/gu) > 0 ? 'ko' : undefined;
}

/**
 * The language of the user's own words, an ISO 639-1 code, or undefined when the
 * text is too short or the detector is unsure — then the person's recent language, else the
 * client's, stands (`languageOfPost`). tinyld runs offline (n-gram profiles inside the
 * package); a line mostly in Latin letters is first read for romanised Russian, Japanese or
 * Chinese, which tinyld would take for English or Italian (ADR 0089). Only the user's text is
 * passed here, never a goal the router or a model rewrote.
 */
export function detectLanguage(text: string): string | undefined {
  const letters = count(text, /\p{L}/gu);
  if (letters < MIN_LETTERS) return languageOfScript(text);
  if (count(text, /\p{Script=Latin}/gu) >= MOSTLY_LATIN * letters) {
    const romanised = romanisedLanguage(text, ROMANISED);
    if (romanised) return romanised;
  }
  const [best, next] = detectAll(text, { only: LANGUAGES });
  if (best && (!next || best.accuracy >= MIN_LEAD * next.accuracy)) return best.lang;
  // Han without kana, where tinyld hesitates between Chinese and Japanese: kana would have said Japanese.
  return languageOfScript(text) ?? (count(text, /\p{Script=Han}/gu) >= MIN_LETTERS / 2 ? 'zh' : undefined);
}
