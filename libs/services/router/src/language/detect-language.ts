import { detectAll } from 'tinyld';
import profiles from './romanised-profiles.json';
import { romanisedLanguage, type RomanisedModelFile } from './romanised';

/** Below this many letters a detector guesses ("ok", "more"): no language is claimed. */
const MIN_LETTERS = 10;
/** The best guess must score this many times the runner-up; closer is "unsure". */
const MIN_LEAD = 1.1;
/**
 * Languages considered, by the script they are written in. tinyld knows ~60; on a few words
 * the rare ones win by accident ("a red cat" as Afrikaans), so detection is confined to widely
 * used ones — and to those of the line's own script: tinyld read a Russian line with a size in
 * it ("468×60") as Hindi, which no Cyrillic line is.
 */
const SCRIPTS: ReadonlyArray<readonly [letters: RegExp, languages: string[]]> = [
  [/\p{Script=Latin}/gu, ['en', 'fr', 'de', 'es', 'it', 'pt', 'nl', 'sv', 'da', 'pl', 'cs', 'tr']],
  [/\p{Script=Cyrillic}/gu, ['ru', 'uk']],
  [/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu, ['ja', 'zh']],
  [/\p{Script=Hangul}/gu, ['ko']],
  [/\p{Script=Arabic}/gu, ['ar']],
  [/\p{Script=Hebrew}/gu, ['he']],
  [/\p{Script=Devanagari}/gu, ['hi']],
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

/** The languages written in the script most of the line's letters are in. */
function languagesOfScript(text: string): string[] {
  const counted = SCRIPTS.map(([letters, languages]) => ({ n: count(text, letters), languages }));
  return counted.reduce((a, b) => (b.n > a.n ? b : a)).languages;
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
  const [best, next] = detectAll(text, { only: languagesOfScript(text) });
  if (best && (!next || best.accuracy >= MIN_LEAD * next.accuracy)) return best.lang;
  // Han without kana, where tinyld hesitates between Chinese and Japanese: kana would have said Japanese.
  return languageOfScript(text) ?? (count(text, /\p{Script=Han}/gu) >= MIN_LETTERS / 2 ? 'zh' : undefined);
}
