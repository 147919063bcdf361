import { detectAll } from 'tinyld';

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

/**
 * The language of the user's own words, an ISO 639-1 code, or undefined when the
 * text is too short or the detector is unsure — then the client's `language`, or the task's
 * earlier one, stands. tinyld runs offline (n-gram profiles inside the package). Only the
 * user's text is passed here, never a goal the router or a model rewrote.
 */
export function detectLanguage(text: string): string | undefined {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters < MIN_LETTERS) return undefined;
  const [best, next] = detectAll(text, { only: LANGUAGES });
  if (!best) return undefined;
  return !next || best.accuracy >= MIN_LEAD * next.accuracy ? best.lang : undefined;
}
