import { contentWords, sharedWords } from './similarity';

const shared = (message: string, brief: string) => sharedWords(contentWords(message), contentWords(brief));

describe('shared subject words', () => {
  it('given an inflected form, then it is the same word', () => {
    expect(shared('в космосе', 'плакат про космос')).toBe(1);
    expect(shared('the grand piano', 'a card for my grandmother')).toBe(0);
  });

  it('given the head of a compound, then it names the compound ("Flohmarkt" of "Kinderflohmarkt")', () => {
    expect(shared('beim Flohmarkt fehlt die Uhrzeit', 'ein Plakat für den Kinderflohmarkt')).toBe(1);
    expect(shared('Wochenmarkt', 'ein Plakat für den Kinderflohmarkt')).toBe(0);
  });

  it('given a short word inside a longer one, then it is not that word ("light" is not "highlight")', () => {
    expect(shared('more light', 'a highlight reel of the match')).toBe(0);
  });
});
