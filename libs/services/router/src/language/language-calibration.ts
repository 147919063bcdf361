import { cosine } from '@lomo/search';

/**
 * Cross-lingual cosines sit lower than same-language ones (issue #27, route27e). With e5-small,
 * two unrelated lines in one language score 0.82–0.86, an unrelated pair across languages
 * 0.78–0.81, and a follow-up in another language than its task's texts scored 0.035 below a
 * same-language one on the seen sets — as much as the lead that tells its task from the next.
 * So a pair's cosine is read against what an unrelated pair of those two languages scores:
 * `calibrated = cosine + baseline[m][m] − baseline[m][t]` (m the message's language, t the
 * text's), which puts every language pair on the message's own same-language scale.
 *
 * Languages are read from the vectors already embedded — the nearest of one centroid per
 * language — so no text is read again and nothing is translated. The file
 * (`language-baselines.json`, `npm run bench:router-pairs -- --languages`) is built from lines
 * the project wrote for its own models (the act training set and `bench/router-pairs/language-lines.ts`),
 * never from a routing set.
 */
export interface LanguageCalibrationFile {
  /** The embedder whose vectors the centroids and baselines are. */
  embedder: string;
  /** SHA-256 of the lines it was built from. */
  trainingSha: string;
  builtAt: string;
  languages: string[];
  /** Per language, the normalised mean vector of its lines. */
  centroids: number[][];
  /** `baseline[a][b]`: the mean cosine of two different lines, one in language a, one in b. */
  baseline: number[][];
}

/** The index of the language whose centroid is nearest the vector. */
export function languageOf(vector: readonly number[], file: LanguageCalibrationFile): number {
  let best = 0;
  let bestScore = -Infinity;
  file.centroids.forEach((c, i) => {
    const s = cosine(vector, c);
    if (s > bestScore) [best, bestScore] = [i, s];
  });
  return best;
}

/** A cosine of a message (language `m`) and a text (language `t`), on the message's same-language scale. */
export function calibrated(score: number, m: number, t: number, file: LanguageCalibrationFile): number {
  return m === t ? score : score + file.baseline[m][m] - file.baseline[m][t];
}
