import { selectiveTerms, type VocabularyTerm } from './postgres-keyword';

const term = (t: string, docs: number, exact = true): VocabularyTerm => ({ term: t, docs, exact });

describe('selectiveTerms', () => {
  it('given words within the budget, then all of them rank, rarest first', () => {
    expect(selectiveTerms([term('poster', 40), term('muted', 3), term('colour', 12, false)], 500)).toEqual([
      term('muted', 3),
      term('colour', 12, false),
      term('poster', 40),
    ]);
  });

  it('given a word in more documents than the budget, then it ranks nothing and the rare ones still do', () => {
    expect(selectiveTerms([term('for', 100_000), term('poster', 40)], 500)).toEqual([term('poster', 40)]);
  });

  it('stops at the first word that would overrun the budget, so the matches ranked stay within it', () => {
    const chosen = selectiveTerms([term('a', 300), term('b', 150), term('c', 100), term('d', 20)], 500);
    expect(chosen.map((t) => t.term)).toEqual(['d', 'c', 'b']);
    expect(chosen.reduce((sum, t) => sum + t.docs, 0)).toBeLessThanOrEqual(500);
  });

  it('given only common words, then the keyword ranking is empty (the vector ranking still answers)', () => {
    expect(selectiveTerms([term('client', 100_000), term('artwork', 99_000)], 500)).toEqual([]);
  });
});
