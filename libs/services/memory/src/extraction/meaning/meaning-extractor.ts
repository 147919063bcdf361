import type { Embedder } from '@lomo/search';
import type { Candidate } from '../candidates';
import { extractExplicitStatements } from '../explicit-statements';
import type { ExtractionContext, MemoryExtractor } from '../extractor.port';
import { sentencesOf } from '../offline/segments';
import checkedIn from './statement-weights.json';
import { candidateOf } from './statement-candidate';
import { REMEMBERED } from './statement-labels';
import { readStatement, type StatementModelFile, type StatementReading } from './statement-model';

/**
 * The offline extractor (ADR 0039). With the embedder its model was trained on (e5-small),
 * each sentence's kind — preference, fact, one-off, correction, request, forget, other — and,
 * for statements, whom it is about and its topic are read from meaning by linear heads over
 * the sentence's vector; slots (content, validity, scope of a one-off) are filled by
 * deterministic code. A sentence whose kind is not sure enough is read by the phrase-table
 * rules, as is every sentence with any other embedder (the hashed default) or when the
 * embedder fails: extraction never waits on a model that is not there.
 */
export class MeaningExtractor implements MemoryExtractor {
  constructor(
    private readonly embedder: Embedder,
    private readonly file: StatementModelFile = checkedIn as StatementModelFile,
  ) {}

  /** Whether this embedder is the one the statement model reads. */
  get reads(): boolean {
    return this.embedder.name === this.file.embedder;
  }

  get name(): string {
    return this.reads ? `meaning(${this.file.embedder})` : 'explicit-statements';
  }

  /**
   * Each sentence's reading, or undefined when this embedder reads no kinds or failed (then
   * the rules read the text). The forget path can ask which sentences are forget requests.
   */
  async readings(text: string): Promise<Array<{ sentence: string; reading: StatementReading }> | undefined> {
    if (!this.reads) return undefined;
    const sentences = sentencesOf(text);
    try {
      const vectors = await this.embedder.embed(sentences);
      return sentences.map((sentence, i) => ({ sentence, reading: readStatement(vectors[i], this.file) }));
    } catch {
      return undefined;
    }
  }

  async extract(text: string, context: ExtractionContext = {}): Promise<unknown[]> {
    const author = context.author ?? 'user';
    const read = await this.readings(text);
    if (!read) return this.hypotheses(extractExplicitStatements(text, context), author);
    const found: Candidate[] = [];
    for (const { sentence, reading } of read) {
      if ('abstained' in reading) {
        found.push(...this.hypotheses(extractExplicitStatements(sentence, context), author));
        continue;
      }
      if (!REMEMBERED.has(reading.kind)) continue;
      const candidate = candidateOf({ sentence, ...reading }, context.now, author);
      if (candidate) found.push(candidate);
    }
    return found;
  }

  /** The rules read what the person says; from an agent's reply they are hypotheses too. */
  private hypotheses(candidates: Candidate[], author: 'user' | 'agent'): Candidate[] {
    return author === 'user'
      ? candidates
      : candidates.map((c) => ({ ...c, origin: 'model_inferred', confidence: Math.min(0.3, c.confidence) }));
  }
}
