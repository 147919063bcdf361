import { aboutSomeoneElse } from './someone-else';

describe('aboutSomeoneElse: a person named by their relation to the speaker, or by a third-person pronoun', () => {
  it('given a friend, a relative or a neighbour, then the sentence is about someone else', () => {
    expect(aboutSomeoneElse('my cousin runs a tattoo parlour, can u do her a logo')).toBe(true);
    expect(aboutSomeoneElse('es pal bar de mi cuñada, usa verde')).toBe(true);
    expect(aboutSomeoneElse('meine nachbarin hat einen hofladen')).toBe(true);
    expect(aboutSomeoneElse('это для моей сестры, у неё кондитерская')).toBe(true);
    expect(aboutSomeoneElse('我表哥开了个修车铺')).toBe(true);
    expect(aboutSomeoneElse('姉が花屋をやっていて')).toBe(true);
  });

  it('given a third person named by a pronoun, then it is about someone else', () => {
    expect(aboutSomeoneElse("she's called mira, she owns the deli")).toBe(true);
    expect(aboutSomeoneElse('la dueña se llama rosa')).toBe(true);
    expect(aboutSomeoneElse('её зовут вера')).toBe(true);
    expect(aboutSomeoneElse('她叫小美')).toBe(true);
  });

  it('given the speaker on their own, or a holiday named after a parent, then it is not', () => {
    expect(aboutSomeoneElse('my name is hugo and i run a bike shop')).toBe(false);
    expect(aboutSomeoneElse('me llamo rosa')).toBe(false);
    expect(aboutSomeoneElse('ich heiße jan')).toBe(false);
    expect(aboutSomeoneElse('меня зовут вера')).toBe(false);
    expect(aboutSomeoneElse('我叫小美')).toBe(false);
    expect(aboutSomeoneElse('母の日のカードだけ赤で')).toBe(false);
  });
});
