/**
 * Held-out extraction set for issue 28 (items 1 and 6): 64 synthetic people writing to a
 * design assistant in English, Spanish, Russian, German, Japanese, Chinese and French
 * (`heldout/*.json`, written without reading the extractor). Every message goes through the
 * offline extractor with the set's reference date as `now`; the run reports recall of live
 * facts (strict on scope and any scope), per language and kind, false memories on
 * distractors, one-off leaks, validUntil accuracy and precision, prints a markdown table and
 * writes `last-run.json` next to this file.
 *
 *   npm run bench:memory-extraction
 *
 * Exit code 0 whatever the numbers (a measurement, not a test); 2 when the set breaks its own
 * rules (a value missing from its message, too few people or distractors).
 */
import { cpus, loadavg } from 'node:os';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { embedderFor, type EmbedderSettings } from '../../libs/search/src/embedding/embedder.config';
import { MeaningExtractor } from '../../libs/services/memory/src/extraction/meaning/meaning-extractor';
import { MalformedSet, loadHeldOutSet, type HeldOutSet } from './dataset';
import { renderReport } from './report';
import {
  byKind,
  readCandidates,
  scoreFact,
  strayCandidates,
  summarise,
  verbatimCandidates,
  type MessageResult,
} from './score';

/** The extractor interface the set scores. */
interface Extractor {
  readonly name: string;
  extract(text: string, context?: { now?: Date }): Promise<readonly unknown[]> | readonly unknown[];
}

/**
 * The offline extractor the memory module builds for the process's embedder (ADR 0039):
 * `EMBEDDER=e5-small` reads meaning, the hashed default the phrase-table rules.
 */
let extractor: Extractor;

async function extractOne(text: string, now: Date): Promise<{ raw: readonly unknown[]; error?: string; ms: number }> {
  const started = performance.now();
  try {
    const raw = await extractor.extract(text, { now });
    return { raw: Array.isArray(raw) ? raw : [], ms: performance.now() - started };
  } catch (error) {
    return { raw: [], error: String(error), ms: performance.now() - started };
  }
}

async function run(set: HeldOutSet): Promise<MessageResult[]> {
  const results: MessageResult[] = [];
  for (const person of set.people) {
    for (const [index, message] of person.messages.entries()) {
      const { raw, error, ms } = await extractOne(message.text, set.referenceDate);
      const { candidates, malformed } = readCandidates(raw);
      results.push({
        personId: person.id,
        language: person.language,
        index,
        message,
        candidates,
        malformed,
        stray: strayCandidates(message, candidates),
        verbatim: verbatimCandidates(message, candidates),
        facts: message.expect.map((e) => scoreFact(e, candidates)),
        ...(error === undefined ? {} : { error }),
        ms,
      });
    }
  }
  return results;
}

async function main(): Promise<void> {
  const dir = __dirname;
  const embedder = await embedderFor({
    EMBEDDER: (process.env.EMBEDDER ?? 'hashed') as EmbedderSettings['EMBEDDER'],
    ...(process.env.EMBEDDER_PATH ? { EMBEDDER_PATH: process.env.EMBEDDER_PATH } : {}),
  });
  extractor = new MeaningExtractor(embedder);
  const set = await loadHeldOutSet(join(dir, 'heldout')).catch((error: unknown) => {
    if (!(error instanceof MalformedSet)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  });
  const loadBefore = loadavg()[0];
  const results = await run(set).finally(() => embedder.close?.());
  const languages = [...new Set(results.map((r) => r.language))];
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  const report = renderReport(results);
  process.stdout.write(
    `${report}\n\nextraction ms per message: p50 ${ms[Math.floor(ms.length / 2)]?.toFixed(2)}, max ${ms.at(-1)?.toFixed(2)}\n`,
  );
  await writeFile(
    join(dir, 'last-run.json'),
    `${JSON.stringify(
      {
        ranAt: new Date().toISOString(),
        referenceDate: set.referenceDate.toISOString(),
        extractor: `libs/services/memory/src/extraction (${extractor.name})`,
        machine: {
          cpus: cpus().length,
          cpu: cpus()[0]?.model,
          node: process.version,
          loadavg: [loadBefore, loadavg()[0]],
        },
        summary: summarise(results),
        byLanguage: Object.fromEntries(languages.map((l) => [l, summarise(results.filter((r) => r.language === l))])),
        byKind: byKind(results),
        extractionMs: { p50: ms[Math.floor(ms.length / 2)], max: ms.at(-1) },
        // Without each message's time, a rerun with the same extractor rewrites only the header.
        messages: results.map(({ message, ms: _ms, ...r }) => ({ ...r, text: message.text })),
      },
      null,
      1,
    )}\n`,
  );
}

void main();
