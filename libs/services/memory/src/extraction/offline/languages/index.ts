import type { PhraseTable } from '../phrase-table';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { ja } from './ja';
import { ru } from './ru';
import { zh } from './zh';

export const PHRASE_TABLES: readonly PhraseTable[] = [en, es, ru, de, ja, zh, fr];

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HAN = /\p{Script=Han}/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const LATIN = /\p{Script=Latin}/u;

/**
 * The tables that may read a sentence, by its script: kana is Japanese; Han without kana is
 * Chinese first; Cyrillic is Russian; Latin is tried as English, Spanish, German, French (short
 * sentences give no reliable language guess, and the phrase tables barely overlap). A brand
 * name in Latin letters inside a Russian or Japanese sentence does not make it Latin.
 */
export function tablesFor(sentence: string): readonly PhraseTable[] {
  if (KANA.test(sentence)) return [ja];
  if (HAN.test(sentence)) return [zh, ja];
  if (CYRILLIC.test(sentence)) return [ru];
  if (LATIN.test(sentence)) return [en, es, de, fr];
  return [];
}
