import { embedderConformance } from './embedder.conformance';
import { cosine } from './embedder.port';
import { HashedNgramEmbedder } from './hashed-ngram.embedder';

embedderConformance('hashed-ngram', async () => ({ embedder: new HashedNgramEmbedder() }));

describe('HashedNgramEmbedder (the offline default)', () => {
  const embedder = new HashedNgramEmbedder();

  it('given the same text twice, when embedded, then the vectors are identical and unit length', async () => {
    const [a, b] = await embedder.embed(['a red cat, watercolour', 'a red cat, watercolour']);
    expect(a).toEqual(b);
    expect(a).toHaveLength(256);
    expect(Math.hypot(...a)).toBeCloseTo(1, 10);
  });

  it('puts texts sharing words and spellings nearer than unrelated ones', async () => {
    const [cat, cats, dog] = await embedder.embed(['a red cat, watercolour', 'the red cats', 'quarterly tax report']);
    expect(cosine(cat, cats)).toBeGreaterThan(0.25);
    expect(cosine(cat, cats)).toBeGreaterThan(cosine(cat, dog) + 0.2);
  });

  it('is lexical, not semantic: a synonym with no shared letters is not near (why a model is better)', async () => {
    const [cat, feline] = await embedder.embed(['cat', 'feline']);
    expect(cosine(cat, feline)).toBeLessThan(0.3);
  });

  it('gives the zero vector for text without words', async () => {
    const [v] = await embedder.embed(['?!']);
    expect(v.every((x) => x === 0)).toBe(true);
  });
});
