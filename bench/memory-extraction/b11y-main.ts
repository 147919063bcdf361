/**
 * B11y: the offline extractor over the second held-out set's whole conversations
 * (`heldout-b11y.ts`, frozen before this extractor was written). The extractor is the one the
 * memory module builds for the process's embedder (`EMBEDDER=e5-small` reads meaning; the
 * hashed default reads with the phrase-table rules).
 *
 *   EMBEDDER=e5-small npm run bench:memory-extraction-b11y
 *
 * Prints a JSON summary and writes `b11y-last-run.json`. Exit code 0 whatever the numbers; 2
 * when the set breaks its own rules.
 */
import { cpus, loadavg } from 'node:os';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { embedderFor, type EmbedderSettings } from '../../libs/search/src/embedding/embedder.config';
import { MeaningExtractor } from '../../libs/services/memory/src/extraction/meaning/meaning-extractor';
import { B11Y, b11yProblems, REFERENCE_DATE } from './heldout-b11y';
import { summariseB11y, turnResult, type PersonResult } from './b11y-score';

async function main(): Promise<void> {
  const problems = b11yProblems();
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(2);
  }
  const embedder = await embedderFor({
    EMBEDDER: (process.env.EMBEDDER ?? 'hashed') as EmbedderSettings['EMBEDDER'],
    ...(process.env.EMBEDDER_PATH ? { EMBEDDER_PATH: process.env.EMBEDDER_PATH } : {}),
  });
  const extractor = new MeaningExtractor(embedder);
  const now = new Date(REFERENCE_DATE);
  const load = loadavg()[0];
  const started = Date.now();
  const results: PersonResult[] = [];
  try {
    for (const person of B11Y) {
      const turns = [];
      for (const turn of person.turns) {
        const raw = await extractor.extract(turn.text, { now, author: turn.from });
        const readings = turn.forgets ? await extractor.readings(turn.text) : undefined;
        const readAsForget = readings?.some((r) => 'kind' in r.reading && r.reading.kind === 'forget');
        turns.push(turnResult(turn, raw, readAsForget));
      }
      results.push({ id: person.id, language: person.language, turns });
    }
  } finally {
    await embedder.close?.();
  }
  const languages = [...new Set(B11Y.map((p) => p.language))];
  const summary = summariseB11y(B11Y, results);
  const byLanguage = Object.fromEntries(
    languages.map((l) => {
      const idx = B11Y.flatMap((p, i) => (p.language === l ? [i] : []));
      return [
        l,
        summariseB11y(
          idx.map((i) => B11Y[i]),
          idx.map((i) => results[i]),
        ),
      ];
    }),
  );
  const machine = { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version, loadavg: [load, loadavg()[0]] };
  const out = {
    ranAt: new Date().toISOString(),
    extractor: extractor.name,
    embedder: embedder.name,
    seconds: (Date.now() - started) / 1000,
    machine,
    summary,
    byLanguage,
    people: results,
  };
  console.log(JSON.stringify({ ...out, people: undefined }, null, 1));
  await writeFile(join(__dirname, 'b11y-last-run.json'), `${JSON.stringify(out, null, 1)}\n`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
