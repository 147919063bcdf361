import { HashedNgramEmbedder } from '@lomo/search';
import { MeaningExtractor } from './meaning-extractor';

// The hashed embedder is not the statement model's, so the extractor reads by its rules: what is
// bounded here is the text, whichever reader reads it.
describe('meaning extractor: the sentences of one message it reads', () => {
  const extractor = new MeaningExtractor(new HashedNgramEmbedder());
  const filler = (n: number) => Array.from({ length: n }, (_, i) => `Line ${i + 1} of the notes.`).join(' ');
  const contents = async (text: string) =>
    ((await extractor.extract(text)) as Array<{ content: string }>).map((c) => c.content);

  it('given a statement as the sixtieth sentence, when read, then it is held', async () => {
    expect(await contents(`${filler(59)} Our brand colour is teal.`)).toContain('Our brand colour is teal');
  });

  it('given the same statement as the sixty-first, when read, then nothing past the sixtieth is read (a document, not a chat line)', async () => {
    expect(await contents(`${filler(60)} Our brand colour is teal.`)).toEqual([]);
  });
});
