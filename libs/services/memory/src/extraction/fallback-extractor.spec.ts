import type { ExtractionContext, MemoryExtractor } from './extractor.port';
import { FallbackExtractor, type ExtractionOutcome } from './fallback-extractor';

const offline: MemoryExtractor = {
  name: 'offline',
  extract: async () => [{ subject: 'brand colour', from: 'offline' }],
};
const recorder = () => {
  const seen: Array<[ExtractionOutcome, string | undefined]> = [];
  return { seen, onOutcome: (outcome: ExtractionOutcome, reason?: string) => void seen.push([outcome, reason]) };
};

describe('a local model guarded by the offline extractor (ADR 0047)', () => {
  it('given the model answers, then its candidates are used and counted as the model', async () => {
    const model: MemoryExtractor = { name: 'model', extract: async () => [{ subject: 'brand colour', from: 'model' }] };
    const { seen, onOutcome } = recorder();
    const extractor = new FallbackExtractor(model, offline, { onOutcome });

    expect(await extractor.extract('Our brand colour is teal.')).toEqual([{ subject: 'brand colour', from: 'model' }]);
    expect(seen).toEqual([['model', undefined]]);
    expect(extractor.name).toBe('model+offline');
  });

  it('given the model fails, then the offline extractor reads the message and the reason is reported', async () => {
    const model: MemoryExtractor = {
      name: 'model',
      extract: () => Promise.reject(new Error('answer cut at the token limit')),
    };
    const { seen, onOutcome } = recorder();

    expect(await new FallbackExtractor(model, offline, { onOutcome }).extract('Our brand colour is teal.')).toEqual([
      { subject: 'brand colour', from: 'offline' },
    ]);
    expect(seen).toEqual([['offline_fallback', 'answer cut at the token limit']]);
  });

  it('given a model slower than its share of the deadline, then its call is aborted and the offline extractor answers in time', async () => {
    let signal: AbortSignal | undefined;
    const slow: MemoryExtractor = {
      name: 'model',
      extract: (_text: string, context?: ExtractionContext) =>
        new Promise((_, reject) => {
          signal = context?.signal;
          signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    };
    const { seen, onOutcome } = recorder();
    const started = Date.now();

    const candidates = await new FallbackExtractor(slow, offline, { modelTimeoutMs: 50, onOutcome }).extract('teal');
    expect(candidates).toEqual([{ subject: 'brand colour', from: 'offline' }]);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(signal?.aborted).toBe(true);
    expect(seen).toEqual([['offline_fallback', 'the model did not answer within 50 ms']]);
  });
});
