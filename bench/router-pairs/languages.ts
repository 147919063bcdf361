import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { cosine } from '../../libs/search/src/embedding/embedder.port';
import type { LanguageCalibrationFile } from '../../libs/services/router/src/language/language-calibration';
import { TRAINING_SET } from '../router-acts/training-set';
import { LANGUAGE_LINES } from './language-lines';
import { vectorsOf } from './vectors';

const FILE = join(__dirname, '../../libs/services/router/src/language/language-baselines.json');
const LANGUAGES = ['en', 'es', 'de', 'ru', 'ja', 'zh', 'fr'];

const r = (x: number) => Math.round(x * 1e5) / 1e5;

/**
 * Builds `language-baselines.json` (route27e): one normalised centroid per language and the
 * mean cosine of two different lines per language pair, from the act training set and the
 * lines written for this (`language-lines.ts`) — never a routing set's.
 */
export async function buildLanguageCalibration(): Promise<void> {
  const lines = [...TRAINING_SET.map(([, lang, text]) => [lang, text] as const), ...LANGUAGE_LINES].filter(([lang]) =>
    LANGUAGES.includes(lang),
  );
  const vec = await vectorsOf(lines.map(([, t]) => t));
  const by = LANGUAGES.map((l) => [...new Set(lines.filter(([lang]) => lang === l).map(([, t]) => t))]);
  const centroids = by.map((texts) => {
    const sum = new Array<number>(384).fill(0);
    for (const t of texts) (vec.get(t) as number[]).forEach((x, i) => (sum[i] += x));
    const norm = Math.hypot(...sum);
    return sum.map((x) => r(x / norm));
  });
  const baseline = by.map((a) =>
    by.map((b) => {
      let total = 0;
      let n = 0;
      for (const x of a)
        for (const y of b)
          if (x !== y) {
            total += cosine(vec.get(x) as number[], vec.get(y) as number[]);
            n++;
          }
      return r(total / n);
    }),
  );
  const file: LanguageCalibrationFile = {
    embedder: 'multilingual-e5-small-q4',
    trainingSha: createHash('sha256').update(JSON.stringify(lines)).digest('hex'),
    builtAt: new Date().toISOString(),
    languages: LANGUAGES,
    centroids,
    baseline,
  };
  await writeFile(FILE, await format(JSON.stringify(file), { ...(await resolveConfig(FILE)), filepath: FILE }));
  console.log(`language calibration: ${lines.length} lines; baseline (rows: message, columns: text)`);
  console.log(`|    | ${LANGUAGES.join(' | ')} |`);
  baseline.forEach((row, i) => console.log(`| ${LANGUAGES[i]} | ${row.map((x) => x.toFixed(3)).join(' | ')} |`));
}
