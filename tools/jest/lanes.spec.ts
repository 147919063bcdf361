// eslint-disable-next-line @typescript-eslint/no-require-imports
const { slowestFirst, nextBatch } = require('./lanes') as {
  slowestFirst(files: string[], secondsOf: (file: string) => number): string[];
  nextBatch(queue: string[]): string[];
};

describe('the isolated files in batches, slowest first (issue 32)', () => {
  it('given expected seconds per file, when ordered, then the slowest come first and equal ones keep their order', () => {
    const seconds: Record<string, number> = { a: 3, b: 250, c: 3, d: 60 };
    expect(slowestFirst(['a', 'b', 'c', 'd'], (f) => seconds[f])).toEqual(['b', 'd', 'a', 'c']);
  });

  it('given a queue, when batches are taken until it is empty, then each is a quarter of what is left and the last ones are single files', () => {
    const queue = Array.from({ length: 20 }, (_, i) => `f${i}`);
    const sizes: number[] = [];
    const taken: string[] = [];
    while (queue.length) {
      const batch = nextBatch(queue);
      sizes.push(batch.length);
      taken.push(...batch);
    }
    expect(sizes).toEqual([5, 4, 3, 2, 2, 1, 1, 1, 1]);
    expect(taken).toEqual(Array.from({ length: 20 }, (_, i) => `f${i}`));
  });
});
