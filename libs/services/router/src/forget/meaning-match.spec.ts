import type { Embedder } from '@lomo/search';
import { chooseByMeaning, matchByMeaning } from './meaning-match';

const memory = (memoryId: string, subject: string, content: string) => ({ memoryId, subject, content });
const colour = memory('m_colour', 'brand colour', 'Unsere Markenfarbe ist Zinnoberrot');
const muted = memory('m_muted', 'preference: colour', 'I prefer muted colours');
const font = memory('m_font', 'font', 'Our brand font is Quillora Sans');
const name = memory('m_name', 'name', 'My name is Anna');
const company = memory('m_company', 'company name', 'Our company is Lumen');
const ids = (ms: Array<{ memoryId: string }>) => ms.map((m) => m.memoryId);

describe('a forget matched by meaning (issue 28): a clear winner, or nothing', () => {
  it('given one subject far above the others, then its memories are named', () => {
    expect(ids(chooseByMeaning('品牌颜色', [colour, muted, font], [0.899, 0.847, 0.807]))).toEqual(['m_colour']);
  });

  it('given two subjects about as near (a look-alike), then nothing is named', () => {
    expect(chooseByMeaning("dog's name", [name, company, colour], [0.889, 0.884, 0.815])).toEqual([]);
  });

  it('given the best subject below the floor, then nothing is named, however far apart', () => {
    expect(chooseByMeaning('palette', [colour, name], [0.86, 0.7])).toEqual([]);
  });

  it('given the same subject in other words (the lexicon reads the same concepts), then each memory on it is named', () => {
    const other = memory('m_de', 'Markenfarbe', 'Markenfarbe: Petrol');
    expect(ids(chooseByMeaning('color de marca', [colour, other, name], [0.926, 0.88, 0.85]))).toEqual([
      'm_colour',
      'm_de',
    ]);
  });

  it('given a concept the words read in the target, then a memory without it is never named, whatever the vectors', () => {
    expect(chooseByMeaning('brand font', [colour, name], [0.95, 0.8])).toEqual([]);
  });

  it('given no memories, then nothing is named', () => {
    expect(chooseByMeaning('brand colour', [], [])).toEqual([]);
  });

  it('given an embedder whose cosines were not read (hashed), then meaning is not asked: the caller matches by words', async () => {
    const hashed: Embedder = {
      name: 'hashed-ngram',
      dimensions: 2,
      embed: () => Promise.reject(new Error('not called')),
    };
    await expect(matchByMeaning(hashed, 'brand colour', [colour])).resolves.toBeUndefined();
    await expect(matchByMeaning(undefined, 'brand colour', [colour])).resolves.toBeUndefined();
  });

  it('given the multilingual embedder, then the target and each distinct subject are embedded once and the winner named', async () => {
    const calls: string[][] = [];
    const vectors: Record<string, number[]> = {
      target: [1, 0],
      'brand colour': [0.95, Math.sqrt(1 - 0.95 ** 2)],
      name: [0, 1],
    };
    const e5: Embedder = {
      name: 'multilingual-e5-small-q4',
      dimensions: 2,
      embed: (texts) => {
        calls.push(texts);
        return Promise.resolve(texts.map((t) => vectors[t]));
      },
    };
    const twice = memory('m_again', 'brand colour', 'Our brand colour is vermilion');
    expect(ids((await matchByMeaning(e5, 'target', [colour, name, twice])) ?? [])).toEqual(['m_colour', 'm_again']);
    expect(calls).toEqual([['target', 'brand colour', 'name']]);
  });
});
