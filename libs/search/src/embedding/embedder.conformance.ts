import type { Embedder } from './embedder.port';

/** Opens the embedder under test once for the suite; `close` ends whatever it started. */
export interface EmbedderFixture {
  embedder: Embedder;
  close?(): Promise<void>;
}

const norm = (v: readonly number[]) => Math.hypot(...v);
const isZero = (v: readonly number[]) => v.every((x) => x === 0);

/** Vectors of one text from two calls may differ in float rounding only. */
function expectSameVector(a: readonly number[], b: readonly number[]): void {
  expect(a).toHaveLength(b.length);
  expect(Math.max(...a.map((x, i) => Math.abs(x - b[i])))).toBeLessThan(1e-5);
}

/**
 * What every `Embedder` adapter does (STYLE rule 4), whatever its model: the shape and order
 * of its answer, unit length, determinism, batches equal to single calls, concurrent calls,
 * the zero vector for blank text, and a huge text answered (cut or whole) rather than refused.
 * How near meanings land is each adapter's own test: a lexical and a semantic embedder differ there.
 */
export function embedderConformance(adapter: string, open: () => Promise<EmbedderFixture>): void {
  describe(`Embedder conformance: ${adapter}`, () => {
    let fixture: EmbedderFixture;
    let embedder: Embedder;
    const texts = ['a red cat, watercolour', 'quarterly tax report', 'Ein Plakat für das Sommerfest', '海报的背景'];

    beforeAll(async () => {
      fixture = await open();
      embedder = fixture.embedder;
    });
    afterAll(() => fixture.close?.());

    it('given no texts, when embedded, then the answer is empty', async () => {
      expect(await embedder.embed([])).toEqual([]);
    });

    it('given texts, when embedded, then one finite unit vector of the declared size comes back per text', async () => {
      const vectors = await embedder.embed(texts);
      expect(vectors).toHaveLength(texts.length);
      for (const v of vectors) {
        expect(v).toHaveLength(embedder.dimensions);
        expect(v.every(Number.isFinite)).toBe(true);
        expect(norm(v)).toBeCloseTo(1, 5);
      }
    });

    it('given the same text in one call and in later calls, then its vector is the same every time', async () => {
      const [a, b] = await embedder.embed([texts[0], texts[0]]);
      const [c] = await embedder.embed([texts[0]]);
      expectSameVector(a, b);
      expectSameVector(a, c);
    });

    it('given a batch, when embedded, then each vector equals that text embedded alone, in the batch order', async () => {
      const batch = await embedder.embed(texts);
      const alone = await Promise.all(texts.map(async (t) => (await embedder.embed([t]))[0]));
      batch.forEach((v, i) => expectSameVector(v, alone[i]));
      expect(batch[0]).not.toEqual(batch[1]);
    });

    it('given calls made at once, when they finish, then each gets the vectors of its own texts', async () => {
      const [first, second] = await Promise.all([embedder.embed([texts[1], texts[2]]), embedder.embed([texts[3]])]);
      const [[t1], [t2], [t3]] = await Promise.all([texts[1], texts[2], texts[3]].map((t) => embedder.embed([t])));
      expectSameVector(first[0], t1);
      expectSameVector(first[1], t2);
      expectSameVector(second[0], t3);
    });

    it('given an empty or blank text, when embedded, then it gets the zero vector and its neighbours are unaffected', async () => {
      const [empty, blank, cat] = await embedder.embed(['', ' \n\t ', texts[0]]);
      expect(isZero(empty) && empty.length === embedder.dimensions).toBe(true);
      expect(isZero(blank)).toBe(true);
      expectSameVector(cat, (await embedder.embed([texts[0]]))[0]);
    });

    it('given a huge text (a megabyte), when embedded, then a unit vector comes back rather than an error', async () => {
      const [huge] = await embedder.embed(['the poster needs a warmer background. '.repeat(27_000)]);
      expect(huge).toHaveLength(embedder.dimensions);
      expect(norm(huge)).toBeCloseTo(1, 5);
    });
  });
}
