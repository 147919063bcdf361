/**
 * Russian, Japanese and Chinese written in Latin letters (issue 27, ADR 0089): transliteration,
 * romaji, pinyin. tinyld has Latin-script profiles only for Latin-script languages, so such a
 * line reads as English, Spanish or Italian. This is a small multinomial naive Bayes over the
 * character n-grams of a line's Latin words, trained on the project's own native-script lines
 * romanised in several schemes beside its own English, Spanish, German and French lines
 * (`npm run bench:router-pairs -- --romanised`, `bench/router-pairs/romanised.ts`).
 */
export interface RomanisedModelFile {
  /** SHA-256 of the native and Latin-script lines it was built from (before romanising). */
  trainingSha: string;
  builtAt: string;
  /** The classes: Latin-script languages as they are, and `ru`, `ja`, `zh` romanised. */
  classes: string[];
  /** The languages a verdict may name: the romanised ones. */
  romanised: string[];
  /** Per n-gram, its log-probability in each class (×10, rounded: the file stays small). */
  grams: Record<string, number[]>;
  /** The mean lead per n-gram a romanised class must have over every Latin-script one. */
  minLead: number;
  /** Fewer n-grams known than this say too little. */
  minGrams: number;
}

/** Latin-script words with a pinyin tone digit kept on the syllable it ends ("hai3"). */
const WORD = /[\p{Script=Latin}]+(?:[’'][\p{Script=Latin}]+)*[1-5]?/gu;
const MAX_N = 4;

/**
 * The n-grams (1 to 4 characters) of each Latin word of the line, padded with a space at both
 * ends so a word's start, end and whole short words ("wo", "ne", "de") are features too.
 */
export function latinGrams(text: string): string[] {
  const grams: string[] = [];
  for (const word of text.normalize('NFC').toLowerCase().match(WORD) ?? []) {
    const padded = ` ${word.replace(/’/g, "'")} `;
    for (let n = 1; n <= MAX_N; n++)
      for (let i = 0; i + n <= padded.length; i++) {
        const gram = padded.slice(i, i + n);
        if (gram !== ' ') grams.push(gram);
      }
  }
  return grams;
}

/** Per class, the summed log-probability of the line's known n-grams, and how many were known. */
export function classScores(text: string, file: RomanisedModelFile): { scores: number[]; known: number } {
  const scores = new Array<number>(file.classes.length).fill(0);
  let known = 0;
  for (const gram of latinGrams(text)) {
    const weights = file.grams[gram];
    if (!weights) continue;
    known++;
    weights.forEach((w, c) => (scores[c] += w / 10));
  }
  return { scores, known };
}

/**
 * `ru`, `ja` or `zh` when the line's Latin words are that language romanised, by a clear lead
 * per n-gram over every Latin-script language; otherwise undefined (a line in English, Spanish
 * or German stays theirs, and a close call is left to tinyld). Read as a whole line: read word
 * by word, a line half in English was caught more often, but so were Spanish and German lines
 * with short words (ADR 0089).
 */
export function romanisedLanguage(text: string, file: RomanisedModelFile): string | undefined {
  const { scores, known } = classScores(text, file);
  if (known < file.minGrams) return undefined;
  const best = (keep: (c: string) => boolean) =>
    file.classes.reduce((b, c, i) => (keep(c) && (b < 0 || scores[i] > scores[b]) ? i : b), -1);
  const romanised = best((c) => file.romanised.includes(c));
  const latin = best((c) => !file.romanised.includes(c));
  if (romanised < 0 || latin < 0) return undefined;
  return (scores[romanised] - scores[latin]) / known >= file.minLead ? file.classes[romanised] : undefined;
}
